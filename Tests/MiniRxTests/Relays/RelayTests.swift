import MiniRx
import MiniRxTest
import Testing

@Suite struct RelayTests {
    let resources = NoResourcesLeft()

    @Test func publishRelayCarriesOnlyElements() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let (recorder, _) = relay.record()
        relay.accept(1)
        #expect(recorder.events == [.next(1)])
    }

    @Test func behaviorRelayHoldsAndReplaysItsValue() {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        #expect(relay.value == "b")
        let (recorder, _) = relay.record()
        relay.accept("c")
        #expect(recorder.events == [.next("b"), .next("c")])
        #expect(relay.value == "c")
    }

    @Test func replayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(relay.accept)
        let (recorder, _) = relay.record()
        #expect(recorder.events == [.next(2), .next(3)])
        let unbound = ReplayRelay<Int>.createUnbound()
        [1, 2, 3].forEach(unbound.accept)
        #expect(unbound.record().0.elements == [1, 2, 3])
    }

    @Test func bindingToARelaySwallowsCompletion() {
        let relay = BehaviorRelay(value: 0)
        let (recorder, _) = relay.record()
        _ = Observable.of(1, 2).bind(to: relay)
        relay.accept(3)
        #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3)])
    }

    @Test func bindingAnErrorToARelayIsADebugFatalDiagnostic() {
        let collector = DiagnosticCollector()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        collector.collect {
            _ = Observable<Int>.error(TestError("oops")).bind(to: publish)
            _ = Observable<Int>.error(TestError("oops")).bind(to: behavior)
            _ = Observable<Int>.error(TestError("oops")).bind(to: replay)
        }
        #expect(collector.diagnostics == [
            "Binding error to publish relay: oops",
            "Binding error to behavior relay: oops",
            "Binding error to replay relay: oops",
        ])
        #expect(collector.fatal == [true, true, true])
        #expect(behavior.value == 0)
    }

    @Test func bindsToSeveralRelaysAndToOptionalRelays() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = BehaviorRelay<Int?>(value: nil)
        let (one, _) = first.record()
        let (two, _) = second.record()
        _ = Observable.just(5).bind(to: first, second)
        _ = Observable.just(6).bind(to: optional)
        #expect(one.elements == [5])
        #expect(two.elements == [5])
        #expect(optional.value == 6)
    }

    @Test func bindingToAnObserverForwardsEveryEvent() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        _ = Observable.of(1, 2).bind(to: subject)
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func bindOnNextReportsAnErrorAsDebugFatal() {
        let collector = DiagnosticCollector()
        var received: [Int] = []
        collector.collect {
            _ = Observable<Int>.error(TestError("bad")).bind(onNext: { received.append($0) })
        }
        #expect(collector.diagnostics == ["Binding error: bad"])
        #expect(received.isEmpty)
    }
}
