@testable import MiniRx
import Testing

/// What RxSwift's resource count shows after its tests: nothing left alive.
@Suite struct RxSwiftLeakTests {
    let resources = NoResourcesLeft()

    /// Runs `body` and says whether every MiniRx object it made is gone afterwards.
    func leavesNothing(_ body: () -> Void) -> Bool {
        let before = Resources.balanceOnCurrentThread
        body()
        return Resources.balanceOnCurrentThread == before
    }

    @Test func aSubscriptionDroppedWithoutDisposingDiesWithItsSubject() {
        #expect(leavesNothing { _ = PublishSubject<Int>().subscribe(onNext: { _ in }) })
        #expect(leavesNothing { _ = BehaviorSubject(value: 1).subscribe(onNext: { _ in }) })
        #expect(leavesNothing { _ = ReplaySubject<Int>.create(bufferSize: 2).subscribe(onNext: { _ in }) })
        #expect(leavesNothing { _ = PublishRelay<Int>().subscribe(onNext: { _ in }) })
        #expect(leavesNothing { _ = BehaviorRelay(value: 1).subscribe(onNext: { _ in }) })
    }

    @Test func aForeverShareLetsGoOfItselfOnceItsSourceHasEnded() {
        #expect(leavesNothing {
            let shared = Observable.of(1, 2).share(replay: 1, scope: .forever)
            _ = shared.subscribe(onNext: { _ in })
            _ = shared.subscribe(onNext: { _ in })
        })
        #expect(leavesNothing {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1, scope: .forever)
            _ = shared.subscribe(onNext: { _ in })
            subject.onCompleted()
        })
    }
}

