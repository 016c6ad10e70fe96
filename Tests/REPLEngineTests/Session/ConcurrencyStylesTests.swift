import Foundation
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// The Swift-concurrency styles run their tasks on the session's executor and sleep on
/// its virtual clock: what they print is the same on every run, whatever the machine.
@Suite struct ConcurrencyStylesTests {
    /// A login session that starts, cancels and finishes tasks, reads actors and renders
    /// observed properties.
    static let login = [
        "use observation async relay", "email demo@example.com", "password secret123", "subscribe isLoggingIn",
        "autorun off", "login", "tick 100", "login", "tick 50", "login", "state isLoggingIn", "tick 300",
        "autorun on", "api wrong-password", "login", "login", "state", "error loginTap", "login", "reset", "countup 3",
    ]

    private func transcript(_ commands: [String], format: OutputFormat = .text) -> String {
        let engine = Engine(options: EngineOptions(format: format))
        var lines: [String] = []
        for command in commands {
            lines.append(Engine.prompt + command)
            _ = engine.execute(command) { lines.append($0.text) }
        }
        return lines.joined(separator: "\n")
    }

    @Test func aLoginSessionPrintsTheSameBytesTwoHundredTimes() {
        let first = transcript(Self.login)
        #expect(first.contains("cancelled"))
        #expect(first.contains("success(token-demo) @450ms"))
        for _ in 1..<200 {
            let again = transcript(Self.login)
            guard again == first else {
                Issue.record("a run printed other bytes:\n\(UnifiedDiff.make(from: first.components(separatedBy: "\n"), to: again.components(separatedBy: "\n"), fromName: "first", toName: "again"))")
                return
            }
        }
    }

    @Test func sessionsOnSeveralThreadsAtOnceEachPrintTheSame() async {
        let expected = transcript(Self.login, format: .json)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { self.transcript(Self.login, format: .json) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func theirJSONKeepsToTheDocumentedSchema() throws {
        let lines = transcript(Self.login, format: .json).split(separator: "\n").map(String.init).filter { !$0.hasPrefix(Engine.prompt) }
        for line in lines { try JSONRecordsTests.check(line) }
        #expect(lines.contains { $0.contains(#""value":{"cancelled":true}"#) && $0.contains(#""variant":"async""#) })
    }

    @Test func theCancelledLoginEndsWithCancelledAndOnlyTheLatestStopsIsLoggingIn() {
        let engine = Engine()
        for command in ["use async", "email demo@example.com", "password secret123", "autorun off", "login", "tick 100"] {
            _ = engine.execute(command)
        }
        #expect(engine.execute("login").lines.map(\.text) == ["loginResult: cancelled  (1 variant)"])
        #expect(engine.execute("tick 300").lines.map(\.text) == [
            "isLoggingIn: false @400ms  (1 variant)",
            "loginResult: success(token-demo) @400ms  (1 variant)",
            "virtual time 400 ms",
        ])
    }

    @Test func resetEndsTheTasksInFlightAndStartsOver() {
        let engine = Engine()
        for command in ["use observation async", "email demo@example.com", "password secret123", "autorun off", "login"] {
            _ = engine.execute(command)
        }
        // The logins wait on the virtual clock; reset ends them without a result.
        let reset = engine.execute("reset").lines.map(\.text)
        #expect(!reset.joined().contains("loginResult"))
        #expect(engine.execute("tick 1000").lines.map(\.text) == ["virtual time 1000 ms"])
    }
}
