import MiniRx
import StyleKit
import MiniRxTest
import Synchronization
import Testing

/// The mutant kinds beyond the flat-map family and the removals: each swap changes what a
/// small view model emits where it should, and calls a flat-map's closure makes at events
/// are sites of their own.
@Suite struct OperatorMutationKindsTests {
    /// `build` run with the call `name` #0 built as `replacement`, or as written (`nil`).
    private func built<T>(_ name: String, as replacement: String?, _ build: () -> T) -> T {
        let mutation = replacement.map { OperatorMutation(site: .init(name: name, ordinal: 0), replacement: $0) }
        let result = OperatorHooks.$current.withValue(mutation, operation: build)
        if mutation?.applied == false { Issue.record("\(name) was not swapped") }
        return result
    }

    /// What comes out of `chain` when `events` go into its source.
    private func run(_ events: [Int], _ chain: (Observable<Int>) -> Observable<Int>) -> [Int] {
        let source = PublishSubject<Int>()
        var seen: [Int] = []
        let subscription = chain(source.asObservable()).subscribe(onNext: { seen.append($0) })
        events.forEach(source.onNext)
        subscription.dispose()
        return seen
    }

    @Test func withLatestFromAndCombineLatestTradePlaces() {
        // A tap takes the latest text; the text changing alone sends nothing, unless combined.
        func form(_ name: String, as replacement: String?) -> [String] {
            let taps = PublishSubject<Void>()
            let text = BehaviorSubject(value: "a")
            let submitted: Observable<String> = built(name, as: replacement) {
                name == "withLatestFrom"
                    ? taps.withLatestFrom(text)
                    : Observable.combineLatest(taps, text) { $1 }
            }
            var seen: [String] = []
            let subscription = submitted.subscribe(onNext: { seen.append($0) })
            taps.onNext(())
            text.onNext("ab")
            taps.onNext(())
            subscription.dispose()
            return seen
        }
        #expect(form("withLatestFrom", as: nil) == ["a", "ab"])
        #expect(form("withLatestFrom", as: "combineLatest") == ["a", "ab", "ab"])
        #expect(form("combineLatest", as: nil) == ["a", "ab", "ab"])
        #expect(form("combineLatest", as: "withLatestFrom") == ["a", "ab"])
    }

    @Test func debounceAndThrottleTradePlaces() {
        func typed(_ name: String, as replacement: String?) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let keys = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(400, 3)])
            return built(name, as: replacement) {
                scheduler.start {
                    name == "debounce"
                        ? keys.debounce(.seconds(50), scheduler: scheduler)
                        : keys.throttle(.seconds(50), latest: true, scheduler: scheduler)
                }
            }.events
        }
        let debounced: [Recorded<Event<Int>>] = [.next(270, 2), .next(450, 3)]
        let throttled: [Recorded<Event<Int>>] = [.next(210, 1), .next(260, 2), .next(400, 3)]
        #expect(typed("debounce", as: nil) == debounced)
        #expect(typed("debounce", as: "throttle") == throttled)
        #expect(typed("throttle", as: nil) == throttled)
        #expect(typed("throttle", as: "debounce") == debounced)
    }

    @Test func aBehaviorRelayBuiltAsAPublishRelayKeepsItsValueButReplaysNothing() {
        func late(as replacement: String?) -> (seen: [Int], value: Int) {
            let relay = built("BehaviorRelay", as: replacement) { BehaviorRelay(value: 1) }
            relay.accept(2)
            var seen: [Int] = []
            let subscription = relay.subscribe(onNext: { seen.append($0) })
            let viaObservable = relay.asObservable().subscribe(onNext: { seen.append($0 * 10) })
            relay.accept(3)
            subscription.dispose()
            viaObservable.dispose()
            return (seen, relay.value)
        }
        #expect(late(as: nil).seen == [2, 20, 3, 30])
        #expect(late(as: "PublishRelay").seen == [3, 30])
        #expect(late(as: "PublishRelay").value == 3)
    }

    @Test func catchAndObserveOnRemovedLetTheirSourceThrough() {
        struct Failure: Error {}
        func answer(_ name: String, removed: Bool) -> [String] {
            let failing = Observable<String>.error(Failure())
            let result: Observable<String> = built(name, as: removed ? OperatorMutation.removed : nil) {
                name == "catch" ? failing.catch { _ in .just("caught") } : failing.catchAndReturn("returned")
            }
            var seen: [String] = []
            _ = result.subscribe(onNext: { seen.append($0) }, onError: { _ in seen.append("error") })
            return seen
        }
        #expect(answer("catch", removed: false) == ["caught"])
        #expect(answer("catch", removed: true) == ["error"])
        #expect(answer("catchAndReturn", removed: false) == ["returned"])
        #expect(answer("catchAndReturn", removed: true) == ["error"])

        func delivered(removed: Bool) -> [Int] {
            let scheduler = TestScheduler(initialClock: 0)
            let chain = built("observe(on:)", as: removed ? OperatorMutation.removed : nil) {
                Observable.just(1).observe(on: scheduler)
            }
            var seen: [Int] = []
            _ = chain.subscribe(onNext: { seen.append($0) })
            seen.append(0)
            scheduler.start()
            return seen
        }
        #expect(delivered(removed: false) == [0, 1])
        #expect(delivered(removed: true) == [1, 0])
    }

    /// A login's request, made in a flat-map's closure at each tap: its `catch` is site
    /// catch #0 within flatMapLatest #0 at every tap, found only once a tap runs it, and
    /// removing it lets the first failed request end the stream.
    @Test func aCallInAFlatMapsClosureIsASiteWithinIt() {
        struct Failure: Error {}
        let within = OperatorMutation.Site(name: "flatMapLatest", ordinal: 0)
        let nested = OperatorMutation.Site(name: "catch", ordinal: 0, within: [within])
        func logins(_ mutation: OperatorMutation?) -> [String] {
            let taps = PublishSubject<Bool>()
            let results = OperatorHooks.$current.withValue(mutation) {
                taps.flatMapLatest { fails in
                    (fails ? Observable.error(Failure()) : Observable.just("ok")).catch { _ in .just("failed") }
                }
            }
            var seen: [String] = []
            let subscription = results.subscribe(onNext: { seen.append($0) }, onError: { _ in seen.append("ended") })
            for fails in [false, true, false] { taps.onNext(fails) }
            subscription.dispose()
            return seen
        }
        let census = OperatorMutation()
        #expect(logins(census) == ["ok", "failed", "ok"])
        #expect(census.sites == [within, nested])
        let applied = Mutex(0)
        let removed = OperatorMutation(site: nested, replacement: OperatorMutation.removed) { applied.withLock { $0 += 1 } }
        #expect(logins(removed) == ["ok", "ended"])
        #expect(applied.withLock { $0 } == 2)
        // Outside a flat-map's closure, no call is that site.
        let outside = OperatorMutation(site: nested, replacement: OperatorMutation.removed)
        _ = OperatorHooks.$current.withValue(outside) { Observable<Int>.never().catch { _ in .empty() } }
        #expect(!outside.applied)
    }

    /// A counter that feeds its own count back: written with withLatestFrom it adds one
    /// a tap; built as combineLatest it would add one for ever, and overflow the stack.
    /// The swapped call ends instead, with EndlessLoop, at the 64th nested event.
    @Test func aSwapThatClosesALoopEndsInsteadOfOverflowing() {
        func tap(as replacement: String?) -> (count: Int, ended: String?) {
            let taps = PublishSubject<Void>()
            let count = BehaviorRelay(value: 0)
            let next = built("withLatestFrom", as: replacement) { taps.withLatestFrom(count) { $1 + 1 } }
            var ended: String?
            let subscription = next.subscribe(onNext: { count.accept($0) }, onError: { ended = "\($0)" })
            taps.onNext(())
            subscription.dispose()
            return (count.value, ended)
        }
        #expect(tap(as: nil) == (1, nil))
        let looped = tap(as: "combineLatest")
        #expect(looped.ended == "the swapped call's events came back into it without end")
        #expect(looped.count == 64)
    }

    @Test func aSiteIsHandedToAChildAsOneWord() {
        let site = OperatorMutation.Site(name: "observe(on:)", ordinal: 2,
                                         within: [.init(name: "flatMapLatest", ordinal: 0), .init(name: "concatMap", ordinal: 1, within: [.init(name: "flatMapLatest", ordinal: 0)])])
        #expect(site.path == "flatMapLatest#0/concatMap#1/observe(on:)#2")
        #expect(OperatorMutation.Site(path: site.path) == site)
        #expect(OperatorMutation.Site(path: "share(replay: 1)#0") == .init(name: "share(replay: 1)", ordinal: 0))
        for bad in ["", "catch", "catch#", "#0", "catch#-1", "catch#x", "flatMap#0//catch#0", "catch#0/"] {
            #expect(OperatorMutation.Site(path: bad) == nil, "\(bad)")
        }
    }
}
