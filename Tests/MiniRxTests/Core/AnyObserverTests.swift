import MiniRx
import MiniRxTest
import Testing

@Suite struct AnyObserverTests {
    let resources = NoResourcesLeft()

    @Test func forwardsEveryEventToItsClosure() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        observer.onNext(1)
        observer.onError(TestError())
        observer.onCompleted()
        #expect(received == [.next(1), .error(TestError()), .completed])
    }

    @Test func wrapsAnotherObserver() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        let observer = AnyObserver(subject)
        observer.onNext(1)
        subject.asObserver().onNext(2)
        observer.asObserver().onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func mapObserverTransformsBeforeForwarding() {
        var received: [Event<String>] = []
        let observer = AnyObserver<String> { received.append($0) }.mapObserver { (number: Int) in "\(number)" }
        observer.onNext(7)
        #expect(received == [.next("7")])
    }
}
