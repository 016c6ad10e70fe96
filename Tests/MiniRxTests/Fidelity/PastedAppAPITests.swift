import Foundation
import MiniRx
import MiniRxBlocking
import MiniRxTest
import Testing

/// The RxSwift API that view-model code pasted from apps uses, each checked against
/// RxSwift's documented behaviour with recorded events compared whole.
@Suite struct PastedAppAPITests {
    let resources = NoResourcesLeft()

    /// RxSwift's `testSkipWhile_*`: elements dropped while the predicate holds, every
    /// one after.
    @Test func skipWhileDropsUntilThePredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250)])
        let observer = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(observer.events == [.next(230, 5), .next(240, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    /// RxSwift's `testSkipUntil_SomeData_Next` and `_SomeData_Empty`: elements pass once
    /// the other sequence emits; if it only completes, nothing passes, completion neither.
    @Test func skipUntilPassesElementsOnceTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
        let gate = scheduler.createHotObservable([.next(225, "go"), .completed(230)])
        let observer = scheduler.start { xs.skip(until: gate) }
        #expect(observer.events == [.next(230, 2), .next(240, 3), .completed(250)])
        #expect(gate.subscriptions == [Subscription(200, 225)])

        let closed = TestScheduler(initialClock: 0)
        let ys = closed.createHotObservable([.next(210, 1), .next(240, 3), .completed(250)])
        let never: TestableObservable<String> = closed.createHotObservable([.completed(225)])
        let nothing = closed.start { ys.skip(until: never) }
        #expect(nothing.events == [])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func withUnretainedPairsTheObjectAndCompletesOnceItIsGone() {
        final class Owner { let name = "owner" }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.withUnretained(owner ?? Owner()).subscribe(onNext: { events.append("\($0.0.name) \($0.1)") }, onCompleted: { events.append("completed") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onNext(3)
        #expect(events == ["owner 1", "completed"])
    }

    /// The names RxSwift 6 deprecated still compile and do what their new names do.
    @available(*, deprecated)
    @Test func deprecatedNamesDoWhatTheirNewNamesDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let caught = scheduler.start { xs.catchError { _ in .just(9) } }
        #expect(caught.events == [.next(210, 1), .next(220, 9), .completed(220)])
        let returned = TestScheduler(initialClock: 0)
        let ys: TestableObservable<Int> = returned.createHotObservable([.error(220, TestError())])
        #expect(returned.start { ys.catchErrorJustReturn(7) }.events == [.next(220, 7), .completed(220)])
        var seen: [Int] = []
        _ = Observable.from([1, 2, 3, 1]).skipWhile { $0 < 2 }.takeWhile { $0 < 3 }.subscribe(onNext: { seen.append($0) })
        #expect(seen == [2])
    }

    @Test func infallibleCannotFailAndComesFromAnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
        #expect(observer.events == [.next(210, 10), .next(220, -10), .completed(220)])
        var events: [String] = []
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }.subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        #expect(events == ["next 1", "completed"])
        let relay = BehaviorRelay(value: 3)
        var latest = 0
        _ = relay.asInfallible().subscribe(onNext: { latest = $0 })
        #expect(latest == 3)
        var fallback: [Int] = []
        _ = Observable<Int>.error(TestError()).asInfallible(onErrorFallbackTo: .just(4)).subscribe(onNext: { fallback.append($0) })
        #expect(fallback == [4])
    }

    @Test func bindWithPassesTheObjectWhileItLives() {
        final class Screen { var titles: [String] = [] }
        let screen = Screen()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(with: screen) { $0.titles.append($1) }
        subject.onNext("a")
        subject.onNext("b")
        #expect(screen.titles == ["a", "b"])
        subscription.dispose()
    }

}

/// The rest of the API the RxSwift suite's own tests use, by RxSwift's spelling.
@Suite struct RxSwiftSpellingTests {
    /// RxSwift's `testFromOptional_*`: the element, then `completed` scheduled after it.
    @Test func fromOptionalOnASchedulerSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: 1, scheduler: scheduler) }
        #expect(some.events == [.next(201, 1), .completed(202)])
        let none = TestScheduler(initialClock: 0)
        let nothing: TestableObserver<Int> = none.start { Observable.from(optional: nil, scheduler: none) }
        #expect(nothing.events == [.completed(201)])
    }

    @Test func catchOfASequenceTakesItsLabel() {
        var events: [Event<Int>] = []
        _ = Observable.catch(sequence: [Observable.concat([.just(1), .error(TestError())]), .just(2)]).subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .completed])
    }

    @Test func compositeDisposableOfAnyCount() {
        var disposed = 0
        let parts = (0..<6).map { _ in Disposables.create { disposed += 1 } }
        CompositeDisposable(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]).dispose()
        #expect(disposed == 6)
    }

    @Test func aScheduledDisposableDisposesOnItsSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(100) {
            scheduled.dispose()
            scheduled.dispose()
        }
        scheduler.start()
        #expect(disposedAt == [101])
        #expect(scheduled.isDisposed)
    }

    @Test func anOperationQueueSchedulerRunsWorkAsOperations() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let values = try? Observable.from([1, 2, 3]).observe(on: scheduler).toBlocking(timeout: 5).toArray()
        #expect(values == [1, 2, 3])
        let cancelled = SingleAssignmentDisposable()
        queue.isSuspended = true
        var ran = false
        cancelled.setDisposable(scheduler.schedule(()) { _ in ran = true; return Disposables.create() })
        cancelled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        #expect(!ran)
    }
}

/// An async test hops threads, so it stands outside the suites that count the resources
/// their thread holds.
@Suite struct ConcurrentMainSchedulerTests {
    /// RxSwift's `ConcurrentMainScheduler`: off the main thread, work is queued on the
    /// main queue; timed work goes through the main scheduler.
    @Test func concurrentMainSchedulerRunsOnTheMainQueue() async {
        let ranOnMain = await withCheckedContinuation { continuation in
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                continuation.resume(returning: MainScheduler.isMainThread)
                return Disposables.create()
            }
        }
        #expect(ranOnMain)
        #expect(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow) < 60)
    }
}
