import Dispatch
import Foundation
import MiniRx
import Synchronization
import Testing

@Suite struct ConcurrencyTests {
    let resources = NoResourcesLeft()

    @Test func manyThreadsAcceptingIntoOneRelayDeliverEveryElementOneAtATime() {
        let relay = PublishRelay<Int>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        var received = 0
        let subscription = relay.subscribe(onNext: { _ in
            if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue != 0 {
                overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            received += 1
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        })
        let threads = 8
        let perThread = 5_000
        // As on RxSwift, a relay is no Sendable: an app shares it across threads on trust.
        nonisolated(unsafe) let shared = relay
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 0..<perThread { shared.accept(value) }
        }
        subscription.dispose()
        #expect(received == threads * perThread)
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }

    @Test func aBehaviorRelayFedFromManyThreadsEndsAtACount() {
        let countUp = PublishRelay<Void>()
        let count = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        countUp.withLatestFrom(count) { $1 + 1 }.bind(to: count).disposed(by: bag)
        nonisolated(unsafe) let shared = countUp
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_000 { shared.accept(()) }
        }
        #expect(count.value == 8_000)
    }

    @Test func mergeFedFromTwoThreadsDeliversOneEventAtATime() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        var received = 0
        let subscription = Observable.merge(left, right).subscribe(onNext: { _ in
            if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue != 0 {
                overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            received += 1
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        })
        nonisolated(unsafe) let sides = (left, right)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let subject = index == 0 ? sides.0 : sides.1
            for value in 0..<20_000 { subject.onNext(value) }
        }
        subscription.dispose()
        #expect(received == 40_000)
        #expect(overlaps.load(ordering: .relaxed) == 0)
    }

    @Test func subscribingFromManyThreadsWhileEventsFlowLosesNothing() {
        NoResourcesLeft.skipCheck()
        let subject = BehaviorSubject(value: 0)
        let subscriptions = SubscriptionList()
        nonisolated(unsafe) let shared = subject
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<500 {
                if value.isMultiple(of: 50) {
                    subscriptions.append(shared.subscribe { _ in })
                }
                shared.onNext(index * 1_000 + value)
            }
        }
        subscriptions.disposeAll()
        #expect(!subject.hasObservers)
    }
}

/// Subscriptions collected from several threads.
final class SubscriptionList: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptions: [Disposable] = []

    func append(_ subscription: Disposable) {
        lock.withLock { subscriptions.append(subscription) }
    }

    func disposeAll() {
        lock.withLock { subscriptions }.forEach { $0.dispose() }
    }
}
