import MiniRx
import Testing
import Variants
import StyleKit
@testable import REPLEngine

/// Two variants agree when their digests' identities match; that must happen exactly when
/// the events would print the same.
@Suite struct EventDigestTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    static var events: [TimedEvent] {
        let values: [Event<OutputValue>] = [
            .next(.text("")), .next(.text("a")), .next(.text("success(a)")), .next(.text("true")),
            .next(.flag(true)), .next(.flag(false)),
            .next(LoginResult.success(token: "a").outputValue), .next(LoginResult.success(token: "b").outputValue),
            .next(LoginResult.success(token: "").outputValue), .next(LoginResult.success(token: "wrongPassword").outputValue),
            .next(LoginResult.failure(.wrongPassword).outputValue), .next(LoginResult.failure(.networkError).outputValue),
            .next(LoginResult.cancelled.outputValue), .next(.result(tag: "cancelled", detail: "")), .next(.result(tag: "success", detail: nil)),
            .error(Boom()), .error(LoginError.unknownUser), .completed,
        ]
        return values.flatMap { [TimedEvent(event: $0, lateTime: nil), TimedEvent(event: $0, lateTime: 300)] }
    }

    func digest(_ events: [TimedEvent]) -> EventDigest {
        var digest = EventDigest()
        for event in events { digest.append(event) }
        return digest
    }

    @Test func singleEventsAgreeExactlyWhenTheyPrintTheSame() {
        for left in Self.events {
            for right in Self.events {
                let samePrint = left.text == right.text
                #expect((digest([left]).identity == digest([right]).identity) == samePrint,
                        "\(left.text) vs \(right.text)")
            }
        }
    }

    @Test func sequencesAgreeExactlyWhenTheyPrintTheSame() {
        let pairs = Self.events.prefix(10).flatMap { first in Self.events.prefix(10).map { [first, $0] } }
        for left in pairs {
            for right in pairs {
                let samePrint = left.map(\.text) == right.map(\.text)
                #expect((digest(left).identity == digest(right).identity) == samePrint)
            }
        }
    }

    @Test func aSummaryShowsEveryEventOfAShortRunAndTheEndsOfALongOne() {
        for count in 0...14 {
            let events = (0..<count).map { TimedEvent(event: .next(.text(String($0))), lateTime: $0 % 2 == 0 ? nil : $0) }
            let texts = events.map(\.text)
            let expected: String
            switch count {
            case 0: expected = "—"
            // Never fewer than three left out.
            case ...8: expected = texts.joined(separator: " ")
            default: expected = (texts.prefix(3) + ["…"] + texts.suffix(3)).joined(separator: " ") + " (\(count) events)"
            }
            #expect(digest(events).summary == expected, "\(count) events")
        }
    }

    @Test func aResetDigestStartsAfresh() {
        var reused = digest((0..<9).map { TimedEvent(event: .next(.flag($0 % 2 == 0)), lateTime: nil) })
        reused.reset()
        let events = [TimedEvent(event: .next(.text("x")), lateTime: 5), TimedEvent(event: .completed, lateTime: nil)]
        for event in events { reused.append(event) }
        #expect(reused.summary == digest(events).summary)
        #expect(reused.identity == digest(events).identity)
    }

    @Test func keepingEveryEventShowsThemAllUpToTheLimit() {
        var all = EventDigest(headLimit: 20)
        for value in 1...25 { all.append(TimedEvent(event: .next(.text(String(value))), lateTime: nil)) }
        #expect(all.summary == (1...25).map { "\"\($0)\"" }.joined(separator: " "))
        all.append(TimedEvent(event: .next(.text("26")), lateTime: nil))
        #expect(all.summary == ((1...20).map { "\"\($0)\"" } + ["…", #""24""#, #""25""#, #""26""#]).joined(separator: " ") + " (26 events)")
        #expect(all.omitted == 1)
    }

    @Test func aSummaryShowsTheEndsOfALongRun() {
        let events = (1...10).map { TimedEvent(event: .next(.text(String($0))), lateTime: nil) }
        #expect(digest(events).summary == #""1" "2" "3" … "8" "9" "10" (10 events)"#)
        #expect(digest(Array(events.prefix(2))).summary == #""1" "2""#)
        #expect(EventDigest().summary == "—")
    }
}
