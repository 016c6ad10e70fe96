import MiniRx
import MiniRxTest
import Testing

/// `subscribe(on:)` as RxSwift's `SubscribeOn` does it: the source itself is subscribed
/// on the scheduler, and its subscription is disposed through the scheduler, so a
/// `TestScheduler` records the end one tick after the terminal event.
@Suite struct SubscribeOnTests {
    /// RxSwift's `testSubscribeOn_SchedulerCompleted`: `[(201, 301)]`.
    @Test func aTestableSourceIsDisposedThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let observer: TestableObserver<Int> = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(observer.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func anErrorEndsTheSubscriptionOneTickLaterToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(250, 1), .error(300, TestError())])
        let observer = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(observer.events == [.next(250, 1), .error(300, TestError())])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    /// RxSwift's `testSubscribeOn_SchedulerSleep`: subscribed at 201, disposed at 1001.
    @Test func aSourceThatNeverEndsIsDisposedOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var scheduled = 0, disposed = 0
        let xs: Observable<Int> = Observable.create { _ in
            scheduled = scheduler.clock
            return Disposables.create { disposed = scheduler.clock }
        }
        let observer = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(observer.events.isEmpty)
        #expect(scheduled == 201)
        #expect(disposed == 1001)
    }

    /// RxTest prints subscriptions as `(200: 300)` and `(50: Infinity)`.
    @Test func subscriptionsPrintAsRxTestPrintsThem() {
        #expect(Subscription(200, 300).debugDescription == "(200: 300)")
        #expect(Subscription(50).debugDescription == "(50: Infinity)")
        #expect(Recorded.next(210, 1).debugDescription == "next(1) @ 210")
    }
}
