import MiniRx
import MiniRxTest
import Testing
@testable import StyleKit

@Suite struct RepoSearchAPITests {
    func api(_ scheduler: TestScheduler) -> RepoSearchAPI {
        RepoSearchAPI(scheduler: scheduler, clock: VirtualClock(scheduler: scheduler))
    }

    @Test func aPageAnswersItsQuerysNamesAfterTheLatency() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let api = api(scheduler)
        let observer = scheduler.start { api.search("rx", page: 2) }
        #expect(observer.events == [.next(400, ["rx-4", "rx-5", "rx-6"]), .completed(400)])
        #expect(api.requestCount == 1)
    }

    @Test func anEmptyQueryAndPagesPastTheLastAnswerNothing() {
        #expect(RepoSearchAPI.repos("", page: 1).isEmpty)
        #expect(RepoSearchAPI.repos("rx", page: 0).isEmpty)
        #expect(RepoSearchAPI.repos("rx", page: RepoSearchAPI.lastPage + 1).isEmpty)
        #expect(RepoSearchAPI.repos("rx", page: RepoSearchAPI.lastPage).count == RepoSearchAPI.pageSize)
    }

    /// A script is for the first query searched after it, each page and subscriber of
    /// it, and ends when another query is searched.
    @Test func aScriptIsForTheNextQueryUntilAnotherIsSearched() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let api = api(scheduler)
        api.scripted = .fail
        var outcomes: [String] = []
        for (query, page) in [("r", 1), ("r", 2), ("rx", 1), ("r", 1)] {
            _ = api.search(query, page: page).subscribe(onNext: { outcomes.append("\(query):\($0.count)") }, onError: { _ in outcomes.append("\(query):failed") })
            scheduler.start()
        }
        #expect(outcomes == ["r:failed", "r:failed", "rx:3", "r:3"])
    }

    @Test func aSlowSearchTakesASecondAndAnEmptyOneAnswersNothing() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let api = api(scheduler)
        api.scripted = .slow
        let slow = scheduler.createObserver([String].self)
        _ = api.search("r").subscribe(slow)
        scheduler.start()
        #expect(slow.events == [.next(1_000, ["r-1", "r-2", "r-3"]), .completed(1_000)])
        api.scripted = .empty
        let empty = scheduler.createObserver([String].self)
        _ = api.search("rx").subscribe(empty)
        scheduler.start()
        #expect(empty.events.first?.value.element == [])
    }

    /// What `backend` sets reaches a service once: a script is taken when it is new, and
    /// a service made after a keystroke does not take it again.
    @Test func theSessionsScriptIsTakenOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = api(scheduler)
        var settings = RepoSearchAPI.defaultSettings
        settings.scripted = .fail
        settings.script += 1
        api.adopt(settings, sending: nil)
        #expect(api.scripted == .fail)
        api.scripted = nil
        api.adopt(settings, sending: nil)
        #expect(api.scripted == nil)
        let after = RepoSearchAPI.settings(settings, afterSending: Screen.TypeAhead.queryText.name)
        let later = RepoSearchAPI(scheduler: scheduler, clock: VirtualClock(scheduler: scheduler), settings: after)
        #expect(later.scripted == nil)
    }
}
