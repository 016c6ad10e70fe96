import MiniRx
import MiniRxTest
import Testing
@testable import Variants
@testable import StyleKit

/// The type-ahead screen's classic bugs, style by style: each table says which styles
/// have the bug, and each test drives every style through the keystrokes that show it.
@Suite struct TypeAheadScenarioTests {
    static let styles = Catalog.shipped.styles.map(\.name)

    /// Requests per search: scan's three outputs each run their own chain.
    static let requestsPerSearch: [String: Int] = Dictionary(uniqueKeysWithValues: styles.map { ($0, $0 == "scan" ? 3 : 1) })
    /// Styles that search the same text again when a keystroke is taken back before the
    /// pause ends: they compare keystrokes, or restart on each change.
    static let searchesTheSameTextAgain: Set<String> = ["reducer", "observation"]
    /// Styles whose older search runs to its end and replaces the newer one's names.
    static let showsTheStaleAnswer: Set<String> = ["anyobserver"]
    /// Styles that add a page of the query before under the names of the new one.
    static let mixesPagesOfTwoQueries: Set<String> = ["anyobserver", "flux", "observation"]
    /// Styles for which one failed search ends every later one.
    static let failedSearchEndsSearching: Set<String> = ["mvvm"]
    /// Styles that queue a second scroll while a page loads (concatMap), where the others
    /// ignore it (a guard on isLoading).
    static let queuesASecondScroll: Set<String> = ["relay", "anyobserver", "scan", "unio", "mvvm"]

    @Test func everyTableNamesShippedStyles() {
        let all = Set(Self.styles)
        for table in [Self.searchesTheSameTextAgain, Self.showsTheStaleAnswer, Self.mixesPagesOfTwoQueries,
                      Self.failedSearchEndsSearching, Self.queuesASecondScroll] {
            #expect(table.isSubset(of: all))
        }
        #expect(Catalog.shipped.styles.allSatisfy { $0.variant(of: .typeAhead) != nil })
    }

    /// Typing fast sends one search, for the text typed last, once typing pauses.
    @Test(arguments: styles)
    func typingFastSearchesOnceAfterThePause(style: String) throws {
        let harness = try Self.harness(style)
        for text in ["r", "rx", "rxs"] {
            harness.send("queryText", .text(text))
            harness.tick(100)
        }
        #expect(harness.search.requestCount == 0)
        harness.tick(200)
        #expect(harness.search.requestCount == Self.requestsPerSearch[style])
        #expect(harness.lastValue("isLoading") == .flag(true))
        harness.tick(200)
        #expect(harness.lastValue("repos") == .list(["rxs-1", "rxs-2", "rxs-3"]))
        #expect(harness.lastValue("isLoading") == .flag(false))
    }

    /// The same text coming out of the pause again is searched again only by the
    /// styles that compare keystrokes.
    @Test(arguments: styles)
    func theSameTextAfterThePauseIsNotSearchedAgain(style: String) throws {
        let harness = try Self.harness(style)
        harness.send("queryText", .text("rxs"))
        harness.tick(600)
        let before = harness.search.requestCount
        harness.send("queryText", .text("rxsw"))
        harness.tick(100)
        harness.send("queryText", .text("rxs"))
        harness.tick(600)
        let again = harness.search.requestCount - before
        #expect(again == (Self.searchesTheSameTextAgain.contains(style) ? 1 : 0))
        #expect(harness.lastValue("repos") == .list(["rxs-1", "rxs-2", "rxs-3"]))
    }

    /// A slow search for "r" that answers after the one for "rx" shows only where the
    /// style lets the older search run to its end.
    @Test(arguments: styles)
    func aStaleAnswerNeverReplacesTheNewerOne(style: String) throws {
        let harness = try Self.harness(style)
        harness.search.scripted = .slow
        harness.send("queryText", .text("r"))
        harness.tick(300)
        harness.send("queryText", .text("rx"))
        harness.tick(2_000)
        let shown = Self.showsTheStaleAnswer.contains(style) ? ["r-1", "r-2", "r-3"] : ["rx-1", "rx-2", "rx-3"]
        #expect(harness.lastValue("repos") == .list(shown))
    }

    /// A failed search shows its message, and the next query searches again, except
    /// where the error ends the chain.
    @Test(arguments: styles)
    func aFailedSearchDoesNotEndSearching(style: String) throws {
        let harness = try Self.harness(style)
        harness.search.scripted = .fail
        harness.send("queryText", .text("rx"))
        harness.tick(600)
        harness.send("queryText", .text("rxs"))
        harness.tick(600)
        if Self.failedSearchEndsSearching.contains(style) {
            #expect(harness.view("repos").last?.value.error as? SearchError == .networkError)
            #expect(harness.search.requestCount == 1)
        } else {
            #expect(harness.view("message").contains { $0.value.element == .text(TypeAheadRules.failedMessage) })
            #expect(harness.lastValue("repos") == .list(["rxs-1", "rxs-2", "rxs-3"]))
            #expect(harness.lastValue("message") == .text(""))
        }
    }

    /// A page scrolled for "rx" that arrives after "r" was searched is dropped, except
    /// where the page's request outlives the query and nothing checks whose it is.
    @Test(arguments: styles)
    func aPageOfTheQueryBeforeIsDropped(style: String) throws {
        let harness = try Self.harness(style)
        harness.send("queryText", .text("rx"))
        harness.tick(600)
        harness.search.scripted = .slow
        harness.send("nextPage")
        harness.send("queryText", .text("r"))
        harness.tick(2_000)
        let shown = Self.mixesPagesOfTwoQueries.contains(style) ? ["r-1", "r-2", "r-3", "rx-4", "rx-5", "rx-6"] : ["r-1", "r-2", "r-3"]
        #expect(harness.lastValue("repos") == .list(shown))
    }

    /// A second scroll while a page loads is queued or ignored, never lost in between.
    @Test(arguments: styles)
    func aSecondScrollWhileAPageLoadsIsQueuedOrIgnored(style: String) throws {
        let harness = try Self.harness(style)
        harness.send("queryText", .text("rx"))
        harness.tick(600)
        harness.send("nextPage")
        harness.send("nextPage")
        harness.tick(600)
        let pages = Self.queuesASecondScroll.contains(style) ? 3 : 2
        #expect(harness.lastValue("repos") == .list((1...pages).flatMap { RepoSearchAPI.repos("rx", page: $0) }))
        #expect(harness.lastValue("isLoading") == .flag(false))
    }

    /// An emptied field clears the list and searches nothing.
    @Test(arguments: styles)
    func anEmptiedFieldClearsTheList(style: String) throws {
        let harness = try Self.harness(style)
        harness.send("queryText", .text("rx"))
        harness.tick(600)
        let requests = harness.search.requestCount
        harness.send("queryText", .text(""))
        harness.tick(600)
        #expect(harness.search.requestCount == requests)
        #expect(harness.lastValue("repos") == .list([]))
        #expect(harness.lastValue("isLoading") == .flag(false))
    }

    static func harness(_ style: String) throws -> Harness {
        Harness(try #require(Catalog.shipped.style(named: style)), .typeAhead)
    }
}

extension Harness {
    /// Lets `milliseconds` of virtual time pass, running what falls due, with the async
    /// work and a render pass after each step, as `tick` does.
    func tick(_ milliseconds: Int) {
        let target = scheduler.clock + milliseconds
        while let next = scheduler.nextDueTime, next <= target {
            scheduler.advanceTo(max(next, scheduler.clock))
            executor.runToIdle()
            renders.render()
        }
        scheduler.advanceTo(target)
        executor.runToIdle()
        renders.render()
    }

    /// The last value the view of `output` received, if any.
    func lastValue(_ output: String) -> OutputValue? {
        view(output).last { $0.value.element != nil }?.value.element
    }
}
