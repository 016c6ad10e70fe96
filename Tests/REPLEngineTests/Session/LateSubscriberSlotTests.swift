import Testing
@testable import REPLEngine

/// A late subscriber's place in the capture is given back when it goes, so a session that
/// keeps subscribing and unsubscribing stays the same size, and a reused place starts
/// clean.
@Suite struct LateSubscriberSlotTests {
    @Test func subscribingAndUnsubscribingAgainAndAgainKeepsTheCaptureTheSameSize() throws {
        let session = Session()
        func cycle() throws {
            try session.run("subscribe count")
            try session.run("subscribe loginResult")
            try session.run("countup")
            try session.run("unsubscribe count")
            try session.run("unsubscribe")
        }
        try cycle()
        let size = session.capture.keys.count
        for _ in 0..<50 { try cycle() }
        #expect(session.capture.keys.count == size)
        try session.run("subscribe count")
        try session.run("reset")
        try session.run("subscribe isLoggingIn")
        #expect(session.capture.keys.count == size)
    }

    @Test func aReusedPlaceForgetsHowTheLastSubscribersStreamEnded() {
        let engine = Engine()
        _ = engine.execute("use relay mvvm")
        _ = engine.execute("subscribe count")
        _ = engine.execute("complete countUp")
        _ = engine.execute("unsubscribe #1")
        _ = engine.execute("subscribe isLoggingIn")
        let lines = engine.execute("countup").lines.map(\.text)
        #expect(lines == [
            "count:",
            "  \"1\"  relay",
            "  —    mvvm  (ended: completed)",
        ])
    }
}
