import MiniRx

/// Every step the events of one command took in one style: what `trace` shows.
struct StyleTrace: Equatable {
    let variant: String
    let steps: [Step]
    /// Steps beyond ``SubscriptionRecorder/stepLimit``, counted but not kept.
    let leftOut: Int

    /// One step: an input sent into, a subject delivering, an operator passing an event
    /// on, a subscriber receiving it.
    struct Step: Equatable {
        let depth: Int
        let kind: SubscriptionGraph.Kind
        /// RxSwift's name, an input's, or an output's `STREAM ▸ SUBSCRIBER`.
        let name: String
        let event: TraceStep.Passed
        /// What events from here go on to in the graph but received nothing from this
        /// step: a `filter` that dropped it, a `withLatestFrom` that only kept it.
        let passedNothingOn: [String]
    }
}

extension Session {
    /// Runs `body` (a command) with every active style's events traced; each style's steps.
    func traced(_ body: () -> Void) -> [StyleTrace] {
        // The graph before the command names what the command ends (an output's probe
        // that an error reaches).
        var before: [String: SubscriptionGraph] = [:]
        for style in activeStyles {
            before[style.name] = SubscriptionGraph(inputs: [], outputs: probeOutputs(of: style, screen: nil),
                                                   subscriptions: style.ledger.subscriptions.liveSubscriptions)
            style.ledger.subscriptions.startTracing()
        }
        body()
        return activeStyles.map { style in
            let recorder = style.ledger.subscriptions
            let (steps, leftOut) = recorder.stopTracing()
            // The graph as it stands after the command names outputs and says where an
            // event went nowhere.
            let graph = SubscriptionGraph(inputs: [], outputs: probeOutputs(of: style, screen: nil), subscriptions: recorder.liveSubscriptions)
            let earlier = before[style.name]
            let traced: [StyleTrace.Step] = steps.indices.map { index in
                let step = steps[index]
                let node = step.kind == .input ? nil : graph.node(of: step.object)
                var reached: Set<Int> = []
                var next = index + 1
                while next < steps.count, steps[next].depth > step.depth {
                    if steps[next].depth == step.depth + 1, let child = graph.node(of: steps[next].object) { reached.insert(child) }
                    next += 1
                }
                let silent: [String]
                if let node, case .next = step.event {
                    silent = graph.downstream(of: node).filter { !reached.contains($0) }.map { graph.nodes[$0].name }
                } else {
                    silent = []
                }
                let name = node.map { graph.nodes[$0].name }
                    ?? (step.kind == .input ? nil : earlier.flatMap { graph in graph.node(of: step.object).map { graph.nodes[$0].name } })
                return StyleTrace.Step(depth: step.depth, kind: step.kind, name: name ?? step.name, event: step.event, passedNothingOn: silent)
            }
            return StyleTrace(variant: style.name, steps: traced, leftOut: leftOut)
        }
    }
}
