import MiniRx
import MiniRxTest
import Testing

@Suite struct SequenceTests {
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

    @Test func aSubscriptionInsideAnotherDoesNotWaitForTheTrampoline() {
        var log: [String] = []
        _ = Observable.just(0).subscribe(onNext: { _ in
            _ = Observable.of(1, 2).subscribe(onNext: { log.append("inner \($0)") })
            log.append("after inner subscribe")
        })
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
