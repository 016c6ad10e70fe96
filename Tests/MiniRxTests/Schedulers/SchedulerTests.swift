import Dispatch
import MiniRx
import MiniRxTest
import Testing

@Suite struct VirtualTimeSchedulerTests {
    let resources = NoResourcesLeft()

    @Test func runsActionsInTimeOrderAndScheduleOrderWithinATime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.advanceTo(15)
        #expect(log == ["a@10"])
        #expect(scheduler.clock == 15)
        scheduler.start()
        #expect(log == ["a@10", "b@20", "c@20"])
    }

    @Test func aDisposedActionDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let action = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        action.dispose()
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.isIdle)
    }

    @Test func sleepMovesTheClockWithoutRunningAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        scheduler.sleep(50)
        #expect(scheduler.clock == 50)
        #expect(!ran)
    }
}

@Suite struct TestableObservableTests {
    let resources = NoResourcesLeft()

    @Test func coldObservablesPlayForEachSubscriberRelativeToItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = cold.subscribe(first) }
        scheduler.scheduleAt(150) { _ = cold.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, "a"), .completed(120)])
        #expect(second.events == [.next(160, "a"), .completed(170)])
        #expect(cold.subscriptions == [Subscription(100), Subscription(150)])
    }

    @Test func hotObservablesSendToWhoeverIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(150, 1), .next(250, 2)])
        let result = scheduler.start { hot.asObservable() }
        #expect(result.events == [.next(250, 2)])
    }
}

@Suite struct CurrentThreadSchedulerTests {
    let resources = NoResourcesLeft()

    @Test func runsAtOnceOutsideATrampolineAndQueuesInsideOne() {
        var log: [String] = []
        #expect(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("queued")
                return Disposables.create()
            }
            log.append("first")
            return Disposables.create()
        }
        #expect(log == ["first", "queued"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }
}

/// No resource check: these tests hop between the main thread and others, and MiniRx's
/// counts are per thread.
@Suite(.serialized) struct MainSchedulerTests {

    @MainActor
    @Test func instanceRunsAtOnceOnTheMainThread() {
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(ran)
    }

    @MainActor
    @Test func asyncInstanceAlwaysQueuesOnTheMainQueue() async {
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(!ran)
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(ran)
    }

    @Test func instanceQueuesWhenCalledOffTheMainThread() async {
        let delivered = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let onMain = UnsafeSendableBox(false)
                _ = MainScheduler.instance.schedule(()) { _ in
                    continuation.resume(returning: MainScheduler.isMainThread)
                    _ = onMain
                    return Disposables.create()
                }
            }
        }
        #expect(delivered)
    }

    @MainActor
    @Test func observeOnMainInstanceDeliversSynchronouslyOnMain() {
        var received: [Int] = []
        _ = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2])
    }
}

/// Carries a value into a `@Sendable` closure in a test that guarantees its safety.
final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
