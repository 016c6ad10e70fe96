import MiniRx
import MiniRxTest
import Testing
@testable import Variants
@testable import StyleKit

@Suite struct CounterScenarioTests {
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func countingStartsAtZeroAndCountsUp(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp")
        harness.send("countUp")
        if style.hasPrefix("flux") || style == "async" {
            // A Fluxer ObservableValue and an AsyncStream do not replay: the view sees
            // changes only.
            #expect(harness.view("count") == [next(0, "1"), next(0, "2")])
        } else {
            #expect(harness.view("count") == [next(0, "0"), next(0, "1"), next(0, "2")])
        }
    }

    /// Replay to a late subscriber is where the styles differ: relay-backed state replays
    /// the current count, `share(replay: 1)` replays it too, and scan starts a count of
    /// the late subscriber's own.
    /// What a late subscriber to `count` sees after two taps, then a third, by style.
    /// (The observation style has nothing to replay: a view that appears reads the
    /// property, and so shows the count as the relay styles replay it.)
    static var lateSubscriberSees: [String: [Recorded<Event<OutputValue>>]] { [
        "property": [next(0, "2"), next(0, "3")], "relay": [next(0, "2"), next(0, "3")],
        "anyobserver": [next(0, "2"), next(0, "3")], "scan": [next(0, "0"), next(0, "1")],
        "unio": [next(0, "2"), next(0, "3")], "mvvm": [next(0, "2"), next(0, "3")],
        "flux": [next(0, "3")], "flux-keyed": [next(0, "3")], "reducer": [next(0, "2"), next(0, "3")],
        "observation": [next(0, "2"), next(0, "3")], "async": [next(0, "3")],
    ] }

    /// What a freshly built counter's view sees before any tap, by style: the stream
    /// styles replay "0", Flux's values and AsyncStreams replay nothing.
    static var freshViewSees: [String: [Recorded<Event<OutputValue>>]] { [
        "property": [next(0, "0")], "relay": [next(0, "0")], "anyobserver": [next(0, "0")], "scan": [next(0, "0")],
        "unio": [next(0, "0")], "mvvm": [next(0, "0")], "flux": [], "flux-keyed": [], "reducer": [next(0, "0")],
        "observation": [next(0, "0")], "async": [],
    ] }

    /// Whether a style keeps the count where it can be read at any moment, by style.
    static let exposesTheCount: [String: Bool] = [
        "property": true, "relay": false, "anyobserver": false, "scan": false, "unio": false, "mvvm": false,
        "flux": true, "flux-keyed": true, "reducer": true, "observation": true, "async": true,
    ]

    /// What the view sees after three taps in one command, by style: SwiftUI renders once
    /// per pass, with the last value, where every stream style emits each count.
    static var threeTapsShow: [String: [Recorded<Event<OutputValue>>]] {
        let taps = [next(0, "1"), next(0, "2"), next(0, "3")]
        return [
            "property": [next(0, "0")] + taps, "relay": [next(0, "0")] + taps, "anyobserver": [next(0, "0")] + taps,
            "scan": [next(0, "0")] + taps, "unio": [next(0, "0")] + taps, "mvvm": [next(0, "0")] + taps,
            "flux": taps, "flux-keyed": taps, "reducer": [next(0, "0")] + taps,
            "observation": [next(0, "0"), next(0, "3")], "async": taps,
        ]
    }

    /// Every table has one expectation per shipped style, no more and no fewer: a style
    /// added to the catalog needs its own line in each.
    @Test func everyTableCoversTheCatalogExactly() {
        let names = Set(Catalog.shipped.styles.map(\.name))
        #expect(Set(Self.lateSubscriberSees.keys) == names)
        #expect(Set(Self.freshViewSees.keys) == names)
        #expect(Set(Self.exposesTheCount.keys) == names)
        #expect(Set(Self.threeTapsShow.keys) == names)
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aLateSubscriberSeesWhatTheStyleReplays(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp")
        harness.send("countUp")
        let late = harness.subscribe("count")
        harness.send("countUp")
        #expect(late.events == Self.lateSubscriberSees[style])
        #expect(harness.view("count").last == next(0, "3"))
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aRecreatedVariantStartsOver(style: String) throws {
        let entry = try #require(Catalog.shipped.style(named: style))
        let first = Harness(entry, .counter)
        first.send("countUp")
        let second = Harness(entry, .counter)
        #expect(second.view("count") == Self.freshViewSees[style])
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func stylesWithAStateObjectExposeTheCountSynchronously(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp")
        let current = try harness.variant.currentValue(of: "count")
        let exposes = try #require(Self.exposesTheCount[style] as Bool?)
        if exposes {
            #expect(current == .value(.text("1")))
        } else {
            guard case .unavailable(let reason) = current else {
                Issue.record("\(style) should not expose the count")
                return
            }
            #expect(!reason.isEmpty)
        }
    }

    /// What an error sent into `countUp` does is the style's input type's doing.
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func anErrorSentIntoCountUp(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        var delivery: TerminalDelivery?
        var thrown: VariantError?
        let diagnostics = Diagnostics.collect {
            do throws(VariantError) {
                delivery = try harness.send(.error(Boom()), to: "countUp")
            } catch {
                thrown = error
            }
        }
        harness.send("countUp")
        let count = harness.view("count")
        switch style {
        case "property":
            #expect(thrown == .cannotCarryTerminalEvents(input: "countUp", kind: .method))
            #expect(count == [next(0, "0"), next(0, "1")])
        case "relay":
            #expect(thrown == .cannotCarryTerminalEvents(input: "countUp", kind: .relay))
            #expect(count == [next(0, "0"), next(0, "1")])
        case "flux", "flux-keyed":
            #expect(thrown == .cannotCarryTerminalEvents(input: "countUp", kind: .method))
            #expect(count == [next(0, "1")])
        case "unio", "reducer":
            #expect(delivery == .dropped("an observer over a relay forwards next only"))
            #expect(count == [next(0, "0"), next(0, "1")])
        case "anyobserver":
            #expect(delivery == .delivered)
            #expect(diagnostics == ["Binding error to behavior relay: boom"])
            #expect(count == [next(0, "0")])
        case "scan", "mvvm":
            #expect(delivery == .delivered)
            #expect(diagnostics.isEmpty)
            #expect(count == [next(0, "0"), .error(0, Boom())])
        case "observation":
            #expect(thrown == .cannotCarryTerminalEvents(input: "countUp", kind: .method))
            #expect(count == [next(0, "0"), next(0, "1")])
        case "async":
            // An AsyncStream continuation can finish but not fail.
            #expect(thrown == .cannotCarryErrors(input: "countUp", kind: .asyncStream))
            #expect(count == [next(0, "1")])
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func completionSentIntoCountUp(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        let delivery = try? harness.send(.completed, to: "countUp")
        harness.send("countUp")
        let count = harness.view("count")
        switch style {
        case "property", "relay":
            #expect(delivery == nil)
            #expect(count == [next(0, "0"), next(0, "1")])
        case "flux", "flux-keyed":
            #expect(delivery == nil)
            #expect(count == [next(0, "1")])
        case "unio", "reducer":
            #expect(delivery == .dropped("an observer over a relay forwards next only"))
            #expect(count == [next(0, "0"), next(0, "1")])
        case "anyobserver":
            #expect(count == [next(0, "0")])
        case "scan", "mvvm":
            #expect(count == [next(0, "0"), .completed(0)])
        case "observation":
            #expect(delivery == nil)
            #expect(count == [next(0, "0"), next(0, "1")])
        case "async":
            // Finishing the taps ends the loop in run(), and it finishes the counts.
            #expect(delivery == .delivered)
            #expect(count == [.completed(0)])
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func threeTapsInOneCommand(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp", times: 3)
        #expect(harness.view("count") == Self.threeTapsShow[style])
    }

    @Test func unknownInputsAndOutputsAndWrongValuesAreNamed() throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: "relay")), .counter)
        #expect(throws: VariantError.unknownInput("email")) { try harness.variant.send(.tap, to: "email") }
        #expect(throws: VariantError.wrongValue(input: "countUp", expected: .tap)) { try harness.variant.send(.text("x"), to: "countUp") }
        #expect(throws: VariantError.unknownOutput("cout")) { try harness.variant.subscribe(to: "cout") { _ in } }
        #expect(VariantError.cannotCarryTerminalEvents(input: "countUp", kind: .relay).description
            == "input 'countUp' is a relay, which cannot carry errors or completion")
    }

    @Test func theCatalogListsEveryStyleOnceInAFixedOrder() {
        #expect(Catalog.shipped.styles.map(\.name)
            == ["property", "relay", "anyobserver", "scan", "unio", "mvvm", "flux", "flux-keyed", "reducer", "observation", "async"])
        // The Swift-concurrency styles start inactive: they would split every Rx lesson.
        #expect(Catalog.shipped.styles.filter { !$0.activeAtStart }.map(\.name) == ["observation", "async"])
        #expect(Catalog.shipped.styles.allSatisfy { !$0.summary.isEmpty && !$0.keyIdea.isEmpty })
    }
}

/// The keyed-Flux app's point: one action updates several stores across screens.
@Suite struct KeyedFluxTests {
    @Test func aSuccessfulLoginStartsTheCounterOverThroughTheSessionStore() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let environment = VariantEnvironment(scheduler: scheduler)
        let entry = try #require(Catalog.shipped.style(named: "flux-keyed"))
        let counter = entry.make(.counter, in: environment)
        let login = entry.make(.login, in: environment)
        var counts: [String] = []
        _ = try counter.subscribe(to: "count") { if case .next(.text(let text)) = $0 { counts.append(text) } }
        try counter.send(.tap, to: "countUp")
        try counter.send(.tap, to: "countUp")
        try login.send(.text(LoginAPI.knownEmail), to: "email")
        try login.send(.text("wrong-password"), to: "password")
        try login.send(.tap, to: "loginTap")
        scheduler.start()
        #expect(counts == ["1", "2"])
        try login.send(.text(LoginAPI.knownPassword), to: "password")
        try login.send(.tap, to: "loginTap")
        scheduler.start()
        #expect(counts == ["1", "2", "0"])
    }

    @Test func theOtherStylesKeepTheirScreensApart() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let environment = VariantEnvironment(scheduler: scheduler)
        let entry = try #require(Catalog.shipped.style(named: "flux"))
        let counter = entry.make(.counter, in: environment)
        let login = entry.make(.login, in: environment)
        var counts: [String] = []
        _ = try counter.subscribe(to: "count") { if case .next(.text(let text)) = $0 { counts.append(text) } }
        try counter.send(.tap, to: "countUp")
        try login.send(.text(LoginAPI.knownEmail), to: "email")
        try login.send(.text(LoginAPI.knownPassword), to: "password")
        try login.send(.tap, to: "loginTap")
        scheduler.start()
        #expect(counts == ["1"])
    }
}

/// The reducer keeps a log of actions and mutations for the REPL's 'log'.
@Suite struct ReducerLogTests {
    @Test func theReducerLogsActionsAndMutationsAndTheOthersDoNot() throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: "reducer")), .counter)
        harness.variant.clearLog()
        harness.send("countUp")
        #expect(harness.variant.log()?.map(\.description) == ["action countUp", "mutation increment"])
        harness.variant.clearLog()
        #expect(harness.variant.log()?.isEmpty == true)
        let relay = Harness(try #require(Catalog.shipped.style(named: "relay")), .counter)
        #expect(relay.variant.log() == nil)
    }
}
