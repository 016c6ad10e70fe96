import Dispatch
@testable import MiniRx
import MiniRxBlocking
import MiniRxTest
import Testing

/// API that app view models and their tests use, spelled and behaving as RxSwift's.
@Suite struct RxSwiftAPITests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    @Test func zipAndCombineLatestTakeUpToEightSourcesAndCollections() {
        let a = Observable.of(1, 2), b = Observable.of(10, 20)
        let zipped8 = Observable.zip(a, b, a, b, a, b, a, b) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        #expect(zipped8.record().0.events == [.next(44), .next(88), .completed])
        let tuple5 = Observable.zip(a, b, a, b, a).map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 }
        #expect(tuple5.record().0.elements == [23, 46])
        let collection = Observable.zip([a, b, a])
        #expect(collection.record().0.elements == [[1, 10, 1], [2, 20, 2]])
        let s = (1...8).map { BehaviorSubject(value: $0) }
        let combined = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        let (recorder, _) = combined.record()
        s[7].onNext(100)
        #expect(recorder.elements == [36, 128])
        let tuple6 = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.5 }
        #expect(tuple6.record().0.elements == [6])
    }

    @Test func debugPrintsRxSwiftsLinesThroughTheHooks() {
        var lines: [String] = []
        Hooks.withDiagnosticHandlerOnThisThread({ lines.append($0.description) }) {
            _ = Observable.of(1, 2).debug("numbers").subscribe()
            _ = Observable<Int>.error(Boom()).debug("failing", trimOutput: true).subscribe(onError: { _ in })
        }
        #expect(lines == [
            "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)", "numbers -> Event completed", "numbers -> isDisposed",
            "failing -> subscribed", "failing -> Event error(Boom())", "failing -> isDisposed",
        ])
    }

    /// A relative timer set at subscription (200) fires `dueTime` later, as RxTest's
    /// scheduler adds its processing delay only to actions due now.
    @Test func timeWindowsAndTimeoutsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(400, 3), .completed(500)])
        #expect(scheduler.start { source.take(for: .seconds(30), scheduler: scheduler) }.events == [.next(210, 1), .completed(230)])
        let skipping = TestScheduler(initialClock: 0)
        let skipSource = skipping.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        #expect(skipping.start { skipSource.skip(for: .seconds(30), scheduler: skipping) }.events == [.next(250, 2), .completed(300)])
        let timing = TestScheduler(initialClock: 0)
        let slow = timing.createHotObservable([.next(210, 1), .next(400, 2)])
        #expect(timing.start { slow.timeout(.seconds(50), scheduler: timing) }.events == [.next(210, 1), .error(260, RxError.timeout)])
        let switching = TestScheduler(initialClock: 0)
        let late = switching.createHotObservable([.next(210, 1), .next(400, 2)])
        let other = switching.createColdObservable([.next(5, 99), .completed(10)])
        #expect(switching.start { late.timeout(.seconds(50), other: other, scheduler: switching) }.events == [.next(210, 1), .next(265, 99), .completed(270)])
    }

    @Test func staticCatchMovesToTheNextSourceOnAnError() {
        let first = Observable<Int>.concat([Observable.just(1), Observable.error(Boom())])
        let second = Observable.of(2, 3)
        #expect(Observable.catch(sequence: [first, second]).record().0.events == [.next(1), .next(2), .next(3), .completed])
        #expect(Observable.catch(sequence: [first, first]).record().0.events == [.next(1), .next(1), .error(Boom())])
    }

    @Test func disposablesAsRxSwiftHasThem() {
        var disposed: [Int] = []
        Disposables.create((1...5).map { index in Disposables.create { disposed.append(index) } }[0],
                           Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) },
                           Disposables.create { disposed.append(4) }, Disposables.create { disposed.append(5) }).dispose()
        #expect(disposed == [1, 2, 3, 4, 5])
        let boolean = BooleanDisposable()
        #expect(!boolean.isDisposed)
        boolean.dispose()
        #expect(boolean.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
        var resource = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { resource += 1 })
        let held = refCount.retain()
        refCount.dispose()
        #expect(resource == 0)
        held.dispose()
        #expect(resource == 1)
        #expect(refCount.isDisposed)
    }

    @Test func schedulersOnDispatchQueuesRunTheirActions() {
        // The actions run, and are released, on the queues' threads.
        NoResourcesLeft.skipCheck()
        let done = DispatchSemaphore(value: 0)
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
        _ = concurrent.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
        var configured = false
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "tests.serial", serialQueueConfiguration: { _ in configured = true })
        #expect(configured)
        _ = serial.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(done.wait(timeout: .now() + 5) == .success)
    }

    @Test func toBlockingWaitsForTheSequencesEnd() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable.of(1, 2, 3).toBlocking().first() == 1)
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable.just(7).toBlocking().single() == 7)
        let threaded = Observable<Int>.create { observer in
            let thread = UnsafeObserver(observer: observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
                thread.observer.onNext(5)
                thread.observer.onError(Boom())
            }
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = threaded.toBlocking(timeout: 5).materialize() else {
            Issue.record("did not fail")
            return
        }
        #expect(elements == [5])
        #expect(error as? Boom == Boom())
        #expect(throws: RxError.self) { try Observable<Int>.never().toBlocking(timeout: 0.05).first() }
        NoResourcesLeft.skipCheck()
    }
}

/// An observer handed to another thread in a test; unchecked, as the test sends from one
/// thread at a time.
struct UnsafeObserver: @unchecked Sendable {
    let observer: AnyObserver<Int>
}
