@testable import MiniRx
import Testing

/// Leak checks count on the test's own thread (`balanceOnCurrentThread`), which tests
/// running in parallel on other threads cannot disturb.
@Suite struct ResourcesTests {
    @Test func disposingASubscriptionReleasesEverythingItMade() {
        let relay = BehaviorRelay(value: 0)
        let before = Resources.balanceOnCurrentThread
        do {
            let subscription = relay.map { $0 + 1 }.filter { $0 > 0 }.withLatestFrom(relay).subscribe(onNext: { _ in })
            #expect(Resources.balanceOnCurrentThread > before)
            subscription.dispose()
        }
        #expect(Resources.balanceOnCurrentThread == before)
    }

    @Test func aCompletedSequenceReleasesItselfWithoutDisposal() {
        let before = Resources.balanceOnCurrentThread
        do {
            _ = Observable.of(1, 2, 3).flatMap { Observable.just($0) }.scan(0, accumulator: +).subscribe(onNext: { _ in })
        }
        #expect(Resources.balanceOnCurrentThread == before)
    }

    @Test func anUndisposedSubscriptionToALivingSubjectIsALeak() {
        let relay = PublishRelay<Int>()
        let before = Resources.balanceOnCurrentThread
        _ = relay.map { $0 }.subscribe(onNext: { _ in })
        #expect(Resources.balanceOnCurrentThread > before)
    }

    @Test func aDisposeBagReleasesTheViewModelsBindings() {
        let before = Resources.balanceOnCurrentThread
        do {
            let bag = DisposeBag()
            let countUp = PublishRelay<Void>()
            let count = BehaviorRelay(value: 0)
            countUp.withLatestFrom(count) { $1 + 1 }.bind(to: count).disposed(by: bag)
            countUp.accept(())
        }
        #expect(Resources.balanceOnCurrentThread == before)
    }
}
