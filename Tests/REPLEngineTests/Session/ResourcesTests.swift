import MiniFluxer
@testable import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// `resources`: what each variant holds, counted as its own work runs; `reset` gives it
/// all back.
@Suite struct ResourcesTests {
    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    /// Each row's variant and live count, from the `resources` table.
    private func table(_ engine: Engine) -> [String: Int] {
        var live: [String: Int] = [:]
        for line in run(engine, "resources").dropFirst() {
            let words = line.split(separator: " ")
            if words.count >= 2, let count = Int(words[1]) { live[String(words[0])] = count }
        }
        return live
    }

    @Test func theTableListsEachActiveVariantsLiveResourcesAndTheLastChange() {
        let engine = Engine()
        _ = run(engine, "use relay scan")
        let lines = run(engine, "resources")
        #expect(lines.first == "resources (live Rx resources and Flux subscriptions; the last command's change):")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("  relay  ") && lines[1].hasSuffix("(0)"))
        #expect(table(engine).values.allSatisfy { $0 > 0 })
        // A late subscriber holds resources until it goes; `resources` shows the last
        // command's change, and keeps showing it.
        let before = table(engine)
        _ = run(engine, "subscribe count")
        let after = table(engine)
        #expect(after["relay", default: 0] > before["relay", default: 0])
        #expect(after["scan", default: 0] > before["scan", default: 0])
        #expect(run(engine, "resources")[1].hasSuffix("(+\(after["relay", default: 0] - before["relay", default: 0]))"))
        _ = run(engine, "unsubscribe")
        #expect(table(engine) == before)
    }

    @Test func resetBringsEveryVariantBackToItsStartingCount() {
        let engine = Engine()
        _ = run(engine, "use all")
        let start = table(engine)
        #expect(start.count == Catalog.shipped.styles.count)
        let startBalance = Resources.balanceOnCurrentThread
        let startSubscriptions = LiveSubscriptions.balanceOnCurrentThread
        for line in ["subscribe count", "subscribe loginResult", "countup 5", "error countUp", "complete email",
                     "email demo@example.com", "password secret123", "login", "autorun off", "login", "tick 100", "login",
                     "subscribe isLoggingIn", "unsubscribe #1", "api network-error", "error loginTap", "reset"] {
            _ = run(engine, line)
        }
        #expect(table(engine) == start)
        // Nothing of the variants reset gave up is still alive, counted or not.
        #expect(Resources.balanceOnCurrentThread == startBalance)
        #expect(LiveSubscriptions.balanceOnCurrentThread == startSubscriptions)
    }

    @Test func theFluxStylesCountTheirFluxerSubscriptionsBesideTheirRxResources() {
        let engine = Engine()
        _ = run(engine, "use all")
        let before = table(engine)
        let (resources, subscriptions) = (Resources.balanceOnCurrentThread, LiveSubscriptions.balanceOnCurrentThread)
        _ = run(engine, "subscribe count")
        let after = table(engine)
        // Under each Flux style's Rx bridge, one more observer of its store's count; no
        // other style uses Fluxer.
        #expect(LiveSubscriptions.balanceOnCurrentThread - subscriptions == 2)
        // The rows add up to all that the command made on this thread, Rx and Fluxer.
        let rowsChange = after.keys.reduce(0) { $0 + after[$1, default: 0] - before[$1, default: 0] }
        #expect(rowsChange == Resources.balanceOnCurrentThread - resources + LiveSubscriptions.balanceOnCurrentThread - subscriptions)
        _ = run(engine, "unsubscribe")
        #expect(table(engine) == before)
        #expect(LiveSubscriptions.balanceOnCurrentThread == subscriptions)
    }

    @Test func loginsThatHaveEndedLeaveTheCountsAsTheyWere() {
        let engine = Engine()
        for line in ["use all", "email demo@example.com", "password secret123", "login", "resources on"] { _ = run(engine, line) }
        for _ in 0..<5 {
            #expect(run(engine, "login").last == "resources: unchanged")
        }
        // In flight, a login holds resources; its answer gives them back.
        _ = run(engine, "autorun off")
        #expect(run(engine, "login").contains { $0.hasPrefix("resources: property +") })
        let answered = run(engine, "tick 300")
        #expect(answered.contains { $0.hasPrefix("resources: property -") })
        #expect(run(engine, "resources off") == ["resources off"])
        #expect(!run(engine, "countup").contains { $0.hasPrefix("resources") })
    }

    @Test func theChangeLineNamesOnlyTheVariantsThatChanged() {
        let engine = Engine()
        for line in ["use relay flux", "resources on"] { _ = run(engine, line) }
        let lines = run(engine, "subscribe count")
        let change = lines.last ?? ""
        #expect(change.hasPrefix("resources: relay +"))
        #expect(change.contains("flux +"))
        #expect(run(engine, "countup") .last == "resources: unchanged")
        #expect(run(engine, "resources maybe") == ["error: unknown setting 'maybe'; settings: on, off"])
    }

    @Test func jsonGivesOneRecordPerActiveVariant() {
        let engine = Engine(options: EngineOptions(format: .json))
        _ = run(engine, "use relay unio")
        let records = run(engine, "resources").filter { $0.contains(#""kind":"resources""#) }
        #expect(records.count == 2)
        #expect(records[0].hasPrefix(#"{"change":0,"kind":"resources","live":"#) && records[0].hasSuffix(#","variant":"relay"}"#))
    }
}
