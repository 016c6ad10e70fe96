import MiniRx
import MiniRxTest
import Testing

@Suite struct MapTests {
    let resources = NoResourcesLeft()

    @Test func transformsEveryElement() {
        #expect(Observable.of(1, 2).map { $0 * 10 }.record().0.events == [.next(10), .next(20), .completed])
    }

    @Test func aThrowingTransformEndsTheSequenceAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }.record()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(recorder.events == [.next(1), .error(TestError())])
        #expect(!subject.hasObservers)
    }

    @Test func compactMapDropsNils() {
        let source = Observable.of("1", "x", "3").compactMap { Int($0) }
        #expect(source.record().0.events == [.next(1), .next(3), .completed])
    }

    @Test func filterKeepsMatchingElements() {
        #expect(Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.record().0.elements == [2, 4])
        #expect(Observable.of(1).filter { _ in throw TestError() }.record().0.events == [.error(TestError())])
    }
}
