import MiniRx
import MiniRxTest
import Testing

@Suite struct TimeOperatorTests {
    let resources = NoResourcesLeft()

    @Test func delayShiftsElementsAndCompletionButNotErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        #expect(result.events == [.next(260, 1), .next(270, 2), .completed(280)])
        #expect(source.subscriptions == [Subscription(200, 230)])

        let failing = scheduler.createHotObservable([.next(1010, 1), .error(1020, TestError())])
        let failed = scheduler.start(created: 1000, subscribed: 1001, disposed: 2000) { failing.delay(.seconds(50), scheduler: scheduler) }
        #expect(failed.events == [.error(1020, TestError())])
    }

    @Test func delaySubscriptionDelaysEveryEventErrorsIncluded() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let result = scheduler.start { source.delaySubscription(.seconds(100), scheduler: scheduler) }
        #expect(result.events == [.next(310, 1), .error(320, TestError())])
        #expect(source.subscriptions == [Subscription(300, 320)])
    }

    @Test func debounceEmitsAfterSilenceAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(300, 3), .next(310, 4), .completed(320),
        ])
        let result = scheduler.start { source.debounce(.seconds(30), scheduler: scheduler) }
        #expect(result.events == [.next(250, 2), .next(320, 4), .completed(320)])
    }

    @Test func throttleEmitsTheFirstAtOnceAndTheLatestWhenTheWindowEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400),
        ])
        let latest = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
        #expect(latest.events == [.next(210, 1), .next(260, 3), .next(310, 4), .completed(400)])
    }

    @Test func throttleWithoutLatestDropsTheWindowsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(400)])
        let result = scheduler.start { source.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        #expect(result.events == [.next(210, 1), .next(270, 3), .completed(400)])
    }

    @Test func timerEmitsOnceOrPeriodically() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        #expect(once.events == [.next(300, 0), .completed(300)])

        let periodic = TestScheduler(initialClock: 0)
        let ticks = periodic.start(disposed: 450) { Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: periodic) }
        #expect(ticks.events == [.next(300, 0), .next(350, 1), .next(400, 2)])
    }

    @Test func intervalEmitsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.start(disposed: 500) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(ticks.events == [.next(300, 0), .next(400, 1)])
    }

    @Test func observeOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { source.observe(on: scheduler) }
        #expect(result.events == [.next(211, 1), .completed(221)])
    }

    @Test func subscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { source.subscribe(on: scheduler) }
        // Disposed through the scheduler, one tick after the end, as RxSwift's
        // `testSubscribeOn_SchedulerCompleted` records it.
        #expect(source.subscriptions == [Subscription(201, 222)])
        #expect(result.events == [.next(211, 1), .completed(221)])
    }

    @Test func millisecondResolutionCountsVirtualMilliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let result = scheduler.start(created: 0, subscribed: 0, disposed: 5_000) {
            Observable.just("ok").delay(.milliseconds(300), scheduler: scheduler)
        }
        #expect(result.events == [.next(300, "ok"), .completed(300)])
    }
}
