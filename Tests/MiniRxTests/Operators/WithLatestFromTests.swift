import MiniRx
import MiniRxTest
import Testing

@Suite struct WithLatestFromTests {
    let resources = NoResourcesLeft()

    @Test func dropsSourceEventsBeforeTheOtherEmits() {
        let taps = PublishSubject<Void>()
        let text = PublishSubject<String>()
        let (recorder, _) = taps.withLatestFrom(text).record()
        taps.onNext(())
        text.onNext("a")
        text.onNext("b")
        taps.onNext(())
        taps.onNext(())
        #expect(recorder.elements == ["b", "b"])
    }

    @Test func subscribesTheOtherSideFirstSoABehaviorRelayIsReady() {
        let state = BehaviorRelay(value: 41)
        let result = Observable.of((), ()).withLatestFrom(state) { $1 + 1 }
        #expect(result.record().0.events == [.next(42), .next(42), .completed])
    }

    @Test func ignoresTheOtherSidesCompletionButNotItsError() {
        let taps = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let (recorder, _) = taps.withLatestFrom(other) { "\($0)\($1)" }.record()
        other.onNext("x")
        other.onCompleted()
        taps.onNext(1)
        #expect(recorder.elements == ["1x"])
        let failing = PublishSubject<String>()
        let (failed, _) = taps.withLatestFrom(failing).record()
        failing.onError(TestError())
        #expect(failed.events == [.error(TestError())])
    }

    @Test func completesWithTheSource() {
        let result = Observable.of(1).withLatestFrom(Observable<Int>.never()).record().0
        #expect(result.events == [.completed])
    }

    @Test func theSeedsRelayCounterCountsUp() {
        let countUp = PublishRelay<Void>()
        let count = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        countUp.withLatestFrom(count) { $1 + 1 }.bind(to: count).disposed(by: bag)
        let (recorder, _) = count.map(String.init).record()
        countUp.accept(())
        countUp.accept(())
        #expect(recorder.elements == ["0", "1", "2"])
    }
}
