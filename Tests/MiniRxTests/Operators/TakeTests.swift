import MiniRx
import MiniRxTest
import Testing

@Suite struct TakeTests {
    let resources = NoResourcesLeft()

    @Test func takesTheFirstElementsThenCompletesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.take(2).record()
        subject.onNext(1)
        subject.onNext(2)
        #expect(!subject.hasObservers)
        subject.onNext(3)
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(Observable.of(1, 2).take(0).record().0.events == [.completed])
    }

    @Test func takeUntilCompletesWhenTheOtherEmits() {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        let (recorder, _) = source.take(until: stop).record()
        source.onNext(1)
        stop.onNext(())
        source.onNext(2)
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func takeUntilIgnoresTheOthersCompletion() {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        let (recorder, _) = source.take(until: stop).record()
        stop.onCompleted()
        source.onNext(1)
        #expect(recorder.events == [.next(1)])
    }

    @Test func takeUntilAPredicateIncludesTheLastElementOnlyWhenInclusive() {
        #expect(Observable.of(1, 2, 3).take(until: { $0 == 2 }).record().0.events == [.next(1), .completed])
        #expect(Observable.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive).record().0.events == [.next(1), .next(2), .completed])
        #expect(Observable.of(1, 2, 3).take(while: { $0 < 3 }).record().0.elements == [1, 2])
    }

    @Test func skipDropsTheFirstElements() {
        #expect(Observable.of(1, 2, 3).skip(2).record().0.events == [.next(3), .completed])
    }
}
