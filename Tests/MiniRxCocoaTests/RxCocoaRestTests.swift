import MiniRx
import MiniRxCocoa
import MiniRxTest
import Testing

/// RxCocoa's platform-independent API that the symbol-graph comparison found missing:
/// `bind` of an `Infallible`, the tuple forms of `combineLatest` and `zip` as RxCocoa
/// types them, `merge`, `interval` and `timer` of shared sequences, `RxCocoaError`.
extension SharingSchedulerSuites {
    @Suite struct RxCocoaRestTests {
        @Test func anInfallibleBindsToObserversRelaysAndFunctions() {
            let observer = PublishSubject<Int>()
            var seen: [String] = []
            _ = observer.subscribe { seen.append("\($0)") }
            _ = Infallible.of(1, 2).bind(to: observer)
            #expect(seen == ["next(1)", "next(2)", "completed"])
            let relay = BehaviorRelay<Int?>(value: nil)
            _ = Infallible.just(3).bind(to: relay)
            #expect(relay.value == 3)
            var handled: [Int] = []
            _ = Infallible.just(4).bind(onNext: { handled.append($0) })
            func adding(_ source: Infallible<Int>) -> (Int) -> Disposable {
                { offset in source.bind(onNext: { handled.append($0 + offset) }) }
            }
            _ = Infallible.just(5).bind(to: adding, curriedArgument: 100)
            _ = Observable.just(6).bind(to: { (source: Observable<Int>) in { (offset: Int) in source.subscribe(onNext: { handled.append($0 + offset) }) } },
                                        curriedArgument: 1_000)
            #expect(handled == [4, 105, 1_006])
        }

        @Test func tupleFormsInferTheirElementAndMergeInterval() {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let a = Driver.just(1), b = Driver.just("x")
                let pairs = scheduler.createObserver(String.self)
                _ = Driver.combineLatest(a, b).map { "\($0)\($1)" }.drive(pairs)
                _ = Driver.zip(a, b).map { "\($1)\($0)" }.drive(pairs)
                let merged = scheduler.createObserver(Int.self)
                _ = Driver.merge([Driver.just(7), Driver.just(8)]).drive(merged)
                let ticks = scheduler.createObserver(Int.self)
                let ticking = Driver<Int>.interval(.seconds(10)).drive(ticks)
                scheduler.scheduleAt(35) { ticking.dispose() }
                scheduler.start()
                #expect(pairs.events.compactMap(\.value.element) == ["1x", "x1"])
                #expect(merged.events.compactMap(\.value.element) == [7, 8])
                #expect(ticks.events == [.next(10, 0), .next(20, 1), .next(30, 2)])
            }
        }

        @Test func collectionFormsAreTypedByTheirSourcesAsRxCocoaTypesThem() {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                // `Driver<Int>` names the sources' element, as in RxCocoa; the closure's
                // result is the new element.
                let sources = [Driver<Int>.just(1), Driver<Int>.just(2)]
                let joined = scheduler.createObserver(String.self)
                _ = Driver<Int>.combineLatest(sources) { $0.map(String.init).joined(separator: "+") }.drive(joined)
                _ = Driver<Int>.zip(sources) { $0.map(String.init).joined(separator: "&") }.drive(joined)
                let arrays = scheduler.createObserver([Int].self)
                _ = Driver<Int>.combineLatest(sources).drive(arrays)
                _ = Driver<Int>.zip(sources).drive(arrays)
                let concatenated = scheduler.createObserver(Int.self)
                _ = Driver<Int>.concat(sources).drive(concatenated)
                scheduler.start()
                #expect(joined.events.compactMap(\.value.element) == ["1+2", "1&2"])
                #expect(arrays.events.compactMap(\.value.element) == [[1, 2], [1, 2]])
                #expect(concatenated.events.compactMap(\.value.element) == [1, 2])
            }
        }

        @Test func aSharedSequenceIsAnInfallibleAndTimersStartLate() {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let seen = scheduler.createObserver(Int.self)
                let timer = Signal<Int>.timer(.seconds(5), period: .seconds(10)).asInfallible().bind(to: seen)
                scheduler.scheduleAt(20) { timer.dispose() }
                scheduler.start()
                #expect(seen.events == [.next(5, 0), .next(15, 1)])
            }
        }

        @Test func rxCocoaErrorsSayWhatRxCocoaSays() {
            #expect(RxCocoaError.unknown.debugDescription == "Unknown error occurred.")
            #expect(RxCocoaError.castingError(object: 1, targetType: String.self).debugDescription == "Error casting `1` to `String`")
        }

        @Test func concatIteratesAnEndlessSequenceOnlyAsFarAsItGoes() {
            var made = 0
            let endless = AnySequence { AnyIterator { () -> Observable<Int>? in
                made += 1
                return Observable.just(made)
            } }
            var seen: [Int] = []
            _ = Observable.concat(endless).take(3).subscribe(onNext: { seen.append($0) })
            #expect(seen == [1, 2, 3])
            #expect(made == 3)
        }
    }
}
