import MiniRx
import Testing
@testable import MiniRx

/// The subscription graph is read from what MiniRx holds: chains built here, in the test,
/// give the nodes and edges their operators and subjects make.
@Suite struct SubscriptionGraphTests {
    /// `(kind, name)` of each node, and each edge as `from -> to` names.
    private func shape(_ graph: SubscriptionGraph) -> (nodes: [String], edges: [String]) {
        let nodes = graph.nodes.map { "\($0.kind.rawValue) \($0.name)" + ($0.value.map { " = \($0)" } ?? "") }
        let edges = graph.edges.map { "\(graph.nodes[$0.from].name) -> \(graph.nodes[$0.to].name)" }
        return (nodes, edges)
    }

    @Test func eachSubscriptionOfAnOperatorIsANodeAndASubjectIsOne() throws {
        let recorder = SubscriptionRecorder()
        let input = PublishSubject<Int>()
        let counted = input.scan(0) { $0 + $1 }.map { "\($0)" }
        let (first, second) = recorder.recording {
            (counted.subscribe(onNext: { _ in }), counted.subscribe(onNext: { _ in }))
        }
        let graph = SubscriptionGraph(inputs: [], outputs: [("view", first), ("late", second)], subscriptions: recorder.liveSubscriptions)
        let (nodes, edges) = shape(graph)
        #expect(nodes == ["output view", "operator map", "operator scan", "subject PublishSubject",
                          "output late", "operator map", "operator scan"])
        #expect(edges == ["PublishSubject -> scan", "scan -> map", "map -> view", "PublishSubject -> scan", "scan -> map", "map -> late"])

        // A disposed subscription leaves the graph.
        second.dispose()
        let after = SubscriptionGraph(inputs: [], outputs: [("view", first)], subscriptions: recorder.liveSubscriptions)
        #expect(shape(after).nodes == ["output view", "operator map", "operator scan", "subject PublishSubject"])
        first.dispose()
    }

    @Test func aBindingFeedsItsRelayAndAnInputEntersWhereItsEventFirstArrives() {
        let recorder = SubscriptionRecorder()
        // Made while recorded: only such subjects say where an input's event entered.
        let (tap, count) = recorder.recording { (PublishRelay<Void>(), BehaviorRelay(value: 0)) }
        let bag = DisposeBag()
        recorder.recording {
            tap.withLatestFrom(count) { $1 + 1 }.bind(to: count).disposed(by: bag)
        }
        // Not sent into yet: nothing says where the input enters.
        #expect(recorder.entries(of: "tap").isEmpty)
        recorder.sending(into: "tap") { tap.accept(()) }
        #expect(count.value == 1)
        let graph = SubscriptionGraph(inputs: [("tap", recorder.entries(of: "tap"))], outputs: [], subscriptions: recorder.liveSubscriptions)
        let (nodes, edges) = shape(graph)
        #expect(nodes == ["input tap", "subscriber bind(to:)", "operator withLatestFrom", "subject PublishRelay",
                          "subject BehaviorRelay = 1"])
        #expect(Set(edges) == ["PublishRelay -> withLatestFrom", "BehaviorRelay -> withLatestFrom", "withLatestFrom -> bind(to:)",
                               "bind(to:) -> BehaviorRelay", "tap -> PublishRelay"])
    }

    @Test func aSubscribersClosureThatSendsIntoASubjectIsAnEdgeOnceSeen() {
        let recorder = SubscriptionRecorder()
        let (actions, state) = recorder.recording { (PublishRelay<Int>(), BehaviorRelay(value: 0)) }
        let bag = DisposeBag()
        // A reducer's way: each action subscribes to its mutations once, and the
        // subscriber accepts the new state; that inner subscription ends at once.
        recorder.recording {
            actions.subscribe(onNext: { action in
                Observable.just(action).subscribe(onNext: { state.accept(state.value + $0) }).disposed(by: bag)
            }).disposed(by: bag)
        }
        func edges() -> Set<String> {
            shape(SubscriptionGraph(inputs: [("act", recorder.entries(of: "act"))], outputs: [], subscriptions: recorder.liveSubscriptions)).edges
                .reduce(into: []) { $0.insert($1) }
        }
        #expect(!edges().contains("subscribe -> BehaviorRelay"))
        recorder.sending(into: "act") { actions.accept(2) }
        #expect(state.value == 2)
        #expect(edges() == ["act -> PublishRelay", "PublishRelay -> subscribe", "subscribe -> BehaviorRelay"])
        // Not learning (explore's replays): a send finds the first subject only.
        let quiet = SubscriptionRecorder()
        quiet.learns = false
        let (tap, other) = quiet.recording { (PublishRelay<Int>(), BehaviorRelay(value: 0)) }
        quiet.recording { tap.subscribe(onNext: { other.accept($0) }).disposed(by: bag) }
        quiet.sending(into: "tap") { tap.accept(1) }
        let graph = SubscriptionGraph(inputs: [("tap", quiet.entries(of: "tap"))], outputs: [], subscriptions: quiet.liveSubscriptions)
        #expect(Set(shape(graph).edges) == ["tap -> PublishRelay", "PublishRelay -> subscribe"])
    }

    @Test func aStepOutsideMiniRxNamesWhereAnInputEntersAndLeadsItsTrace() {
        let recorder = SubscriptionRecorder()
        let bag = DisposeBag()
        var handlers: [(Int) -> Void] = []
        // A store outside MiniRx, seen through a named `create` (vmrepl's Flux bridge).
        let value = Observable<Int>.create(named: "ObservableValue") { observer in
            handlers.append { observer.onNext($0) }
            return Disposables.create()
        }
        var seen: [Int] = []
        recorder.recording { value.subscribe(onNext: { seen.append($0) }).disposed(by: bag) }
        func dispatch(_ number: Int) {
            SubscriptionRecorder.step(named: "dispatch Add") { for handler in handlers { handler(number) } }
        }
        recorder.startTracing()
        recorder.sending(into: "add") { dispatch(3) }
        let steps = recorder.stopTracing().steps.map { String(repeating: " ", count: $0.depth) + "\($0.name) \($0.event.text)" }
        #expect(steps == ["add sent", " dispatch Add sent", "  ObservableValue next(3)", "   subscribe next(3)"])
        let graph = SubscriptionGraph(inputs: [("add", recorder.entries(of: "add"))], outputs: [], subscriptions: recorder.liveSubscriptions)
        #expect(Set(shape(graph).edges) == ["add -> dispatch Add", "dispatch Add -> ObservableValue", "ObservableValue -> subscribe"])
        // Outside a trace or a send, the step is only its body.
        dispatch(4)
        #expect(seen == [3, 4])
    }

    @Test func aSharedSequenceIsOneNodeAndAnEndedSubjectSaysHow() {
        let recorder = SubscriptionRecorder()
        let input = PublishSubject<Int>()
        let shared = input.map { $0 * 2 }.share()
        let subscriptions = recorder.recording { [shared.subscribe(), shared.subscribe()] }
        let graph = SubscriptionGraph(inputs: [], outputs: [], subscriptions: recorder.liveSubscriptions)
        #expect(shape(graph).nodes.filter { $0 == "operator share" }.count == 1)
        #expect(shape(graph).nodes.filter { $0 == "operator map" }.count == 1)
        input.onError(RxError.unknown)
        // The error ended both subscriptions: the subject remains, and says it ended.
        let ended = SubscriptionGraph(inputs: [("input", [(nil, input.core)])], outputs: [], subscriptions: recorder.liveSubscriptions)
        #expect(shape(ended).nodes == ["input input", "subject PublishSubject = ended: error(Unknown error occurred.)"])
        subscriptions.forEach { $0.dispose() }
    }

    @Test func aTraceHasEveryStepOfAnEventInOrderWithItsDepth() {
        let recorder = SubscriptionRecorder()
        let bag = DisposeBag()
        let (tap, count) = recorder.recording { (PublishRelay<Void>(), BehaviorRelay(value: 0)) }
        var seen: [String] = []
        recorder.recording {
            tap.withLatestFrom(count) { $1 + 1 }.filter { $0 < 2 }.bind(to: count).disposed(by: bag)
            count.map { "\($0)" }.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        }
        func trace() -> [String] {
            recorder.startTracing()
            recorder.sending(into: "tap") { tap.accept(()) }
            return recorder.stopTracing().steps.map { String(repeating: " ", count: $0.depth) + "\($0.name) \($0.event.text)" }
        }
        #expect(trace() == [
            "tap sent",
            " PublishRelay next",
            "  withLatestFrom next(1)",
            "   filter next(1)",
            "    bind(to:) next(1)",
            "     BehaviorRelay next(1)",
            "      map next(\"1\")",
            "       subscribe next(\"1\")",
        ])
        // The filter lets the second tap's 2 through no further.
        #expect(trace() == ["tap sent", " PublishRelay next", "  withLatestFrom next(2)"])
        #expect(seen == ["0", "1"])
        // Not tracing: nothing is kept.
        tap.accept(())
        #expect(recorder.stopTracing().steps.isEmpty)
    }

    @Test func anEndedSubjectIgnoresAnEventAndSaysSo() {
        let recorder = SubscriptionRecorder()
        let subject = recorder.recording { PublishSubject<Int>() }
        subject.onCompleted()
        recorder.startTracing()
        recorder.sending(into: "input") { subject.onNext(1) }
        #expect(recorder.stopTracing().steps.map(\.event) == [.sent, .ignored("next(1)")])
    }

    @Test func aValueIsWrittenWithoutItsTypesPath() {
        #expect(TraceStep.Passed.unqualified("mutation(Variants.Reducer.Mutation.setLoggingIn(true))") == "mutation(setLoggingIn(true))")
        #expect(TraceStep.Passed.unqualified("State(email: \"a.b\", count: 3)") == "State(email: \"a.b\", count: 3)")
        #expect(TraceStep.Passed.unqualified(String(repeating: "x", count: 100)).count == 60)
        // An optional's value, or nil, as a store's `ObservableValue<LoginResult?>` passes it.
        #expect(TraceStep.Passed(Event<Int?>.next(3)) == .next("3"))
        #expect(TraceStep.Passed(Event<String?>.next(nil)) == .next("nil"))
        #expect(TraceStep.Passed(Event<String?>.next("a")) == .next("\"a\""))
    }

    @Test func nothingIsRecordedOutsideARecording() {
        let recorder = SubscriptionRecorder()
        let relay = PublishRelay<Int>()
        let subscription = relay.subscribe()
        recorder.sending(into: "other") {}
        relay.accept(1)
        #expect(recorder.liveSubscriptions.isEmpty)
        #expect(recorder.entries(of: "other").isEmpty)
        subscription.dispose()
    }
}
