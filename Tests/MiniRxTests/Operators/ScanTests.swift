import MiniRx
import MiniRxTest
import Testing

@Suite struct ScanTests {
    let resources = NoResourcesLeft()

    @Test func emitsEachIntermediateResult() {
        #expect(Observable.of(1, 2, 3).scan(0, accumulator: +).record().0.elements == [1, 3, 6])
        let into = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }
        #expect(into.record().0.elements == [["a"], ["a", "b"]])
    }

    @Test func keepsItsStatePerSubscription() {
        let taps = PublishSubject<Void>()
        let count = taps.scan(0) { count, _ in count + 1 }
        let (first, _) = count.record()
        taps.onNext(())
        taps.onNext(())
        let (second, _) = count.record()
        taps.onNext(())
        #expect(first.elements == [1, 2, 3])
        #expect(second.elements == [1])
    }

    @Test func aThrowingAccumulatorEndsTheSequence() {
        let source = Observable.of(1, 2).scan(0) { _, _ -> Int in throw TestError() }
        #expect(source.record().0.events == [.error(TestError())])
    }
}
