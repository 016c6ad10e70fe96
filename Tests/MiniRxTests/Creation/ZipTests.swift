import MiniRx
import MiniRxTest
import Testing

@Suite struct ZipTests {
    let resources = NoResourcesLeft()

    @Test func pairsElementsByPosition() {
        let letters = PublishSubject<String>()
        let numbers = PublishSubject<Int>()
        let (recorder, _) = Observable.zip(letters, numbers) { "\($0)\($1)" }.record()
        letters.onNext("a")
        letters.onNext("b")
        numbers.onNext(1)
        numbers.onNext(2)
        numbers.onNext(3)
        #expect(recorder.elements == ["a1", "b2"])
        letters.onNext("c")
        #expect(recorder.elements == ["a1", "b2", "c3"])
    }

    @Test func completesWhenEverySourceHasCompleted() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.zip(first, second).map { $0 * $1 }.record()
        first.onNext(2)
        first.onCompleted()
        second.onNext(3)
        #expect(recorder.events == [.next(6)])
        second.onCompleted()
        #expect(recorder.events == [.next(6), .completed])
    }

    @Test func zipsThreeSources() {
        let zipped = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true, false))
        #expect(zipped.map { "\($0.0)\($0.1)\($0.2)" }.record().0.events == [.next("1atrue"), .next("2bfalse"), .completed])
    }
}
