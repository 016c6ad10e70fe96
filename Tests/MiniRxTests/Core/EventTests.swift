import MiniRx
import MiniRxTest
import Testing

@Suite struct EventTests {
    let resources = NoResourcesLeft()

    @Test func nextCarriesItsElementAndIsNotAStopEvent() {
        let event = Event.next(1)
        #expect(event.element == 1)
        #expect(event.error == nil)
        #expect(!event.isStopEvent)
        #expect(!event.isCompleted)
    }

    @Test func errorAndCompletedAreStopEvents() {
        let error = Event<Int>.error(TestError())
        #expect(error.isStopEvent)
        #expect(error.element == nil)
        #expect(error.error as? TestError == TestError())
        #expect(Event<Int>.completed.isStopEvent)
        #expect(Event<Int>.completed.isCompleted)
    }

    @Test func printsAsRxSwiftDoes() {
        #expect(Event.next("1").debugDescription == #"next(1)"#)
        #expect(Event<Int>.error(TestError("wrongPassword")).debugDescription == "error(wrongPassword)")
        #expect(Event<Int>.completed.debugDescription == "completed")
    }

    @Test func mapTransformsNextAndTurnsAThrowIntoAnError() {
        #expect(Event.next(2).map { $0 * 10 } == .next(20))
        #expect(Event<Int>.completed.map { $0 * 10 } == .completed)
        #expect(Event.next(2).map { _ -> Int in throw TestError() } == .error(TestError()))
    }
}
