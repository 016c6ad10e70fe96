import Foundation
@testable import MiniRx
import Testing

/// Leak checks count on the test's own thread (`balanceOnCurrentThread`), which tests
/// running in parallel on other threads cannot disturb.
@Suite struct ResourcesTests {
    let resources = NoResourcesLeft()

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
        let leaked = relay.map { $0 }.subscribe(onNext: { _ in })
        #expect(Resources.balanceOnCurrentThread > before)
        leaked.dispose()
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

    /// `total` adds up every thread's count, a thread that has ended included. Other
    /// suites make and release objects meanwhile, so it is read against a count far
    /// larger than theirs.
    @Test func totalCountsWhatOtherThreadsMadeAfterTheyEnd() {
        NoResourcesLeft.skipCheck()
        final class Made: @unchecked Sendable {
            var subjects: [PublishSubject<Int>] = []
            var counted = 0
        }
        let made = Made()
        let before = Int(Resources.total)
        // A thread joined, so it has ended and handed its count over.
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let made = Unmanaged<Made>.fromOpaque(context).takeRetainedValue()
            let start = Resources.balanceOnCurrentThread
            made.subjects = (0..<100_000).map { _ in PublishSubject<Int>() }
            made.counted = Resources.balanceOnCurrentThread - start
            return nil
        }, Unmanaged.passRetained(made).toOpaque())
        #expect(started == 0)
        pthread_join(thread, nil)
        #expect(made.counted >= 100_000)
        let noise = 20_000
        #expect(abs(Int(Resources.total) - before - made.counted) < noise)
        // Released here, on another thread than the one that made them.
        made.subjects = []
        #expect(abs(Int(Resources.total) - before) < noise)
    }
}
