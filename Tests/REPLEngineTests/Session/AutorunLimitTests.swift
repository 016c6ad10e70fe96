import Testing
@testable import REPLEngine

/// Autorun runs virtual time until nothing is left scheduled; a view model whose timer
/// repeats for ever never lets that happen. Autorun then stops after a bounded number of
/// steps and says so, and Ctrl-C stops any settling at once.
@Suite struct AutorunLimitTests {
    private func run(_ engine: Engine, _ line: String) -> (lines: [String], status: LineStatus) {
        let (lines, status) = engine.execute(line)
        return (lines.map(\.text), status)
    }

    @Test func autorunStopsAfterItsMostStepsAndSaysWhere() {
        let engine = Engine(options: EngineOptions(width: 1_000), catalog: TickerStyle.catalog)
        _ = run(engine, "use ticker relay")
        let (lines, status) = run(engine, "countup")
        let stoppedAt = Session.autorunStepLimit * 100
        #expect(status == .succeeded)
        #expect(lines.contains { $0.hasPrefix("note: autorun stopped after \(Session.autorunStepLimit) scheduled actions, at virtual time \(stoppedAt) ms") })
        // The ticker counted once a step; the relay counter, which schedules nothing, as ever.
        #expect(lines.contains { $0.contains("\"\(Session.autorunStepLimit)\" @\(stoppedAt)ms") && $0.hasSuffix("ticker") })
        #expect(lines.contains { $0.hasPrefix("  \"1\"") && $0.hasSuffix("relay") })
        // The next command goes on from there, and stops again.
        #expect(run(engine, "countup").lines.contains { $0.contains("at virtual time \(2 * stoppedAt) ms") })
    }

    @Test func stylesThatFinishTheirWorkNeverMeetTheLimit() {
        let engine = Engine()
        for line in ["email demo@example.com", "password secret123", "api latency 86400000", "login"] {
            #expect(!run(engine, line).lines.contains { $0.contains("autorun stopped") }, "\(line)")
        }
    }

    @Test func ctrlCStopsTimeMovingAtOnce() {
        let engine = Engine(catalog: TickerStyle.catalog)
        _ = run(engine, "use ticker")
        var polls = 0
        engine.isInterrupted = {
            polls += 1
            return polls > 5
        }
        // A day of a 100 ms timer: 864,000 steps, had nothing stopped it.
        let (lines, status) = run(engine, "tick 86400000")
        #expect(status == .interrupted)
        #expect(lines.last == "interrupted at virtual time 500 ms: what was scheduled later has not run")
        engine.isInterrupted = { false }
        #expect(run(engine, "autorun off").status == .succeeded)
        #expect(run(engine, "tick 100").lines.last == "virtual time 600 ms")
    }
}
