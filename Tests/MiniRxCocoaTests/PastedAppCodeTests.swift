import MiniRxCocoa
import MiniRxTest
import Testing

/// The RxCocoa API real view models use, each from RxCocoa's documented behaviour, on a
/// test scheduler standing in for the main one (no processing delay, so a trait delivers
/// at the time its source emits).
extension SharingSchedulerSuites {
    @Suite struct PastedAppCodeTests {
        struct Boom: Error {}

        func scheduler() -> TestScheduler {
            TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        }

        /// A type that conforms with `asSharedSequence()` only, as every copy of the common
        /// `ActivityIndicator` helper does, gets `asObservable()` and the operators.
        final class Loading: SharedSequenceConvertibleType {
            typealias Element = Bool
            typealias SharingStrategy = DriverSharingStrategy
            private let count = BehaviorRelay(value: 0)
            private let loading: Driver<Bool>

            init() {
                loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
            }

            func asSharedSequence() -> Driver<Bool> {
                loading
            }

            func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
                Observable.using({ () -> Token in
                    self.count.accept(self.count.value + 1)
                    return Token { self.count.accept(self.count.value - 1) }
                }, observableFactory: { _ in source.asObservable() })
            }

            /// Ends one activity when disposed.
            struct Token: Disposable {
                let end: () -> Void
                func dispose() { end() }
            }
        }

        @Test func aTypeConformingWithAsSharedSequenceOnlyIsASharedSequence() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let loading = Loading()
                let work = scheduler.createColdObservable([.next(20, "done"), .completed(30)])
                let observer = scheduler.createObserver(Bool.self)
                let results = scheduler.createObserver(String.self)
                scheduler.scheduleAt(200) { _ = loading.asObservable().subscribe(observer) }
                scheduler.scheduleAt(300) { _ = loading.track(work).subscribe(results) }
                scheduler.start()
                #expect(observer.events == [.next(200, false), .next(300, true), .next(330, false)])
                #expect(results.events == [.next(320, "done"), .completed(330)])
                // The operators are the protocol's: `map` on the helper keeps the trait.
                let mapped: Driver<String> = loading.map { $0 ? "busy" : "idle" }
                _ = mapped
            }
        }

        @Test func usingDisposesItsResourceAfterTheEndAndReportsAFactoryError() {
            var log: [String] = []
            struct Resource: Disposable {
                let onDispose: () -> Void
                func dispose() { onDispose() }
            }
            _ = Observable<Int>.using({ Resource { log.append("disposed") } }, observableFactory: { _ in .just(1) })
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            #expect(log == ["next 1", "completed", "disposed"])
            var error: Error?
            _ = Observable<Int>.using({ () throws -> Resource in throw Boom() }, observableFactory: { _ in .just(1) })
                .subscribe(onError: { error = $0 })
            #expect(error is Boom)
        }

        @Test func aBehaviorRelayAsADriverReplaysItsValue() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let relay = BehaviorRelay(value: 1)
                let observer = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) { _ = relay.asDriver().drive(observer) }
                scheduler.scheduleAt(250) { relay.accept(2) }
                scheduler.start()
                #expect(observer.events == [.next(200, 1), .next(250, 2)])
            }
        }

        @Test func driversCombineAsTuplesAndWithSelectorsFromTwoToEight() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let a = Driver.just(1), b = Driver.just("b"), c = Driver.just(true)
                var pairs: [String] = []
                _ = Driver.combineLatest(a, b).drive(onNext: { pairs.append("\($0.0)\($0.1)") })
                _ = Driver.combineLatest(a, b, c).drive(onNext: { pairs.append("\($0.0)\($0.1)\($0.2)") })
                _ = Driver.combineLatest(a, a, a, a, a, a, a, a) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }.drive(onNext: { pairs.append("\($0)") })
                _ = Driver.combineLatest(a, a, a, a, a, a, a, a).drive(onNext: { pairs.append("\($0.7)") })
                _ = Driver.zip(a, b).drive(onNext: { pairs.append("zip \($0.0)\($0.1)") })
                scheduler.start()
                // All at one virtual time; the order among them is the scheduler's.
                #expect(pairs.sorted() == ["1", "1b", "1btrue", "8", "zip 1b"])
            }
        }

        /// RxExample's signup: a `Signal` of taps, the latest of a `Driver`, into
        /// `flatMapLatest` of `Driver`s; the result is a `Driver`.
        @Test func aSignalFlatMapsLatestIntoDriversAndTakesTheLatestOfADriver() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let taps = scheduler.createHotObservable([.next(300, ()), .next(400, ())]).asSignal(onErrorJustReturn: ())
                let names = scheduler.createHotObservable([.next(250, "ann"), .next(350, "bob")]).asDriver(onErrorJustReturn: "")
                let answers: Driver<String> = taps.withLatestFrom(names)
                    .flatMapLatest { name in Observable.just("hello \(name)").asDriver(onErrorJustReturn: "failed") }
                let observer = scheduler.createObserver(String.self)
                scheduler.scheduleAt(200) { _ = answers.drive(observer) }
                scheduler.start()
                #expect(observer.events == [.next(300, "hello ann"), .next(400, "hello bob")])
            }
        }

        @Test func skipThrottleAndDebounceRunOnTheStrategysScheduler() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .next(400, 4)]).asDriver(onErrorJustReturn: 0)
                let skipped = scheduler.createObserver(Int.self)
                let debounced = scheduler.createObserver(Int.self)
                let throttled = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) {
                    _ = source.skip(2).drive(skipped)
                    // The test scheduler's tick is a second.
                    _ = source.debounce(.seconds(30)).drive(debounced)
                    _ = source.throttle(.seconds(100), latest: false).drive(throttled)
                }
                scheduler.start()
                #expect(skipped.events.map(\.value.element) == [3, 4])
                #expect(debounced.events == [.next(250, 2), .next(290, 3), .next(430, 4)])
                #expect(throttled.events == [.next(210, 1), .next(400, 4)])
            }
        }

        @Test func drivingAndEmittingIntoRelaysAndObservers() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                let replay = ReplayRelay<Int>.create(bufferSize: 1)
                let optional = BehaviorRelay<Int?>(value: nil)
                let publish = PublishRelay<String>()
                let received = BehaviorRelay(value: "")
                _ = Driver.just(5).drive(replay)
                _ = Driver.just(6).drive(optional)
                _ = publish.asSignal().emit(to: received)
                final class Owner {}
                let owner = Owner()
                var withOwner: [Int] = []
                _ = Driver.just(7).drive(with: owner, onNext: { _, value in withOwner.append(value) })
                scheduler.scheduleAt(300) { publish.accept("tap") }
                scheduler.start()
                #expect(optional.value == 6)
                #expect(received.value == "tap")
                #expect(withOwner == [7])
                var replayed: [Int] = []
                _ = replay.subscribe(onNext: { replayed.append($0) })
                #expect(replayed == [5])
            }
        }

        /// The rest of the spellings the RxCocoa suite's tests use, each as RxCocoa
        /// documents it.
        @Test func theRestOfRxCocoasSpellings() {
            let scheduler = scheduler()
            SharingScheduler.mock(scheduler: scheduler) {
                var log: [String] = []
                _ = Driver.from([1, 2]).drive(onNext: { log.append("from \($0)") })
                _ = Driver.of(3).drive(onNext: { log.append("of \($0)") })
                _ = Driver.concat([Driver.just(4), Driver.just(5)]).drive(onNext: { log.append("concat \($0)") })
                let recovered: Driver<Int> = Observable<Int>.error(Boom()).asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 6)
                _ = recovered.drive(onNext: { log.append("recovered \($0)") })
                _ = Driver.from(["a", "b", "ab"]).distinctUntilChanged { $0.count }.drive(onNext: { log.append("by count \($0)") })
                _ = Driver.from([1, 2, 4]).distinctUntilChanged { $1 - $0 == 1 }.drive(onNext: { log.append("by step \($0)") })
                let signal: Signal<String> = Driver.just(7).flatMap { Signal.just("signal \($0)") }
                final class Owner {}
                let owner = Owner()
                _ = signal.emit(with: owner, onNext: { _, text in log.append(text) })
                _ = Driver.just(8).do(onNext: { log.append("on \($0)") }, afterNext: { log.append("after \($0)") }).drive(onNext: { log.append("got \($0)") })
                scheduler.start()
                for expected in ["from 1", "from 2", "of 3", "concat 4", "concat 5", "recovered 6", "by count a", "by count ab",
                                 "by step 1", "by step 4", "signal 7"] {
                    #expect(log.contains(expected), "\(expected): \(log)")
                }
                #expect(!log.contains("by count b") && !log.contains("by step 2"))
                let handled = log.filter { $0.hasSuffix(" 8") }
                #expect(handled == ["on 8", "got 8", "after 8"])
            }
        }

        /// `import MiniRxCocoa` brings in Foundation, as `import RxCocoa` does.
        @Test func importingTheCocoaLibraryBringsInFoundation() {
            let date = Date(timeIntervalSince1970: 0)
            #expect(date.timeIntervalSince1970 == 0)
        }
    }
}
