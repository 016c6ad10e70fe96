import MiniRx
import MiniRxTest
import Testing
@testable import TeamStyle
import VMREPLKit

/// The team's view models on their own, without vmrepl.
@Suite struct ViewModelTests {
    @Test func theCounterCountsAndReplaysTheLatestCount() {
        let taps = PublishSubject<Void>()
        let output = CounterViewModel().transform(input: .init(countUpTap: taps.asObservable()))
        var seen: [String] = []
        let view = output.count.subscribe(onNext: { seen.append($0) })
        taps.onNext(())
        taps.onNext(())
        var late: [String] = []
        let lateView = output.count.subscribe(onNext: { late.append($0) })
        #expect(seen == ["0", "1", "2"])
        #expect(late == ["2"])
        view.dispose()
        lateView.dispose()
    }

    @Test func theSearchWaitsForTheQueryToSettle() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let query = scheduler.createHotObservable([.next(0, "b"), .next(100, "bl"), .next(500, "bl"), .next(600, "x")])
        let output = SearchViewModel(server: FruitServer(), scheduler: scheduler).transform(input: .init(query: query.asObservable()))
        let results = scheduler.createObserver([String].self)
        let subscription = output.results.subscribe(results)
        scheduler.start()
        // "b" is replaced before it settles; "bl" again is not searched again.
        #expect(results.events == [.next(400, ["blackberry", "blueberry"]), .next(900, [])])
        subscription.dispose()
    }

    /// The rewrite's bug and its fix, as the gate's regression test pins them: a search
    /// the server fails shows no results; the next search still answers, unless the
    /// failure left the search in flight, where the guard drops every later one.
    @Test(arguments: [(SearchRewriteViewModel.FailureHandling.endsTheSearch, true), (.leavesItInFlight, false)])
    func aFailedSearchLeavesLaterSearchesAnsweringOnlyWhenItEndsTheSearch(_ failureHandling: SearchRewriteViewModel.FailureHandling, answersLater: Bool) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let server = FruitServer()
        server.failNextSearch()
        let query = scheduler.createHotObservable([.next(0, "ap"), .next(1000, "bl")])
        let output = SearchRewriteViewModel(server: server, scheduler: scheduler, failureHandling: failureHandling)
            .transform(input: .init(query: query.asObservable()))
        let results = scheduler.createObserver([String].self)
        let subscription = output.results.subscribe(results)
        scheduler.start()
        let later: [Recorded<Event<[String]>>] = answersLater ? [.next(1300, ["blackberry", "blueberry"])] : []
        #expect(results.events == [.next(300, [])] + later)
        subscription.dispose()
    }

    @Test func theFakeBackendMatchesPrefixesIgnoringCase() {
        #expect(FruitSearch.results(for: "BL") == ["blackberry", "blueberry"])
        #expect(FruitSearch.results(for: "") == [])
        #expect(FruitSearch.results(for: "zz") == [])
    }

    @Test func theTeamCatalogIsValidAndAddsItsScreen() throws {
        let catalog = try TeamCatalog.catalog()
        #expect(catalog.styles.map(\.name).suffix(5) == ["team", "closures", "shared", "observable", "rewrite"])
        // vmrepl's type-ahead screen has names of its own: the team's search keeps its own.
        #expect(catalog.screens.map(\.name) == ["counter", "login", "typeahead", "search"])
    }

    /// On vmrepl's fake repository search, a slow search for "r" that would answer after
    /// the one for "rx" is cancelled when "rx" is searched: the list never shows it.
    @Test func theRepoSearchShowsOnlyTheLatestQuerysAnswer() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let api = RepoSearchAPI(scheduler: scheduler, clock: VirtualClock(scheduler: scheduler))
        api.scripted = .slow
        let query = scheduler.createHotObservable([.next(100, "r"), .next(500, "rx")])
        let output = RepoSearchViewModel(api: api, scheduler: scheduler)
            .transform(input: .init(query: query.asObservable(), nextPage: .never()))
        let repos = scheduler.createObserver([String].self)
        let subscription = output.repos.subscribe(repos)
        scheduler.start()
        subscription.dispose()
        #expect(repos.events.compactMap(\.value.element) == [[], ["rx-1", "rx-2", "rx-3"]])
        #expect(repos.events.last?.time == 1_000)
    }
}
