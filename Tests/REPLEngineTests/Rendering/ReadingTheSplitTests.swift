import Testing
@testable import REPLEngine

/// A split a class reads at a glance: values before the reasons there are none, each
/// outcome said once, and a command that printed nothing says why.
@Suite struct ReadingTheSplitTests {
    func run(_ commands: [String]) -> [String] {
        let engine = Engine()
        var lines: [String] = []
        for command in commands { lines = engine.execute(command).lines.map(\.text) }
        return lines
    }

    /// The value a style holds comes first, whatever the size of its row; the reasons
    /// follow in catalog order.
    @Test func stateShowsValuesFirstThenReasonsInCatalogOrder() {
        let lines = run(["use relay scan flux", "countup 3", "state count"])
        #expect(lines == [
            "count:",
            #"  "3"  flux"#,
            "  —    relay  (its state is local to init, captured by the bindings)",
            "  —    scan  (scan keeps its state inside each subscription; there is none to",
            "       read)",
        ], "\(lines.joined(separator: "\n"))")
    }

    @Test func eachOutcomeOfAnErrorSentInIsSaidOnce() {
        let lines = run(["use all", "error countUp"])
        let words = lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }.filter { ["refused", "delivered", "dropped"].contains($0) }
        #expect(words == ["refused", "delivered", "dropped"], "\(lines.joined(separator: "\n"))")
        // The refusals' reasons stay together under the one word.
        let refused = lines.firstIndex { $0.hasPrefix("  refused ") } ?? 0
        let delivered = lines.firstIndex { $0.hasPrefix("  delivered ") } ?? 0
        #expect(lines[refused..<delivered].joined().contains("relay  (input 'countUp' is a relay"))
        #expect(lines[refused..<delivered].joined().contains("async  (input 'countUp' is an AsyncStream continuation"))
    }

    /// With anyobserver and scan, `countup` after `error countUp` printed nothing at all.
    @Test func aCommandThatPrintsNothingSaysWhy() {
        let lines = run(["use anyobserver scan", "error countUp", "countup"])
        #expect(lines == [
            "note: no variant emitted anything: the input had ended in anyobserver and scan",
            "  (countUp ended: error(boom))",
        ], "\(lines)")
        // Where the styles ended their input differently, each way is named.
        let mixed = run(["use anyobserver scan", "error countUp", "reset", "use anyobserver mvvm", "complete countUp", "countup"])
        #expect(mixed.joined(separator: " ").contains("(countUp ended: completed)"), "\(mixed)")
        // A command that printed events says nothing more.
        #expect(!run(["use anyobserver relay", "error countUp", "countup"]).contains { $0.hasPrefix("note: no variant emitted") })
    }
}
