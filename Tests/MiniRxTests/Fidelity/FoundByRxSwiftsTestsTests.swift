import Dispatch
import MiniRx
import MiniRxBlocking
import MiniRxTest
import Testing

/// What running RxSwift's own tests against MiniRx found, pinned in our own words.
@Suite struct FoundByRxSwiftsTestsTests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    /// Two events due at once: the second arrives a drain later, as RxSwift delivers one
    /// due event per drain (on RxTest's scheduler, a tick).
    @Test func delayDeliversOneDueEventPerDrain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        #expect(scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }.events == [.next(220, 1), .completed(221)])
    }

    /// `observe(on:)` delivers one event per scheduled action: two sent at once arrive a
    /// step of the scheduler apart (a tick of RxTest's).
    @Test func observeOnDeliversOneEventPerScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        #expect(scheduler.start { xs.observe(on: scheduler) }.events == [.next(211, 1), .next(212, 2), .completed(213)])
    }

    /// An error that comes while the delayed element is being delivered waits for that
    /// delivery instead of blocking the thread that sent it (it deadlocked, an element's
    /// observer waiting for what that thread would send next).
    @Test func delayLetsAnErrorWaitForTheDeliveryUnderWay() throws {
        let subject = PublishSubject<Int>()
        let delivering = DispatchSemaphore(value: 0)
        let errorSent = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        var events: [String] = []
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscription = subject.delay(.milliseconds(1), scheduler: scheduler).subscribe(onNext: { element in
            events.append("next \(element)")
            delivering.signal()
            // The sender's error must not block it: it signals once `onError` returned.
            #expect(errorSent.wait(timeout: .now() + 120) == .success)
        }, onError: { _ in
            events.append("error")
            ended.signal()
        })
        defer { subscription.dispose() }
        subject.onNext(1)
        #expect(delivering.wait(timeout: .now() + 120) == .success)
        subject.onError(Boom())
        errorSent.signal()
        #expect(ended.wait(timeout: .now() + 120) == .success)
        #expect(events == ["next 1", "error"])
        NoResourcesLeft.skipCheck()
    }

    /// After a terminal event the next subscriber connects anew; a subscriber whose
    /// subscription ended at once (a completed replay) does not connect.
    @Test func refCountReconnectsAfterTheEnd() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(subscriptions)
        }
        let shared = source.publish().refCount()
        #expect(shared.record().0.events == [.next(1), .completed])
        #expect(shared.record().0.events == [.next(2), .completed])
        #expect(subscriptions == 2)
        // A subject that has completed completes each subscriber at once.
        let ended = PublishSubject<Int>()
        ended.onCompleted()
        var connected = 0
        let counted = Observable<Int>.never().do(onSubscribe: { connected += 1 }).multicast(ended).refCount()
        #expect(counted.record().0.events == [.completed])
        #expect(connected == 0)
    }

    /// `publish()` and `replay(_:)` make a new subject for each connection.
    @Test func replayForgetsWhatAnEndedConnectionReplayed() {
        let subject = PublishSubject<Int>()
        let replayed = subject.replay(1)
        var connection = replayed.connect()
        subject.onNext(1)
        connection.dispose()
        connection = replayed.connect()
        #expect(replayed.record().0.events.isEmpty)
        connection.dispose()
    }

    /// `multicast(_:selector:)` disconnects its source when its subscription is disposed.
    @Test func multicastWithASelectorDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let results = scheduler.start(disposed: 250) { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
        #expect(results.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    /// `andThen` lets go of the first completable's subscription when it completes: what
    /// its closures hold is released then, not when the whole subscription ends.
    @Test func andThenReleasesTheFirstAtItsCompletion() {
        final class Held {}
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(210)])
        var held: Held? = Held()
        weak let watched = held
        let subscription = { [held] in
            first.asCompletable().do(onCompleted: { _ = held }).andThen(Completable.never()).subscribe()
        }()
        held = nil
        scheduler.advanceTo(300)
        #expect(watched == nil)
        subscription.dispose()
    }

    /// A blocking `single` looks at nothing after the second match.
    @Test func blockingSingleStopsAtTheSecondMatch() {
        var looked: [Int] = []
        #expect(throws: RxError.self) {
            _ = try Observable.of(1, 2, 3, 4).toBlocking().single { looked.append($0); return $0 >= 2 }
        }
        #expect(looked == [1, 2, 3])
    }
}
