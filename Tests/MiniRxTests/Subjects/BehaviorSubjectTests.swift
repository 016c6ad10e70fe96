import MiniRx
import MiniRxTest
import Testing

@Suite struct BehaviorSubjectTests {
    let resources = NoResourcesLeft()

    @Test func replaysTheCurrentValueToEachNewSubscriber() throws {
        let subject = BehaviorSubject(value: 0)
        let (early, _) = subject.record()
        subject.onNext(1)
        let (late, _) = subject.record()
        subject.onNext(2)
        #expect(early.events == [.next(0), .next(1), .next(2)])
        #expect(late.events == [.next(1), .next(2)])
        #expect(try subject.value() == 2)
    }

    @Test func afterCompletionLateSubscribersGetOnlyCompletedButValueStaysReadable() throws {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onCompleted()
        let (late, _) = subject.record()
        #expect(late.events == [.completed])
        #expect(try subject.value() == 1)
    }

    @Test func afterAnErrorValueThrowsIt() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError("failed"))
        #expect(throws: TestError("failed")) { try subject.value() }
        let (late, _) = subject.record()
        #expect(late.events == [.error(TestError("failed"))])
    }

    @Test func afterDisposalValueThrowsDisposed() {
        let subject = BehaviorSubject(value: 0)
        subject.dispose()
        #expect(throws: RxError.self) { try subject.value() }
    }

    @Test func aSubscriberAddedDuringAnEmissionGetsTheNewValueOnce() {
        let subject = BehaviorSubject(value: 0)
        let late = Recorder<Int>()
        // Both observers capture the subject: a cycle until they are disposed.
        subject.subscribe(onNext: { value in
            if value == 1 { subject.subscribe(late.on).disposedAtTheEnd() }
        }).disposedAtTheEnd()
        subject.onNext(1)
        subject.onNext(2)
        #expect(late.events == [.next(1), .next(2)])
    }
}
