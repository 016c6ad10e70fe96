import MiniRx
import MiniRxTest
import Testing

@Suite struct MergeTests {
    let resources = NoResourcesLeft()

    @Test func forwardsEventsAsTheyHappenAndCompletesWhenAllComplete() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.merge(first.asObservable(), second.asObservable()).record()
        first.onNext(1)
        second.onNext(2)
        first.onCompleted()
        second.onNext(3)
        #expect(recorder.events == [.next(1), .next(2), .next(3)])
        second.onCompleted()
        #expect(recorder.events.last == .completed)
    }

    @Test func failsOnTheFirstError() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.merge([first.asObservable(), second.asObservable()]).record()
        first.onError(TestError())
        second.onNext(1)
        #expect(recorder.events == [.error(TestError())])
        #expect(!second.hasObservers)
    }

    @Test func mergeOfInnerSequencesLimitedToOneAtATime() {
        let outer = PublishSubject<Observable<Int>>()
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let (recorder, _) = outer.merge(maxConcurrent: 1).record()
        outer.onNext(a.asObservable())
        outer.onNext(b.asObservable())
        #expect(!b.hasObservers)
        a.onCompleted()
        #expect(b.hasObservers)
        b.onNext(5)
        #expect(recorder.elements == [5])
    }
}
