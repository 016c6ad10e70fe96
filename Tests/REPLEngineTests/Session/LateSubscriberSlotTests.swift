import Testing
@testable import REPLEngine

/// A late subscriber's place in the capture is given back when it goes, so a session that
/// keeps subscribing and unsubscribing stays the same size, and a reused place starts
/// clean.
@Suite struct LateSubscriberSlotTests {
    @Test func subscribingAndUnsubscribingAgainAndAgainKeepsTheCaptureTheSameSize() {
        let session = Session()
        func cycle() {
            _ = session.run(.subscribe(stream: "count"))
            _ = session.run(.subscribe(stream: "loginResult"))
            _ = session.run(.countUp(times: 1))
            _ = session.run(.unsubscribe(.stream("count")))
            _ = session.run(.unsubscribe(.all))
        }
        cycle()
        let size = session.capture.keys.count
        for _ in 0..<50 { cycle() }
        #expect(session.capture.keys.count == size)
        _ = session.run(.subscribe(stream: "count"))
        _ = session.run(.reset)
        _ = session.run(.subscribe(stream: "isLoggingIn"))
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
