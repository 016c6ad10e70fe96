import MiniRx
import MiniRxTest
import Testing

@Suite struct ConcatTests {
    let resources = NoResourcesLeft()

    @Test func subscribesTheNextSourceWhenThePreviousCompletes() {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 10)
        let (recorder, _) = Observable.concat(first.asObservable(), second.asObservable()).record()
        first.onNext(1)
        second.onNext(11)
        first.onCompleted()
        second.onNext(12)
        second.onCompleted()
        #expect(recorder.events == [.next(1), .next(11), .next(12), .completed])
    }

    @Test func anErrorEndsTheWholeSequence() {
        let source = Observable.concat([Observable.of(1), Observable<Int>.error(TestError()), Observable.of(3)])
        #expect(source.record().0.events == [.next(1), .error(TestError())])
    }

    @Test func instanceConcatAppendsASequence() {
        #expect(Observable.of(1, 2).concat(Observable.just(3)).record().0.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func concatOfInnerSequencesWaitsForEachToComplete() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = outer.concat().record()
        outer.onNext(first.asObservable())
        outer.onNext(second.asObservable())
        second.onNext(99)
        first.onNext(1)
        first.onCompleted()
        second.onNext(2)
        outer.onCompleted()
        second.onCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }
}
