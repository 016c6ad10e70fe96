import Dispatch
import MiniRx
import MiniRxTest
import Testing

/// Behaviours where MiniRx once differed from RxSwift 6.10, each pinned down as RxTest
/// would: recorded events with virtual times, compared whole.
@Suite struct RxSwiftSemanticsTests {
    let resources = NoResourcesLeft()

    @Test func combineLatestOfNoSourcesEmitsTheSelectorsValueThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) { $0.count } }
        #expect(observer.events == [.next(200, 0), .completed(200)])
        let arrays = scheduler.createObserver([Int].self)
        _ = Observable.combineLatest([Observable<Int>]()).subscribe(arrays)
        #expect(arrays.events.map(\.value) == [.next([]), .completed])
    }

    @Test func justOnASchedulerCompletesOneActionAfterItsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
        #expect(observer.events == [.next(201, 42), .completed(202)])
    }

    @Test func flatMapLatestDisposesTheLastInnerBeforeCompletedArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(215)])
        var order: [String] = []
        let observer = scheduler.start {
            outer.flatMapLatest { _ in inner.asObservable().do(onDispose: { order.append("inner disposed") }) }
                .do(onCompleted: { order.append("completed") })
        }
        #expect(observer.events == [.next(220, 1), .completed(230)])
        #expect(order == ["inner disposed", "completed"])
    }

    @Test func subscribeOnDisposesTheSourceThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(250, 1), .next(350, 2), .completed(400)])
        let observer = scheduler.start(disposed: 300) { source.subscribe(on: scheduler) }
        #expect(observer.events == [.next(250, 1)])
        // Subscribed one tick after 200, and disposed one tick after 300, both on the
        // scheduler. (A source that completes is disposed by its own end at once, in
        // RxSwift as here.)
        #expect(source.subscriptions == [Subscription(201, 301)])
    }

    @Test func aNewObserverTakesTheFirstSlotOnceItsHolderIsDisposed() {
        // RxSwift's Bag keeps its first observer apart; the next one added after that
        // observer leaves takes its place, and is called first.
        let subject = PublishSubject<Int>()
        var calls: [String] = []
        let first = subject.subscribe(onNext: { _ in calls.append("first") })
        _ = subject.subscribe(onNext: { _ in calls.append("second") })
        _ = subject.subscribe(onNext: { _ in calls.append("third") })
        first.dispose()
        _ = subject.subscribe(onNext: { _ in calls.append("fourth") })
        subject.onNext(1)
        #expect(calls == ["fourth", "second", "third"])
    }

    @Test func mergeSubscribingSourcesThatCallBackFromAnotherThreadFinishes() {
        // Each source, when subscribed, waits for another thread that sends into the merge's
        // other source: under a lock held while subscribing, that would never finish.
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let relay = PublishSubject<Int>()
            var received: [Int] = []
            let started = Observable<Int>.create { observer in
                let sent = DispatchSemaphore(value: 0)
                // As on RxSwift, a subject is no Sendable: sent from another thread on trust.
                nonisolated(unsafe) let relay = relay
                DispatchQueue.global().async {
                    relay.onNext(7)
                    sent.signal()
                }
                _ = sent.wait(timeout: .now() + 5)
                observer.onNext(1)
                return Disposables.create()
            }
            let subscription = Observable.merge(relay.asObservable(), started).subscribe(onNext: { received.append($0) })
            subscription.dispose()
            _ = received
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
    }
}
