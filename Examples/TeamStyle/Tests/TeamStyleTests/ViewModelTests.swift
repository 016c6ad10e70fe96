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
        let output = SearchViewModel(scheduler: scheduler).transform(input: .init(query: query.asObservable()))
        let results = scheduler.createObserver([String].self)
        let subscription = output.results.subscribe(results)
        scheduler.start()
        // "b" is replaced before it settles; "bl" again is not searched again.
        #expect(results.events == [.next(400, ["blackberry", "blueberry"]), .next(900, [])])
        subscription.dispose()
    }

    @Test func theFakeBackendMatchesPrefixesIgnoringCase() {
        #expect(FruitSearch.results(for: "BL") == ["blackberry", "blueberry"])
        #expect(FruitSearch.results(for: "") == [])
        #expect(FruitSearch.results(for: "zz") == [])
    }

    @Test func theTeamCatalogIsValidAndAddsItsScreen() throws {
        let catalog = try TeamCatalog.catalog()
        #expect(catalog.styles.map(\.name).suffix(4) == ["team", "closures", "shared", "observable"])
        #expect(catalog.screens.map(\.name) == ["counter", "login", "search"])
    }
}
