import MiniRx
import MiniRxTest
import Testing

@Suite struct CombineLatestTests {
    let resources = NoResourcesLeft()

    @Test func waitsUntilEverySourceHasEmitted() {
        let email = PublishSubject<String>()
        let password = PublishSubject<String>()
        let (recorder, _) = Observable.combineLatest(email, password) { "\($0)/\($1)" }.record()
        email.onNext("a")
        email.onNext("ab")
        #expect(recorder.events.isEmpty)
        password.onNext("p")
        email.onNext("abc")
        #expect(recorder.elements == ["ab/p", "abc/p"])
    }

    @Test func doesNotRemoveDuplicates() {
        let valid = BehaviorSubject(value: true)
        let other = BehaviorSubject(value: true)
        let (recorder, _) = Observable.combineLatest(valid, other) { $0 && $1 }.record()
        valid.onNext(true)
        other.onNext(true)
        #expect(recorder.elements == [true, true, true])
    }

    @Test func completesWhenEverySourceHasCompleted() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(first, second).map { $0 + $1 }.record()
        first.onNext(1)
        second.onNext(2)
        first.onCompleted()
        second.onNext(3)
        second.onCompleted()
        #expect(recorder.events == [.next(3), .next(4), .completed])
    }

    @Test func completesWhenASourceEmitsAfterTheOthersFinishedWithoutAValue() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let third = PublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(first, second, third) { $0 + $1 + $2 }.record()
        first.onCompleted()
        third.onCompleted()
        second.onNext(1)
        #expect(recorder.events == [.completed])
    }

    @Test func failsOnTheFirstErrorAndOnAThrowingSelector() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.combineLatest(first, second).record()
        first.onNext(1)
        second.onError(TestError())
        first.onNext(2)
        #expect(recorder.events.map(\.isStopEvent) == [true])

        let throwing = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw TestError("selector") }
        #expect(throwing.record().0.events == [.error(TestError("selector"))])
    }

    @Test func combinesFourSourcesAndACollection() {
        let four = Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4)) { $0 + $1 + $2 + $3 }
        #expect(four.record().0.events == [.next(10), .completed])
        let tuple = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true))
        #expect(tuple.map { "\($0.0)\($0.1)\($0.2)" }.record().0.elements == ["1atrue"])
        let collection = Observable.combineLatest([BehaviorSubject(value: 1), BehaviorSubject(value: 2)])
        #expect(collection.record().0.elements == [[1, 2]])
        let summed = Observable.combineLatest([Observable.just(1), Observable.just(2)]) { $0.reduce(0, +) }
        #expect(summed.record().0.elements == [3])
        let empty: Observable<[Int]> = Observable.combineLatest([Observable<Int>]())
        // As RxSwift: the selector's value for no sources, then completed.
        #expect(empty.record().0.events == [.next([]), .completed])
    }
}
