import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A reset builds only the active styles; another is built when it is first used or
/// graphed, as if the reset had built it and it had run unseen since. Nothing a command
/// prints may tell the two apart.
@Suite struct StylesBuiltWhenUsedTests {
    /// What `engine` prints for each of `lines`.
    private func printed(_ engine: Engine, _ lines: [String]) -> [[String]] {
        lines.map { engine.execute($0).lines.map(\.text) }
    }

    /// Runs `before` in two engines: one where `style` is active from the start (built by
    /// the reset, kept inactive while the other commands run), one where it is first made
    /// active at the end; then `after` in both, which must print the same.
    private func expectSameAfterUse(_ style: String, catalog: Catalog = .shipped, before: [String], after: [String]) {
        let other = style == "relay" ? "property" : "relay"
        let settings = before.prefix { $0.hasPrefix("autorun") }
        let rest = before.drop { $0.hasPrefix("autorun") }
        let builtAtReset = Engine(options: .transcript, catalog: catalog)
        _ = printed(builtAtReset, settings + ["use \(other) \(style)", "reset", "use \(other)"] + rest + ["use \(other) \(style)"])
        let builtWhenUsed = Engine(options: .transcript, catalog: catalog)
        _ = printed(builtWhenUsed, settings + ["use \(other)", "reset"] + rest)
        #expect(!builtWhenUsed.session.styles.contains { $0.name == style }, "\(style) is built before it is used")
        _ = printed(builtWhenUsed, ["use \(other) \(style)"])
        let expected = printed(builtAtReset, after)
        let actual = printed(builtWhenUsed, after)
        for (line, (want, got)) in zip(after, zip(expected, actual)) {
            #expect(got == want, "\(style): '\(line)'")
        }
    }

    /// Late subscribers, inputs sent, time moved and API settings changed while the style
    /// was not active: it prints, holds and reads as if it had been built by the reset.
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aStyleFirstUsedLatePrintsWhatOneBuiltAtTheResetPrints(_ style: String) {
        expectSameAfterUse(style, before: [
            "subscribe count", "countup 2", "subscribe loginResult", "email demo@example.com", "api latency 500",
            "tick 250", "unsubscribe count", "subscribe count",
        ], after: [
            "state", "resources", "countup", "email demo@example.com", "password secret123", "login", "log",
            "graph \(style)", "graph \(style) login", "unsubscribe", "resources",
        ])
    }

    /// A timer started when the style was built has run since the reset, and a late
    /// subscriber subscribed while it was inactive has had its own timer since then.
    @Test func aTimerInAStyleFirstUsedLateRanFromTheReset() {
        // Autorun would run the endless timer on and on: time moves only with `tick`.
        expectSameAfterUse("ticker", catalog: TickerStyle.catalog, before: ["autorun off", "tick 150", "subscribe count", "tick 200"],
                           after: ["tick 100", "state", "resources", "graph ticker", "tick 250"])
        let engine = Engine(options: .transcript, catalog: TickerStyle.catalog)
        _ = printed(engine, ["autorun off", "use relay", "reset", "tick 150", "subscribe count", "tick 200", "use relay ticker"])
        // The view counted from 0 (4 ticks by 400 ms); the late subscriber from 150 ms.
        #expect(printed(engine, ["tick 100"]) == [[
            "count:",
            "  —           relay",
            "  \"4\" @400ms  ticker",
            "count #1:",
            "  —           relay",
            "  \"3\" @450ms  ticker",
            "virtual time 450 ms",
        ]])
    }

    /// `graph` of a style never made active shows it as the reset would have built it.
    @Test func graphOfAStyleNeverUsedShowsItAsBuiltAtTheReset() {
        let fresh = Engine()
        let expected = printed(fresh, ["graph scan"])
        let engine = Engine()
        _ = printed(engine, ["use relay", "countup 3", "reset"])
        // The same graph, and a note (two lines) that scan is not active.
        let graph = printed(engine, ["graph scan"])[0]
        #expect(graph.dropFirst().first?.hasPrefix("(scan is not active ('use scan')") == true, "\(graph)")
        #expect(Array(graph.prefix(1) + graph.dropFirst(3)) == expected[0])
    }

    /// What a reset builds: the active styles only; `use` and `graph` build the others.
    @Test func aResetBuildsOnlyTheActiveStyles() throws {
        let engine = Engine()
        func built() -> [String] { engine.session.styles.map(\.name) }
        _ = printed(engine, ["use relay scan", "reset"])
        #expect(built() == ["relay", "scan"])
        _ = printed(engine, ["graph unio", "use property"])
        #expect(built() == ["property", "relay", "scan", "unio"])
        _ = printed(engine, ["reset"])
        #expect(built() == ["property"])
    }
}
