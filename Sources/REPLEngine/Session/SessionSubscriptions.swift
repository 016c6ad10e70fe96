import MiniRx
import StyleKit

/// What the session's styles hold and do, read from their subscriptions: `graph` and
/// `trace`.
extension Session {
    /// The live subscription graph of `variant`'s view model for `screen`: its inputs, the
    /// view and late subscribers on its outputs, and what the view model's code built
    /// between them; `nil` if it does not implement the screen.
    /// The active styles whose view models run on RxSwift itself (the `RealRxSwift`
    /// trait), by name: MiniRx's bookkeeping does not see into them.
    package var stylesOnRxSwift: [String] {
        activeStyles.filter(\.runsOnRxSwift).map(\.name)
    }

    /// What of the active styles not on RxSwift runs on RxSwift itself, each part with
    /// the styles it is a part of, in the catalog's order.
    var partsOnRxSwift: [(part: String, styles: [String])] {
        var parts: [(part: String, styles: [String])] = []
        for style in activeStyles where !style.runsOnRxSwift {
            for part in Set(style.partsOnRxSwift).sorted() {
                if let index = parts.firstIndex(where: { $0.part == part }) {
                    parts[index].styles.append(style.name)
                } else {
                    parts.append((part, [style.name]))
                }
            }
        }
        return parts
    }

    /// Whether the style named `variant` runs on RxSwift itself.
    func runsOnRxSwift(_ variant: String) -> Bool {
        style(named: variant)?.runsOnRxSwift ?? false
    }

    func graph(of variant: String, screen: Screen) -> SubscriptionGraph? {
        guard let screenIndex = layout.screens.firstIndex(of: screen),
              let style = self.style(named: variant),
              let adapter = style.adapter(for: screenIndex) else { return nil }
        let recorder = style.ledger.subscriptions
        let whole = SubscriptionGraph(inputs: adapter.inputs.map { ($0.name, recorder.entries(of: $0.name)) },
                                      outputs: probeOutputs(of: style, screen: screenIndex), subscriptions: recorder.liveSubscriptions)
        // The style's other screens are other view models: only what this screen's inputs
        // and outputs connect to is its graph.
        return whole.connected(to: whole.nodes.filter { $0.kind == .input || $0.kind == .output }.map(\.id))
    }

    /// The current value of `stream` (every stream when `nil`) in each active style.
    func states(of only: String?) -> [CommandReport.StateRow] {
        layout.streams.filter { only == nil || $0.name == only }.map { stream in
            let values = activeStyles.filter { $0.implements(stream.screen) }.map { style -> (String, Int, CurrentValue) in
                guard let adapter = style.adapter(for: stream.screen),
                      let current = style.ledger.measured({ try? adapter.currentValue(of: stream.name) }) else {
                    return (style.name, style.index, .unavailable("the style has no \(stream.name)"))
                }
                return (style.name, style.index, current)
            }
            return CommandReport.StateRow(stream: stream.name, values: values)
        }.filter { !$0.values.isEmpty }
    }


    /// The probes of `style` on the streams of the screen at `screen` (every screen when
    /// `nil`), named `STREAM ▸ SUBSCRIBER`.
    func probeOutputs(of style: StyleRuntime, screen: Int?) -> [SubscriptionGraph.Output] {
        var outputs: [SubscriptionGraph.Output] = []
        for stream in layout.streams where screen == nil || stream.screen == screen {
            for subscriber in [SubscriberID.view] + lateSubscribers.filter({ $0.stream == stream.name }).map(\.id) {
                let slot = capture.slot(for: GroupKey(stream: stream.name, subscriber: subscriber))
                if let probe = style.probe(slot: slot) { outputs.append(("\(stream.name) ▸ \(subscriber.label)", probe)) }
            }
        }
        return outputs
    }

    /// Runs `body` (a command) with every active style's events traced; each style's steps.
    func traced(_ body: () -> Void) -> [StyleTrace] {
        // The probes before the command name what it ends (an output's probe that an
        // error reaches): a probe's subscription is the end that receives its events.
        var before: [ObjectIdentifier: String] = [:]
        for style in activeStyles {
            for output in probeOutputs(of: style, screen: nil) {
                before[ObjectIdentifier(output.subscription as AnyObject)] = output.name
            }
            style.ledger.subscriptions.startTracing()
            style.watchRequests()
            _ = style.takeSleeps()
        }
        let start = scheduler.clock
        body()
        return activeStyles.map { style in
            let recorder = style.ledger.subscriptions
            let (steps, leftOut) = recorder.stopTracing()
            let seenRequests = style.takeSeenRequests()
            let notes = recorder.tracedNotes()
            let reads = recorder.tracedReads()
            // The graph as it stands after the command names outputs and says where an
            // event went nowhere.
            let graph = SubscriptionGraph(inputs: [], outputs: probeOutputs(of: style, screen: nil), subscriptions: recorder.liveSubscriptions)
            // What each operator said of the events it passed nothing on for, by its node.
            var said: [Int: TraceNote] = [:]
            for note in notes {
                if let node = graph.node(of: note.object) { said[node] = note.note }
            }
            let traced: [StyleTrace.Step] = steps.indices.map { index in
                let step = steps[index]
                let node = step.kind == .input ? nil : graph.node(of: step.object)
                var reached: Set<Int> = []
                var next = index + 1
                while next < steps.count, steps[next].depth > step.depth {
                    if steps[next].depth == step.depth + 1, let child = graph.node(of: steps[next].object) { reached.insert(child) }
                    next += 1
                }
                let silent: [Int]
                // A subscriber's closures decide for themselves what they send into: only
                // an operator or a subject passes nothing on.
                if let node, graph.nodes[node].kind != .subscriber, case .next = step.event {
                    silent = graph.downstream(of: node).filter { !reached.contains($0) }
                } else {
                    silent = []
                }
                let name = node.map { graph.nodes[$0].name } ?? (step.kind == .input ? nil : before[ObjectIdentifier(step.object)])
                var traced = StyleTrace.Step(depth: step.depth, kind: step.kind, name: name ?? step.name, event: step.event, time: step.time,
                                             passedNothingOn: silent.map { graph.nodes[$0].name },
                                             reasons: silent.map { said[$0] ?? Self.evidentNote(of: graph.nodes[$0].name) },
                                             silentStreams: silent.map { Self.streamFedDirectly(by: $0, in: graph) })
                // A relay or subject nothing has subscribed to yet (a page relay read only
                // once a search starts): the event ends there.
                if step.kind == .subject, case .next = step.event, node.map({ graph.downstream(of: $0).isEmpty }) ?? true {
                    traced.heardByNone = true
                }
                return traced
            }
            // A style on RxSwift itself: what MiniRx saw of it is the ports' bridges, not its
            // view model, so only its inputs are steps.
            if style.runsOnRxSwift {
                var trace = StyleTrace(variant: style.name, steps: traced.filter { $0.kind == .input }, leftOut: 0, start: start, usesMiniRx: false)
                trace.onRxSwift = true
                return trace
            }
            let usesMiniRx = graph.nodes.contains { $0.kind == .subject || $0.kind == .operator }
            var trace = StyleTrace(variant: style.name, steps: traced, leftOut: leftOut, start: start, usesMiniRx: usesMiniRx)
            trace.seenRequests = seenRequests
            trace.sleeps = style.takeSleeps()
            trace.reads = Self.named(reads, in: graph)
            return trace
        }
    }

    /// `reads` named as a class knows them: a subject by the one output it feeds
    /// (`isLoggingIn`), else by its own name (a reducer's state `BehaviorRelay`); each
    /// read once.
    static func named(_ reads: [TraceRead], in graph: SubscriptionGraph) -> [StyleTrace.Read] {
        var named: [StyleTrace.Read] = []
        for read in reads {
            var name = read.name ?? "a value"
            if let object = read.object, let node = graph.node(of: object) {
                let streams = streams(fedBy: node, in: graph)
                name = streams.count == 1 ? streams[0] : graph.nodes[node].name
            }
            let found = StyleTrace.Read(name: name, value: read.value)
            if !named.contains(found) { named.append(found) }
        }
        return named
    }

    /// The streams whose outputs events from `node` reach, in name order.
    static func streams(fedBy node: Int, in graph: SubscriptionGraph) -> [String] {
        var reached: Set<Int> = [node]
        var queue = [node]
        while let id = queue.popLast() {
            for next in graph.downstream(of: id) where reached.insert(next).inserted { queue.append(next) }
        }
        return Set(reached.filter { graph.nodes[$0].kind == .output }.map { String(graph.nodes[$0].name.split(separator: " ▸ ").first ?? "") }).sorted()
    }

    /// The output (`isLoggingIn ▸ #3`) or stream whose outputs alone `node` feeds,
    /// directly: the last operator before a view (a reducer's `distinctUntilChanged` per
    /// output), named where it stops an event.
    static func streamFedDirectly(by node: Int, in graph: SubscriptionGraph) -> String? {
        let next = graph.downstream(of: node)
        guard graph.nodes[node].kind != .output, !next.isEmpty, next.allSatisfy({ graph.nodes[$0].kind == .output }) else { return nil }
        let outputs = Set(next.map { graph.nodes[$0].name })
        // The view's output by its stream's name; a late subscriber's in full.
        if outputs.count == 1, let output = outputs.first { return output.hasSuffix(" ▸ view") ? String(output.dropLast(" ▸ view".count)) : output }
        let streams = streams(fedBy: node, in: graph)
        return streams.count == 1 ? streams[0] : nil
    }

    /// Why an operator that passes an element nothing on for one reason only did so, by
    /// its name: `filter`'s predicate said no; `distinctUntilChanged` saw the same again.
    static func evidentNote(of name: String) -> TraceNote? {
        switch name {
        case "filter": .filtered
        case "distinctUntilChanged": .sameAsBefore
        default: nil
        }
    }
}
