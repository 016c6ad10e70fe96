import MiniRx
import MiniRxTest
import Testing

@Suite struct ReplaySubjectTests {
    let resources = NoResourcesLeft()

    @Test func replaysTheLastBufferSizeElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let (recorder, _) = subject.record()
        subject.onNext(4)
        #expect(recorder.events == [.next(2), .next(3), .next(4)])
    }

    @Test func replaysTheBufferThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let (recorder, _) = subject.record()
        #expect(recorder.events == [.next(2), .completed])
    }

    @Test func anUnboundedSubjectReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 { subject.onNext(value) }
        let (recorder, _) = subject.record()
        #expect(recorder.elements == [1, 2, 3, 4, 5])
    }

    @Test func aFullBufferKeepsTheLatestInOrderHoweverManyCameBefore() {
        for count in 0...9 {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            for value in 0..<count { subject.onNext(value) }
            let (recorder, _) = subject.record()
            #expect(recorder.elements == Array(max(0, count - 3)..<count), "after \(count) elements")
        }
    }

    @Test func aZeroSizedBufferReplaysNothingButTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        #expect(subject.record().0.events == [])
        subject.onCompleted()
        #expect(subject.record().0.events == [.completed])
    }
}
