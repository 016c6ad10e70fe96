import MiniRx
import MiniRxTest
import Testing

/// `Infallible` with RxSwift's operators and signatures, and `zip` of singles and maybes
/// by arity, as pasted app code calls them.
@Suite struct InfallibleAndZipTests {
    let resources = NoResourcesLeft()
    struct Boom: Error, Equatable {}

    final class Owner {}

    @Test func infallibleOperatorsKeepTheSequenceInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let results = scheduler.start {
            infallible.distinctUntilChanged { $0 }.debounce(.seconds(10), scheduler: scheduler)
                .scan(into: [Int]()) { $0.append($1) }.map { $0.map(String.init).joined(separator: ",") }
        }
        #expect(results.events == [.next(230, "2"), .next(270, "2,3"), .completed(300)])
    }

    @Test func flatMapTakesAnySequenceAndStartWithOneElement() {
        let flattened = Infallible.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.startWith(0)
        #expect(flattened.asObservable().record().0.elements == [0, 1, 10, 2, 20])
        let merged = Infallible.merge(Infallible.just(1), Infallible.just(2)).concat(Infallible.just(3))
        #expect(merged.asObservable().record().0.events == [.next(1), .next(2), .next(3), .completed])
        #expect(Infallible.concat([Infallible.just("a"), Infallible.just("b")]).asObservable().record().0.elements == ["a", "b"])
    }

    @Test func flatMapLatestIntoInfalliblesIsInfallibleAndMergeTakesAnArray() {
        let taps = PublishSubject<Int>()
        // As RxSwift types it: an Infallible, so `drive`-like code needs no error handling.
        let latest: Infallible<String> = taps.flatMapLatest { Infallible.just("tap \($0)") }
        let (recorder, _) = latest.asObservable().record()
        taps.onNext(1)
        taps.onNext(2)
        #expect(recorder.elements == ["tap 1", "tap 2"])
        let sources: [Observable<Int>] = [.just(1), .just(2)]
        #expect(Observable.merge(sources).record().0.events == [.next(1), .next(2), .completed])
    }

    @Test func takeSkipAndWithUnretained() {
        let gate = PublishSubject<Void>()
        let numbers = PublishRelay<Int>()
        let (recorder, _) = numbers.asInfallible().skip(until: gate).take(while: { $0 < 5 }, behavior: .inclusive).asObservable().record()
        numbers.accept(1)
        gate.onNext(())
        numbers.accept(2)
        numbers.accept(7)
        numbers.accept(8)
        #expect(recorder.events == [.next(2), .next(7), .completed])
        let owner = Owner()
        let tagged = Infallible.just(3).withUnretained(owner) { object, value in object === owner ? value : -1 }
        #expect(tagged.asObservable().record().0.elements == [3])
    }

    @Test func combineLatestAndZipOfInfallibles() {
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: "x")
        let tuple = Infallible.combineLatest(a.asInfallible(), b.asInfallible()).map { "\($0)\($1)" }
        let (recorder, _) = tuple.asObservable().record()
        a.accept(2)
        #expect(recorder.elements == ["1x", "2x"])
        let summed = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }
        #expect(summed.asObservable().record().0.elements == [3])
        let zipped = Infallible<String>.zip(Infallible.of(1, 2), Infallible.of("a", "b")) { "\($0)\($1)" }
        #expect(zipped.asObservable().record().0.events == [.next("1a"), .next("2b"), .completed])
        let event = InfallibleEvent.next(4).event
        #expect(event == .next(4))
    }

    @Test func singlesAndMaybesZipByArity() {
        let sum = Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }
        #expect(sum.asObservable().record().0.events == [.next(6), .completed])
        let pair = Single.zip(Single.just(1), Single.just("a")).map { "\($0)\($1)" }
        #expect(pair.asObservable().record().0.events == [.next("1a"), .completed])
        let eight = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1),
                              Maybe<Int>.empty()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        #expect(eight.asObservable().record().0.events == [.completed])
        let failing = Single.zip(Single.just(1), Single<Int>.error(Boom()))
        #expect(failing.asObservable().map { $0.0 + $0.1 }.record().0.events == [.error(Boom())])
    }
}
