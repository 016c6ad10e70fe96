import MiniRx
import MiniRxTest
import Testing
@testable import ShippedStyles
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
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aLateSubscriberSeesWhatTheStyleReplays(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp")
        harness.send("countUp")
        let late = harness.subscribe("count")
        harness.send("countUp")
        switch style {
        case "scan":
            #expect(late.events == [next(0, "0"), next(0, "1")])
        case "flux", "flux-keyed", "async":
            #expect(late.events == [next(0, "3")])
        default:
            // The observation style has nothing to replay: a view that appears reads the
            // property, and so shows the count as the relay styles replay it.
            #expect(late.events == [next(0, "2"), next(0, "3")])
        }
        #expect(harness.view("count").last == next(0, "3"))
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aRecreatedVariantStartsOver(style: String) throws {
        let entry = try #require(Catalog.shipped.style(named: style))
        let first = Harness(entry, .counter)
        first.send("countUp")
        let second = Harness(entry, .counter)
        #expect(second.view("count") == (style.hasPrefix("flux") || style == "async" ? [] : [next(0, "0")]))
    }

    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func stylesWithAStateObjectExposeTheCountSynchronously(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp")
        let current = try harness.variant.currentValue(of: "count")
        if ["property", "flux", "flux-keyed", "reducer", "observation", "async"].contains(style) {
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

    /// SwiftUI renders once per pass: the taps of one command are one render, with the
    /// last value, where every stream style emits each count.
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func threeTapsInOneCommand(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .counter)
        harness.send("countUp", times: 3)
        let taps = [next(0, "1"), next(0, "2"), next(0, "3")]
        switch style {
        case "observation": #expect(harness.view("count") == [next(0, "0"), next(0, "3")])
        case "flux", "flux-keyed", "async": #expect(harness.view("count") == taps)
        default: #expect(harness.view("count") == [next(0, "0")] + taps)
        }
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
        let environment = VariantEnvironment(api: LoginAPI(scheduler: scheduler), scheduler: scheduler)
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
        let environment = VariantEnvironment(api: LoginAPI(scheduler: scheduler), scheduler: scheduler)
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
