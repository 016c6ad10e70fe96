import MiniRx
import MiniRxTest
import Testing

@Suite struct SequenceTests {
    let resources = NoResourcesLeft()

    @Test func justEmitsOneElementAndCompletes() {
        #expect(Observable.just(1).record().0.events == [.next(1), .completed])
    }

    @Test func ofAndFromEmitTheirElementsInOrderThenComplete() {
        #expect(Observable.of(1, 2, 3).record().0.events == [.next(1), .next(2), .next(3), .completed])
        #expect(Observable.from([4, 5]).record().0.events == [.next(4), .next(5), .completed])
        #expect(Observable.from(1...3).record().0.elements == [1, 2, 3])
        #expect(Observable.from(optional: 7).record().0.events == [.next(7), .completed])
        #expect(Observable<Int>.from(optional: nil).record().0.events == [.completed])
    }

    @Test func emptyNeverAndErrorDoWhatTheySay() {
        #expect(Observable<Int>.empty().record().0.events == [.completed])
        #expect(Observable<Int>.never().record().0.events == [])
        #expect(Observable<Int>.error(TestError()).record().0.events == [.error(TestError())])
    }

    @Test func mergedSequencesInterleaveOnTheCurrentThreadTrampoline() {
        let merged = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
        #expect(merged.record().0.events == [.next(1), .next(3), .next(2), .next(4), .completed])
    }

    @Test func combiningSequencesSeesTheirElementsInterleaved() {
        let combined = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
        #expect(combined.record().0.elements == [11, 12, 22])
    }

    @Test func justEmptyAndErrorEmitWithoutTheTrampolineAsInRxSwift() {
        // RxSwift's `Just`, `EmptyProducer` and `ErrorProducer` send their events during
        // `subscribe` without entering the trampoline, so a sequence subscribed from their
        // observer runs to its end at once.
        var log: [String] = []
        func subscribeInner(_ label: String) {
            Observable.of(1, 2).subscribe(onNext: { log.append("\(label) inner \($0)") }).disposedAtTheEnd()
            log.append("\(label) after inner subscribe")
        }
        Observable.just(0).subscribe(onNext: { _ in subscribeInner("just") }).disposedAtTheEnd()
        Observable<Int>.empty().subscribe(onCompleted: { subscribeInner("empty") }).disposedAtTheEnd()
        Observable<Int>.error(TestError()).subscribe(onError: { _ in subscribeInner("error") }).disposedAtTheEnd()
        #expect(log == [
            "just inner 1", "just inner 2", "just after inner subscribe",
            "empty inner 1", "empty inner 2", "empty after inner subscribe",
            "error inner 1", "error inner 2", "error after inner subscribe",
        ])
    }

    @Test func aSubscriptionInsideAProducersEmissionWaitsForTheTrampoline() {
        var log: [String] = []
        Observable<Int>.create { observer in
            observer.onNext(0)
            return Disposables.create()
        }.subscribe(onNext: { _ in
            Observable.of(1, 2).subscribe(onNext: { log.append("inner \($0)") }).disposedAtTheEnd()
            log.append("after inner subscribe")
        }).disposedAtTheEnd()
        #expect(log == ["after inner subscribe", "inner 1", "inner 2"])
    }

    @Test func deferredBuildsASequencePerSubscriber() {
        var made = 0
        let source = Observable<Int>.deferred {
            made += 1
            return Observable.just(made)
        }
        #expect(source.record().0.elements == [1])
        #expect(source.record().0.elements == [2])
        let failing = Observable<Int>.deferred { throw TestError() }
        #expect(failing.record().0.events == [.error(TestError())])
    }
}
