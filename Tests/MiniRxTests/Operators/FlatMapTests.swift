import MiniRx
import MiniRxTest
import Testing

@Suite struct FlatMapTests {
    let resources = NoResourcesLeft()

    @Test func flatMapMergesEveryInnerSequence() {
        let outer = PublishSubject<Int>()
        let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
        let (recorder, _) = outer.flatMap { inners[$0] ?? PublishSubject() }.record()
        outer.onNext(1)
        outer.onNext(2)
        inners[1]?.onNext("a")
        inners[2]?.onNext("b")
        inners[1]?.onNext("c")
        outer.onCompleted()
        inners[1]?.onCompleted()
        #expect(recorder.events == [.next("a"), .next("b"), .next("c")])
        inners[2]?.onCompleted()
        #expect(recorder.events.last == .completed)
    }

    @Test func anInnerErrorEndsEverything() {
        let outer = PublishSubject<Int>()
        let (recorder, _) = outer.flatMap { value -> Observable<Int> in
            value == 2 ? .error(TestError()) : .just(value)
        }.record()
        outer.onNext(1)
        outer.onNext(2)
        outer.onNext(3)
        #expect(recorder.events == [.next(1), .error(TestError())])
    }

    @Test func flatMapLatestFollowsOnlyTheNewestInner() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let (recorder, _) = outer.flatMapLatest { $0 == 1 ? first : second }.record()
        outer.onNext(1)
        first.onNext("a")
        outer.onNext(2)
        #expect(!first.hasObservers)
        first.onNext("ignored")
        second.onNext("b")
        outer.onCompleted()
        #expect(recorder.events == [.next("a"), .next("b")])
        second.onCompleted()
        #expect(recorder.events.last == .completed)
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerIsActive() {
        let outer = PublishSubject<Int>()
        let requests = PublishSubject<String>()
        var started: [Int] = []
        let (recorder, _) = outer.flatMapFirst { value -> Observable<String> in
            started.append(value)
            return requests.take(1)
        }.record()
        outer.onNext(1)
        outer.onNext(2)
        requests.onNext("done")
        outer.onNext(3)
        #expect(started == [1, 3])
        #expect(recorder.elements == ["done"])
    }

    @Test func concatMapRunsInnerSequencesOneAfterAnother() {
        let outer = PublishSubject<Int>()
        let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
        let (recorder, _) = outer.concatMap { inners[$0] ?? PublishSubject() }.record()
        outer.onNext(1)
        outer.onNext(2)
        inners[2]?.onNext("too early")
        inners[1]?.onNext("a")
        inners[1]?.onCompleted()
        inners[2]?.onNext("b")
        #expect(recorder.elements == ["a", "b"])
    }

    @Test func synchronousInnersRunInTrampolineOrder() {
        let source = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }
        #expect(source.record().0.events == [.next(1), .next(10), .next(2), .next(20), .completed])
    }
}
