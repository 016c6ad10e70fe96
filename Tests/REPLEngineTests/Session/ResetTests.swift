@testable import MiniRx
import Testing
@testable import REPLEngine

/// `reset` rebuilds the styles one at a time, tearing each down before its successor is
/// built; nothing of the styles it replaced may stay alive, whatever state they were in.
@Suite struct ResetTests {
    /// Late subscribers, an ended input, a login still waiting for the API, a subscriber
    /// given back: the state a reset must tear down.
    private let busySession = [
        "subscribe count", "countup 3", "subscribe loginResult", "email demo@example.com", "password secret123",
        "error countUp", "unsubscribe count", "autorun off", "login", "autorun on", "reset",
    ]

    @Test func resetLeavesNothingOfTheStylesItReplaced() throws {
        let session = Session()
        for line in busySession { try session.run(line) }
        let settled = Resources.balanceOnCurrentThread
        for _ in 0..<5 {
            for line in busySession { try session.run(line) }
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
