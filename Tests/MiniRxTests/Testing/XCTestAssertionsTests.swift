import MiniRx
import MiniRxTest
import XCTest

/// RxTest's XCTest assertions, as a team's XCTest suite calls them: equal recordings pass
/// (errors alike by type and description), at every kind of event list.
final class XCTestAssertionsTests: XCTestCase {
    struct Boom: Error {}

    func testEqualRecordingsPassAtEveryKind() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(5, 1), .error(10, Boom())])
        let recorded = scheduler.start { cold }
        XCTAssertEqual(recorded.events, [.next(205, 1), .error(210, Boom())])
        XCTAssertEqual(recorded.events.map(\.value), [.next(1), .error(Boom())])
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Boom())], [.success(1), .failure(Boom())])
        XCTAssertEqual([MaybeEvent<Int>.completed], [.completed])
        XCTAssertEqual([CompletableEvent.error(Boom())], [.error(Boom())])
        XCTAssertEqual([Recorded.next(1, Optional(2))], [.next(1, Optional(2))])
        XCTAssertRecordedElements([.next(1, "a"), .next(2, "b")], ["a", "b"])
    }
}
