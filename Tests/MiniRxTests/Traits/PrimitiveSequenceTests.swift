import MiniRx
import MiniRxTest
import Testing

/// RxSwift's `Single`, `Maybe` and `Completable`.
@Suite struct PrimitiveSequenceTests {
    struct Boom: Error, Equatable {}

    @Test func asSingleTakesExactlyOneElement() {
        var results: [String] = []
        let record: (SingleEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): results.append("success \(value)")
            case .failure(let error): results.append("failure \(error)")
            }
        }
        _ = Observable.just(1).asSingle().subscribe(record)
        _ = Observable<Int>.empty().asSingle().subscribe(record)
        _ = Observable.of(1, 2).asSingle().subscribe(record)
        _ = Observable<Int>.error(Boom()).asSingle().subscribe(record)
        #expect(results == [
            "success 1",
            "failure \(RxError.noElements)",
            "failure \(RxError.moreThanOneElement)",
            "failure \(Boom())",
        ])
    }

    @Test func aSingleMapsFlatMapsAndSubscribesWithOnSuccessAndOnFailure() {
        var got: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(20))
            observer(.success(99))
            return Disposables.create()
        }
        _ = single.map { $0 + 1 }.flatMap { Single.just("\($0)") }.subscribe(
            onSuccess: { got.append($0) },
            onFailure: { got.append("\($0)") },
            onDisposed: { got.append("disposed") }
        )
        _ = Single<Int>.error(Boom()).subscribe(onFailure: { _ in got.append("failed") })
        #expect(got == ["21", "disposed", "failed"])
    }

    @Test func aMaybeSucceedsCompletesEmptyOrFails() {
        var got: [String] = []
        let handlers = { (maybe: Maybe<Int>) in
            _ = maybe.subscribe(onSuccess: { got.append("success \($0)") }, onError: { _ in got.append("error") }, onCompleted: { got.append("completed") })
        }
        handlers(Observable.just(3).asMaybe())
        handlers(Observable<Int>.empty().asMaybe())
        handlers(Observable<Int>.error(Boom()).asMaybe())
        handlers(Single.just(4).filter { $0 > 5 })
        #expect(got == ["success 3", "completed", "error", "completed"])
    }

    @Test func aCompletableEndsAndThenGoesOn() {
        var got: [String] = []
        _ = Observable.of(1, 2).asCompletable().andThen(Single.just("next")).subscribe(onSuccess: { got.append($0) })
        _ = Completable.error(Boom()).subscribe(onCompleted: { got.append("completed") }, onError: { _ in got.append("error") })
        _ = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }.subscribe(onCompleted: { got.append("created") })
        #expect(got == ["next", "error", "created"])
    }

    @Test func reduceToArrayFirstAndIgnoreElementsAsRxSwiftHasThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let sum = scheduler.start { source.reduce(0, accumulator: +) }
        #expect(sum.events == [.next(240, 6), .completed(240)])
        var array: [[Int]] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { array.append($0) })
        var first: [Int?] = []
        _ = Observable.of(7, 8).first().subscribe(onSuccess: { first.append($0) })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { first.append($0) })
        var ends: [String] = []
        _ = Observable.of(1, 2).ignoreElements().subscribe(onCompleted: { ends.append("completed") })
        #expect(array == [[1, 2, 3]])
        #expect(first == [7, nil])
        #expect(ends == ["completed"])
    }
}
