import MiniRx
import MiniRxTest
import Testing
@testable import Variants

@Suite struct CounterScenarioTests {
    @Test(arguments: Catalog.all.map(\.style.name))
    func countingStartsAtZeroAndCountsUp(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .counter)
        harness.send("countUp")
        harness.send("countUp")
        #expect(harness.view("count") == [next(0, "0"), next(0, "1"), next(0, "2")])
    }

    /// Replay to a late subscriber is where the styles differ: relay-backed state replays
    /// the current count, `share(replay: 1)` replays it too, and scan starts a count of
    /// the late subscriber's own.
    @Test(arguments: Catalog.all.map(\.style.name))
    func aLateSubscriberSeesWhatTheStyleReplays(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .counter)
        harness.send("countUp")
        harness.send("countUp")
        let late = harness.subscribe("count")
        harness.send("countUp")
        switch style {
        case "scan":
            #expect(late.events == [next(0, "0"), next(0, "1")])
        default:
            #expect(late.events == [next(0, "2"), next(0, "3")])
        }
        #expect(harness.view("count").last == next(0, "3"))
    }

    @Test(arguments: Catalog.all.map(\.style.name))
    func aRecreatedVariantStartsOver(style: String) throws {
        let entry = try #require(Catalog.entry(named: style))
        let first = Harness(entry, .counter)
        first.send("countUp")
        let second = Harness(entry, .counter)
        #expect(second.view("count") == [next(0, "0")])
    }

    @Test(arguments: Catalog.all.map(\.style.name))
    func onlyThePropertyStyleExposesTheCountSynchronously(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .counter)
        harness.send("countUp")
        let current = try harness.variant.currentValue(of: "count")
        if style == "property" {
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
    @Test(arguments: Catalog.all.map(\.style.name))
    func anErrorSentIntoCountUp(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .counter)
        var delivery: TerminalDelivery?
        var thrown: VariantError?
        let diagnostics = Diagnostics.collect {
            do throws(VariantError) {
                delivery = try harness.variant.send(.error(Boom()), to: "countUp")
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
        case "unio":
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
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    @Test(arguments: Catalog.all.map(\.style.name))
    func completionSentIntoCountUp(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .counter)
        let delivery = try? harness.variant.send(.completed, to: "countUp")
        harness.send("countUp")
        let count = harness.view("count")
        switch style {
        case "property", "relay":
            #expect(delivery == nil)
            #expect(count == [next(0, "0"), next(0, "1")])
        case "unio":
            #expect(count == [next(0, "0"), next(0, "1")])
        case "anyobserver":
            #expect(count == [next(0, "0")])
        case "scan", "mvvm":
            #expect(count == [next(0, "0"), .completed(0)])
        default:
            Issue.record("no expectation for style \(style)")
        }
    }

    @Test func unknownInputsAndOutputsAndWrongValuesAreNamed() throws {
        let harness = Harness(try #require(Catalog.entry(named: "relay")), .counter)
        #expect(throws: VariantError.unknownInput("email")) { try harness.variant.send(.tap, to: "email") }
        #expect(throws: VariantError.wrongValue(input: "countUp", expected: .tap)) { try harness.variant.send(.text("x"), to: "countUp") }
        #expect(throws: VariantError.unknownOutput("cout")) { try harness.variant.subscribe(to: "cout") { _ in } }
        #expect(VariantError.cannotCarryTerminalEvents(input: "countUp", kind: .relay).description
            == "input 'countUp' cannot carry errors or completion (it is a relay)")
    }

    @Test func theCatalogListsEveryStyleOnceInAFixedOrder() {
        #expect(Catalog.all.map(\.style.name) == ["property", "relay", "anyobserver", "scan", "unio", "mvvm"])
        #expect(Catalog.all.allSatisfy { !$0.style.summary.isEmpty && !$0.style.keyIdea.isEmpty })
    }
}
