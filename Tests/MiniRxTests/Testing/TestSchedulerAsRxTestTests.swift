import MiniRx
import MiniRxTest
import Testing

/// MiniRxTest records what RxTest records: times written against RxTest hold here, and
/// the fakes a team's tests build (a cold observable per call of a service) live as long
/// as a subscription holds them.
@Suite struct TestSchedulerAsRxTestTests {
    let resources = NoResourcesLeft()

    @Test func aColdEventAtRelativeTimeZeroArrivesAtTheSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(0, "a"), .next(3, "b"), .completed(5)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { _ = cold.subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(10, "a"), .next(13, "b"), .completed(15)])
    }

    @Test func observingOnTheTestSchedulerAddsOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(0, "a"), .completed(4)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { _ = cold.observe(on: scheduler).subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(11, "a"), .completed(15)])
    }

    @Test func withoutTheProcessingDelayObservingOnItAddsNothing() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let cold = scheduler.createColdObservable([.next(0, "a"), .completed(4)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { _ = cold.observe(on: scheduler).subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(10, "a"), .completed(14)])
    }

    /// The commonest fake service: a new cold observable per call, given away as an
    /// `Observable` inside `flatMap`, held by nothing but the subscription.
    @Test(arguments: ["flatMap", "flatMapLatest", "concatMap"])
    func aFakeServiceMadePerCallLivesWhileItsSubscriptionHoldsIt(operator name: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        func login(_ attempt: Int) -> Observable<String> {
            scheduler.createColdObservable([.next(5, "ok \(attempt)"), .completed(5)]).asObservable()
        }
        let results = scheduler.start {
            switch name {
            case "flatMap": taps.flatMap(login)
            case "flatMapLatest": taps.flatMapLatest(login)
            default: taps.concatMap(login)
            }
        }
        #expect(results.events == [.next(215, "ok 1"), .next(245, "ok 2"), .completed(300)])
    }

    @Test func aHotObservableNoOneKeepsStillSendsAtItsTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = scheduler.createHotObservable([.next(10, 1), .completed(20)]).subscribe(observer)
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .completed(20)])
    }

    @Test func anObserverOutlivesTheSchedulerItWasMadeBy() {
        let observer = TestScheduler(initialClock: 7).createObserver(Int.self)
        observer.on(.next(1))
        #expect(observer.events == [.next(7, 1)])
    }

    /// As RxTest: a cold event whose subscription was disposed still takes its place in
    /// the schedule, so the clock ends where the latest one was due.
    @Test func aDisposedColdSubscriptionSendsNothingAndTheClockStillReachesItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(50, "late")])
        let results = scheduler.start(created: 0, subscribed: 10, disposed: 20) { cold }
        #expect(results.events.isEmpty)
        #expect(cold.subscriptions == [Subscription(10, 20)])
        #expect(scheduler.clock == 60)
    }

    @Test func startRunsAnyObservableConvertibleSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1) }
        #expect(single.events == [.next(200, 1), .completed(200)])
        let recorded = Recorded.events(.next(1, "x"), .completed(2))
        #expect(recorded == [.next(1, "x"), .completed(2, String.self)])
    }
}
