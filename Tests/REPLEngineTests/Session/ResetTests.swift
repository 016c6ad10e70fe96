@testable import MiniRx
import Testing
@testable import REPLEngine

/// `reset` rebuilds the styles one at a time, tearing each down before its successor is
/// built; nothing of the styles it replaced may stay alive, whatever state they were in.
@Suite struct ResetTests {
    /// Late subscribers, an ended input, a login still waiting for the API, a subscriber
    /// given back: the state a reset must tear down.
    private let busySession: [Command] = [
        .subscribe(stream: "count"),
        .countUp(times: 3),
        .subscribe(stream: "loginResult"),
        .email("demo@example.com"),
        .password("secret123"),
        .error(input: "countUp"),
        .unsubscribe(.stream("count")),
        .autorun(false),
        .login,
        .autorun(true),
        .reset,
    ]

    @Test func resetLeavesNothingOfTheStylesItReplaced() {
        let session = Session()
        for command in busySession { _ = session.run(command) }
        let settled = Resources.balanceOnCurrentThread
        for _ in 0..<5 {
            for command in busySession { _ = session.run(command) }
        }
        #expect(Resources.balanceOnCurrentThread == settled, "\(Resources.balanceOnCurrentThread - settled) more live resources after five more resets")
    }

    @Test func aResetSessionPrintsWhatAFreshOneDoes() {
        let used = Engine()
        for line in ["subscribe count", "countup 2", "autorun off", "email demo@example.com", "login", "autorun on"] {
            _ = used.execute(line)
        }
        let fresh = Engine()
        for line in ["reset", "countup", "subscribe count", "password secret123", "email demo@example.com", "login", "state"] {
            #expect(used.execute(line).lines.map(\.text) == fresh.execute(line).lines.map(\.text), "\(line)")
        }
    }
}
