import Testing
@testable import REPLEngine

/// A list reports its end again only once it changed: while a style's list stays the same,
/// `nextpage` reaches it at most 100 times in a row, so a style that queues a page per
/// scroll (relay's `concatMap`) holds a bounded queue however many scrolls come while
/// virtual time stands still; once its list changes, the scrolls reach it again.
@Suite struct UnchangedSendLimitTests {
    /// The live resources of each active style, from `resources`.
    private func resources(_ engine: Engine) -> [String] {
        engine.execute("resources").lines.map(\.text).filter { $0.hasPrefix("  ") }
            .map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    }

    @Test func scrollsPastTheLimitAreNotSentAndHoldNothing() {
        let engine = Engine()
        for line in ["use relay property", "autorun off", "query rx", "tick 300"] { _ = engine.execute(line) }
        for _ in 0..<100 { #expect(engine.execute("nextpage").lines.allSatisfy { !$0.text.hasPrefix("note:") }) }
        let atTheLimit = resources(engine)
        var held: [String] = []
        for _ in 0..<500 { held = engine.execute("nextpage").lines.map(\.text) }
        #expect(held == [
            "note: nextpage not sent: every style's repos stayed the same through 100",
            "  nextpage in a row, and a list reports its end again only once it changes",
        ])
        #expect(resources(engine) == atTheLimit)
        // Page 1 arrives: relay's list changed, so the next scroll reaches it again.
        _ = engine.execute("tick 200")
        #expect(engine.execute("nextpage").lines.allSatisfy { !$0.text.hasPrefix("note:") })
    }

    @Test func onlyTheStylesWhoseListStayedTheSameAreHeldBack() {
        let engine = Engine()
        for line in ["use relay", "autorun off", "query rx", "tick 300"] { _ = engine.execute(line) }
        for _ in 0..<100 { _ = engine.execute("nextpage") }
        // property joins with a fresh count: only relay is held back.
        _ = engine.execute("use relay property")
        #expect(engine.execute("nextpage").lines.map(\.text).prefix(2) == [
            "note: nextpage not sent to relay: its repos stayed the same through 100 nextpage",
            "  in a row, and a list reports its end again only once it changes",
        ])
        // 'reset' builds the styles afresh, with no count.
        _ = engine.execute("reset")
        #expect(engine.execute("nextpage").lines.allSatisfy { !$0.text.hasPrefix("note:") })
    }
}
