import Foundation
import MiniRx
import MiniRxTest
import Testing

/// The rest of RxSwift's public API that the symbol-graph comparison found missing:
/// `AsyncSubject`, `HistoricalScheduler`, the dispose bag's builder, the hooks, the
/// concurrency bridges, RxTest's equality of trait events.
@Suite struct RestOfTheAPITests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    @Test func anAsyncSubjectSendsItsLastElementWhenItCompletes() {
        let subject = AsyncSubject<Int>()
        let (early, _) = subject.record()
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        #expect(early.events.isEmpty)
        subject.onCompleted()
        subject.onNext(3)
        #expect(early.events == [.next(2), .completed])
        #expect(!subject.hasObservers)
        #expect(subject.record().0.events == [.next(2), .completed])
        let empty = AsyncSubject<Int>()
        empty.onCompleted()
        #expect(empty.record().0.events == [.completed])
        let failing = AsyncSubject<Int>()
        let (failed, _) = failing.record()
        failing.onNext(1)
        failing.onError(Boom())
        #expect(failed.events == [.error(Boom())])
        #expect(failing.record().0.events == [.error(Boom())])
    }

    @Test func aHistoricalSchedulersClockIsADate() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var fired: [Date] = []
        _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { _ in fired.append(scheduler.now) })
        scheduler.start()
        #expect(fired == [start.addingTimeInterval(5)])
        #expect(HistoricalScheduler().clock == Date(timeIntervalSince1970: 0))
        let testing = TestScheduler(initialClock: 0)
        testing.scheduleAt(20) {}
        testing.scheduleAt(10) {}
        #expect(testing.debugDescription == "[10, 20]")
    }

    /// RxSwift keeps a virtual-time scheduler's actions in a binary heap and lists them
    /// in its order; a cancelled action stays until it comes first, and the running one
    /// until it has run.
    @Test func aVirtualTimeSchedulerListsItsQueueInHeapOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        for time in [50, 40, 30, 20, 10] { scheduler.scheduleAt(time) {} }
        #expect(scheduler.debugDescription == "[10, 20, 40, 50, 30]")

        let cancelling = TestScheduler(initialClock: 0)
        let cancelled = cancelling.scheduleRelativeVirtual((), dueTime: 10) { _ in Disposables.create() }
        var seen: [String] = []
        cancelling.scheduleAt(20) { seen.append(cancelling.debugDescription) }
        cancelling.scheduleAt(30) {}
        cancelled.dispose()
        #expect(cancelling.debugDescription == "[10, 20, 30]")
        #expect(cancelling.nextDueTime == 20)
        cancelling.start()
        #expect(seen == ["[20, 30]"])
        #expect(cancelling.debugDescription == "[]")
    }

    @Test func aDisposeBagTakesABlockOfDisposables() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { disposed.append(1) }
            Disposables.create { disposed.append(2) }
        }
        bag?.insert {
            Disposables.create { disposed.append(3) }
        }
        bag = nil
        #expect(disposed == [1, 2, 3])
    }

    #if DEBUG
    /// A `concat`, `catch(sequence:)` or `retry` that reaches another of its kind over the
    /// same type of sequence takes in its sources, and the debug build's
    /// `maxTailRecursiveSinkStackSize` counts the sequences held, as RxSwift's does: each
    /// figure here is what RxSwift 6.10 prints for the same chain. One test, the chains in
    /// turn: the figure is a global.
    @Test func nestedSourcesAreTakenInAndCounted() {
        func one(_ value: Int) -> Observable<Int> { .just(value) }
        var attempts = 0
        let failing = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            observer.onError(Boom())
            return Disposables.create()
        }
        let chains: [(String, Observable<Int>, [String], Int)] = [
            ("first of two", .concat([.concat([one(1), one(2)]), one(3)]), ["1", "2", "3", "completed"], 2),
            ("last of two", .concat([one(1), .concat([one(2), one(3)])]), ["1", "2", "3", "completed"], 1),
            ("three deep", .concat([.concat([.concat([one(1), one(2)]), one(3)]), one(4)]), ["1", "2", "3", "4", "completed"], 3),
            ("concat(_:)", Observable.concat([one(1), one(2)]).concat(one(3)), ["1", "2", "3", "completed"], 2),
            ("a sequence around an array", .concat(AnySequence([.concat([one(1), one(2)]), one(3)])), ["1", "2", "3", "completed"], 0),
            ("retry of retry", failing.retry(2).retry(3), ["1", "2", "3", "4", "5", "6", "error"], 2),
            ("catch of catch", .catch(sequence: [.catch(sequence: [failing, failing]), one(9)]), ["7", "8", "9", "completed"], 2),
            ("concat of retry", .concat([failing.retry(2), one(9)]), ["9", "10", "error"], 0),
        ]
        for (chain, observable, expected, deepest) in chains {
            maxTailRecursiveSinkStackSize = 0
            var seen: [String] = []
            _ = observable.subscribe(onNext: { seen.append("\($0)") }, onError: { _ in seen.append("error") }, onCompleted: { seen.append("completed") })
            #expect(seen == expected, "\(chain)")
            #expect(maxTailRecursiveSinkStackSize == deepest, "\(chain)")
        }
    }
    #endif

    @Test func theDefaultErrorHandlerGetsTheSubscriptionsCallStackWhenAskedTo() {
        let previous = (Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack, Hooks.defaultErrorHandler)
        defer { (Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack, Hooks.defaultErrorHandler) = previous }
        var stacks: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        _ = Observable<Int>.error(Boom()).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(Boom()).subscribe()
        #expect(stacks == [[], ["frame"]])
    }

    @Test func rxTestComparesTraitEventsAndSubscriptions() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent<Int>.error(Boom()) == .error(Boom()))
        #expect(MaybeEvent<Int>.completed != .success(1))
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(Boom()) != .completed)
        #expect(Subscription(5) == Subscription(5, .max))
        #expect(Set([Subscription(1, 2), Subscription(1, 2)]).count == 1)
        let observable: RxObservable<Int> = Observable.just(1)
        #expect(observable.record().0.elements == [1])
        let interval: SerialDispatchQueueScheduler.TimeInterval = 1.5
        let time: ConcurrentDispatchQueueScheduler.Time = Date(timeIntervalSince1970: interval)
        #expect(time.timeIntervalSince1970 == 1.5)
    }
}

/// The bridges to Swift concurrency. Without a resource check: an awaiting test moves
/// between threads, and MiniRx counts its resources per thread.
@Suite struct ConcurrencyBridgeTests {
    struct Boom: Error, Equatable {}

    @Test func valuesAndValueAwaitTheSequence() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
        #expect(collected == [1, 2, 3])
        var infallible: [String] = []
        for await value in Infallible.of("a", "b").values { infallible.append(value) }
        #expect(infallible == ["a", "b"])
        #expect(try await Single.just(4).value == 4)
        #expect(try await Maybe<Int>.empty().value == nil)
        try await Completable.empty().value
        await #expect(throws: Boom.self) { try await Single<Int>.error(Boom()).value }
        await #expect(throws: Boom.self) { for try await _ in Observable<Int>.error(Boom()).values {} }
    }

    @Test func aCancelledTaskDisposesTheSubscriptionItAwaits() async throws {
        let subject = PublishSubject<Int>()
        // As on RxSwift, a subject is no Sendable: the task holds it on trust.
        nonisolated(unsafe) let awaited = subject
        let waiting = Task { try await awaited.asSingle().value }
        let subscribed = await eventually { subject.hasObservers }
        #expect(subscribed)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!subject.hasObservers)
    }

    @Test func asyncWorkAndAsyncSequencesBecomeSequences() async throws {
        let made = Single<Int>.create { 6 * 7 }
        #expect(try await made.value == 42)
        let failing = Single<Int>.create(detached: true) { throw Boom() }
        await #expect(throws: Boom.self) { try await failing.value }
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        var seen: [Int] = []
        for try await value in stream.asObservable().values { seen.append(value) }
        #expect(seen == [1, 2])
    }

    /// Polls `condition` for up to 120 seconds.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }
}
