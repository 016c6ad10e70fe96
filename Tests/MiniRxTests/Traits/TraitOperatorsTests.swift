import MiniRx
import MiniRxTest
import Testing

/// The operators RxSwift gives `Single`, `Maybe` and `Completable` themselves, spelled as
/// there, so that a real app's service and view-model code builds and behaves the same.
@Suite struct TraitOperatorsTests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    final class Owner {}

    @Test func eachTraitHasItsOwnDo() {
        var log: [String] = []
        _ = Single.just(1).do(onSuccess: { log.append("success \($0)") }, afterSuccess: { log.append("after \($0)") },
                              onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                              onDispose: { log.append("dispose") })
            .subscribe(onSuccess: { log.append("got \($0)") })
        // As RxSwift's `Do`: a source that ends during its subscription is disposed once
        // the subscription is set up, after `onSubscribed`.
        #expect(log == ["subscribe", "success 1", "got 1", "after 1", "subscribed", "dispose"])
        log = []
        _ = Maybe<Int>.empty().do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }).subscribe()
        _ = Completable.error(Boom()).do(onError: { _ in log.append("error") }, afterError: { _ in log.append("after error") })
            .subscribe(onError: { _ in log.append("handled") })
        #expect(log == ["completed", "error", "handled", "after error"])
    }

    @Test func compactMapIfEmptyAndCatchAndReturnOnTraits() {
        #expect(Single.just("7").compactMap(Int.init).asObservable().record().0.events == [.next(7), .completed])
        #expect(Single.just("x").compactMap(Int.init).asObservable().record().0.events == [.completed])
        #expect(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2)).asObservable().record().0.events == [.next(2), .completed])
        #expect(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3)).asObservable().record().0.events == [.next(3), .completed])
        #expect(Maybe.just(1).ifEmpty(switchTo: Single.just(3)).asObservable().record().0.events == [.next(1), .completed])
        #expect(Maybe<Int>.error(Boom()).catchAndReturn(4).asObservable().record().0.events == [.next(4), .completed])
    }

    @Test func subscribingWithAnObjectStopsWhenItIsGone() {
        var log: [String] = []
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        _ = subject.asMaybe().subscribe(with: owner ?? Owner(), onSuccess: { _, value in log.append("success \(value)") },
                                        onCompleted: { _ in log.append("completed") })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        #expect(log.isEmpty)
        let kept = Owner()
        _ = Completable.empty().subscribe(with: kept, onCompleted: { _ in log.append("completed") }, onDisposed: { _ in log.append("disposed") })
        #expect(log == ["completed", "disposed"])
    }

    @Test func completablesConcatAndZip() {
        var order: [String] = []
        func step(_ name: String) -> Completable {
            Completable.create { observer in
                order.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        #expect(step("a").concat(step("b")).asObservable().record().0.events == [.completed])
        #expect(Completable.concat(step("c"), step("d")).asObservable().record().0.events == [.completed])
        #expect(Completable.zip(step("e"), step("f")).asObservable().record().0.events == [.completed])
        #expect(order == ["a", "b", "c", "d", "e", "f"])
        #expect(Completable.zip([step("g"), Completable.error(Boom())]).asObservable().record().0.events == [.error(Boom())])
    }

    @Test func singlesOfACollectionZip() {
        #expect(Single.zip([Single.just(1), Single.just(2)]).asObservable().record().0.events == [.next([1, 2]), .completed])
        #expect(Single<Int>.zip([Single<Int>]()).asObservable().record().0.events == [.next([]), .completed])
        #expect(Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.asObservable().record().0.events == [.next(3), .completed])
        #expect(Single<Int>.zip([Single<Int>]()) { $0.count }.asObservable().record().0.events == [.next(0), .completed])
    }

    @Test func timeOnTraits() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler) }.events == [.next(210, 0), .completed(210)])
        let late = TestScheduler(initialClock: 0)
        let never = late.createHotObservable([.next(400, 1)])
        #expect(late.start { never.asSingle().timeout(.seconds(20), scheduler: late) }.events == [.error(220, RxError.timeout)])
        let other = TestScheduler(initialClock: 0)
        let slow = other.createHotObservable([.next(400, 1)])
        #expect(other.start { slow.asSingle().timeout(.seconds(20), other: Single.just(9), scheduler: other) }.events
            == [.next(220, 9), .completed(220)])
        let delayed = TestScheduler(initialClock: 0)
        let cold = delayed.createColdObservable([.next(0, 5), .completed(0)])
        #expect(delayed.start { cold.asSingle().delaySubscription(.seconds(30), scheduler: delayed) }.events
            == [.next(230, 5), .completed(230)])
        #expect(cold.subscriptions == [Subscription(230, 230)])
        let immediate = TestScheduler(initialClock: 0)
        // The element and the completion are scheduled one after the other, as RxSwift's `just(_:scheduler:)`.
        #expect(immediate.start { Maybe.just(1, scheduler: immediate) }.events == [.next(201, 1), .completed(202)])
    }

    @Test func retryWhenAndUsingOnTraits() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Boom()) : .just(attempts)
        }
        #expect(flaky.retry(when: { (errors: Observable<Error>) in errors }).asObservable().record().0.events == [.next(3), .completed])
        let resource = BooleanDisposable()
        let used = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just("resource") })
        #expect(used.asObservable().record().0.events == [.next("resource"), .completed])
        #expect(resource.isDisposed)
        var lines: [String] = []
        Hooks.withDiagnosticHandlerOnThisThread({ lines.append($0.description) }) {
            _ = Single.just(1).debug("single").subscribe()
        }
        #expect(lines.first == "single -> subscribed")
    }

    /// RxSwift 5's names on traits still compile and do what the new ones do.
    @available(*, deprecated)
    @Test func deprecatedNamesOnTraits() {
        #expect(Single<Int>.error(Boom()).catchError { _ in .just(1) }.asObservable().record().0.events == [.next(1), .completed])
        #expect(Single<Int>.error(Boom()).catchErrorJustReturn(2).asObservable().record().0.events == [.next(2), .completed])
        #expect(Maybe<Int>.error(Boom()).catchErrorJustReturn(3).asObservable().record().0.events == [.next(3), .completed])
        var failed = false
        _ = Single<Int>.error(Boom()).subscribe(onSuccess: nil, onError: { _ in failed = true })
        #expect(failed)
        let scheduler = TestScheduler(initialClock: 0)
        // observe(on:) delivers one event per scheduled action, as RxSwift: the completion a tick later.
        #expect(scheduler.start { Single.just(1).observeOn(scheduler).subscribeOn(scheduler) }.events == [.next(202, 1), .completed(203)])
        var attempts = 0
        let flaky = Maybe<Int>.deferred {
            attempts += 1
            return attempts < 2 ? .error(Boom()) : .just(attempts)
        }
        #expect(flaky.retryWhen { (errors: Observable<Error>) in errors }.asObservable().record().0.events == [.next(2), .completed])
    }
}
