import Foundation
import MiniRx
import MiniRxTest
import Testing

/// Operators that were left out as "not used by view models" until real apps' view
/// models used them, each checked against what RxSwift's implementation does, with
/// virtual times as RxTest records them.
@Suite struct OperatorsAppsUseTests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    func numbers(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    }

    @Test func elementAtTakesOneByIndexOrFailsOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)
        #expect(scheduler.start { xs.element(at: 1) }.events == [.next(220, 2), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        let beyond = TestScheduler(initialClock: 0)
        let ys = numbers(beyond)
        #expect(beyond.start { ys.element(at: 3) }.events == [.error(240, RxError.argumentOutOfRange)])
    }

    @Test func singleWantsExactlyOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)
        #expect(scheduler.start { xs.single() }.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        let matching = TestScheduler(initialClock: 0)
        let ys = numbers(matching)
        #expect(matching.start { ys.single { $0 == 2 } }.events == [.next(220, 2), .completed(240)])
        let none = TestScheduler(initialClock: 0)
        let zs = numbers(none)
        #expect(none.start { zs.single { $0 > 5 } }.events == [.error(240, RxError.noElements)])
        let throwing = TestScheduler(initialClock: 0)
        let ws = numbers(throwing)
        #expect(throwing.start { ws.single { _ in throw Boom() } }.events == [.error(210, Boom())])
    }

    @Test func takeLastEmitsTheLastOnesAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)
        #expect(scheduler.start { xs.takeLast(2) }.events == [.next(240, 2), .next(240, 3), .completed(240)])
        let none = TestScheduler(initialClock: 0)
        let ys = numbers(none)
        #expect(none.start { ys.takeLast(0) }.events == [.completed(240)])
    }

    @Test func enumeratedCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = numbers(scheduler)
        #expect(scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }.events
            == [.next(210, "0:1"), .next(220, "1:2"), .next(230, "2:3"), .completed(240)])
    }

    @Test func ifEmptySwitchesOnlyWhenNothingCame() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(240, Int.self)])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        #expect(scheduler.start { empty.ifEmpty(switchTo: fallback.asObservable()) }.events == [.next(245, 9), .completed(250)])
        #expect(fallback.subscriptions == [Subscription(240, 250)])
        let full = TestScheduler(initialClock: 0)
        let xs = numbers(full)
        let unused = full.createColdObservable([.next(5, 9)])
        #expect(full.start { xs.ifEmpty(switchTo: unused.asObservable()) }.events.count == 4)
        #expect(unused.subscriptions.isEmpty)
    }

    @Test func ambMirrorsWhicheverSendsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(230, "left"), .completed(300)])
        let right = scheduler.createHotObservable([.next(220, "right"), .completed(250)])
        #expect(scheduler.start { left.amb(right) }.events == [.next(220, "right"), .completed(250)])
        #expect(left.subscriptions == [Subscription(200, 220)])
        #expect(right.subscriptions == [Subscription(200, 250)])
        let many = TestScheduler(initialClock: 0)
        let a = many.createHotObservable([.error(215, Boom(), Int.self)])
        let b = many.createHotObservable([.next(210, 2)])
        #expect(many.start { Observable.amb([a.asObservable(), b.asObservable()]) }.events == [.next(210, 2)])
    }

    @Test func groupByEmitsAGroupPerKeyAndEndsThemAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let grouped = scheduler.start {
            xs.groupBy { $0 % 2 == 0 ? "even" : "odd" }.flatMap { group in
                group.map { "\(group.key) \($0)" }.concat(Observable.just("\(group.key) ended"))
            }
        }
        #expect(grouped.events == [.next(210, "odd 1"), .next(220, "even 2"), .next(230, "odd 3"), .next(240, "even 4"),
                                   .next(250, "odd ended"), .next(250, "even ended"), .completed(250)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .next(220, 2)])
        let keys = failing.start { ys.groupBy { (value: Int) -> Int in if value == 2 { throw Boom() }; return value }.map(\.key) }
        #expect(keys.events == [.next(210, 1), .error(220, Boom())])
    }

    /// The source stays subscribed while a group is, after the outer subscription ends.
    @Test func aGroupKeepsTheSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(260, 1)])
        let members = scheduler.createObserver(Int.self)
        var groupSubscription: Disposable?
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 }.subscribe(onNext: { group in groupSubscription = group.subscribe(members) })
        }
        scheduler.scheduleAt(230) { outer?.dispose() }
        scheduler.scheduleAt(270) { groupSubscription?.dispose() }
        scheduler.start()
        #expect(members.events == [.next(210, 1), .next(220, 1), .next(260, 1)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    /// The usual back-off: retry twice, a few ticks after each error, then give up.
    @Test func retryWhenResubscribesWhenTheHandlerSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Boom())])
        let results = scheduler.start {
            xs.retry(when: { (errors: Observable<Boom>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? Observable<Int>.timer(.seconds(5), scheduler: scheduler) : Observable.error(error)
                }
            })
        }
        #expect(results.events == [.next(210, 1), .next(235, 1), .next(260, 1), .error(270, Boom())])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createColdObservable([.error(10, Boom(), Int.self)])
        let gaveUp = completing.start { ys.retry(when: { (errors: Observable<Error>) in errors.take(1).filter { _ in false } }) }
        #expect(gaveUp.events == [.completed(210)])
    }

    @Test func retryWhenPassesOnErrorsOfAnotherType() {
        struct Other: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, Other(), Int.self)])
        let results = scheduler.start { xs.retry(when: { (errors: Observable<Boom>) in errors }) }
        #expect(results.events == [.error(210, Other())])
    }

    @Test func sampleTakesTheLatestAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(215, ()), .next(230, ()), .next(235, ()), .next(250, ()), .next(310, ())])
        #expect(scheduler.start { xs.sample(ticks) }.events == [.next(215, 1), .next(230, 2), .next(250, 3), .completed(310)])
        let defaulting = TestScheduler(initialClock: 0)
        let ys = defaulting.createHotObservable([.next(210, 1)])
        let beats = defaulting.createHotObservable([.next(215, ()), .next(230, ())])
        #expect(defaulting.start { ys.sample(beats, defaultValue: 0) }.events == [.next(215, 1), .next(230, 0)])
    }

    @Test func generateRangeAndRepeatElement() {
        #expect(Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).record().0.events
            == [.next(1), .next(3), .next(9), .completed])
        #expect(Observable.range(start: 5, count: 3).record().0.events == [.next(5), .next(6), .next(7), .completed])
        #expect(Observable<Int>.range(start: 5, count: 0).record().0.events == [.completed])
        #expect(Observable.repeatElement("a").take(3).record().0.events == [.next("a"), .next("a"), .next("a"), .completed])
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable.range(start: 1, count: 2, scheduler: scheduler) }.events
            == [.next(201, 1), .next(202, 2), .completed(203)])
    }

    @Test func decodeDecodesDataOrFails() {
        struct Login: Decodable, Equatable { let user: String }
        let data = Observable.of(Data(#"{"user":"ann"}"#.utf8), Data("not json".utf8))
        let (recorder, _) = data.decode(type: Login.self, decoder: JSONDecoder()).record()
        #expect(recorder.elements == [Login(user: "ann")])
        #expect(recorder.events.count == 2)
        if case .error? = recorder.events.last {} else { Issue.record("expected an error, got \(recorder.events)") }
    }

    @Test func bufferEmitsByCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300)])
        #expect(scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }.events
            == [.next(220, [1, 2]), .next(270, [3]), .next(300, [4]), .completed(300)])
        let quiet = TestScheduler(initialClock: 0)
        let ys = quiet.createHotObservable([.completed(330, Int.self)])
        #expect(quiet.start { ys.buffer(timeSpan: .seconds(50), count: 2, scheduler: quiet) }.events
            == [.next(250, []), .next(300, []), .next(330, []), .completed(330)])
    }

    @Test func windowOpensByCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300)])
        let windows = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).enumerated().flatMap { index, window in
                window.map { "\(index):\($0)" }
            }
        }
        #expect(windows.events == [.next(210, "0:1"), .next(220, "0:2"), .next(230, "1:3"), .next(280, "2:4"), .completed(300)])
    }

    /// A new subject for each connection: a connection that ended lets the next one
    /// subscribe the source again.
    @Test func multicastMakesASubjectPerConnection() {
        var made = 0
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(subscriptions)
        }
        let connectable = source.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        let (first, _) = connectable.record()
        _ = connectable.connect()
        #expect(first.events == [.next(1), .completed])
        let (second, _) = connectable.record()
        _ = connectable.connect()
        #expect(second.events == [.next(2), .completed])
        #expect(made == 2)
    }
}
