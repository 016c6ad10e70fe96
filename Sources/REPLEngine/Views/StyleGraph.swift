import MiniRx

/// One style's live subscription graph for one screen, as `graph` shows it.
struct StyleGraph: Equatable {
    let variant: String
    let screen: String
    let graph: SubscriptionGraph
    /// A note under the title: the style is not active, so its graph is as built.
    var note: String?
    /// The number of each subject whose name another subject shares, in reading order.
    private let subjectNumbers: [Int: Int]
    /// The number of each operator fed by several inputs (`combineLatest`), by name in
    /// reading order: the chains that lead into it and its own block name it alike.
    private let meetingNumbers: [Int: Int]

    /// `graph`, its nodes numbered again in the order a reader follows events: from the
    /// inputs, then from the other places nothing feeds (a subject an input not yet sent
    /// into will reach), then any others.
    init(variant: String, screen: String, graph walked: SubscriptionGraph) {
        self.variant = variant
        self.screen = screen
        let graph = walked.keeping(Self.readingOrder(of: walked))
        self.graph = graph
        var numbers: [Int: Int] = [:]
        let subjects = graph.nodes.filter { $0.kind == .subject }
        for subject in subjects {
            let alike = subjects.filter { $0.name == subject.name }
            if alike.count > 1 { numbers[subject.id] = (alike.firstIndex { $0.id == subject.id } ?? 0) + 1 }
        }
        subjectNumbers = numbers
        var meetings: [Int: Int] = [:]
        let meeting = graph.nodes.filter { $0.kind == .operator && graph.upstream(of: $0.id).count > 1 }
        for node in meeting {
            meetings[node.id] = (meeting.filter { $0.name == node.name }.firstIndex { $0.id == node.id } ?? 0) + 1
        }
        meetingNumbers = meetings
    }

    /// Every node of `graph` in the order a reader follows events, depth first.
    private static func readingOrder(of graph: SubscriptionGraph) -> [Int] {
        let nodes = graph.nodes
        var order: [Int] = []
        var seen = Set<Int>()
        var queue = nodes.filter { $0.kind == .input }.map(\.id)
            + nodes.filter { $0.kind != .input && graph.upstream(of: $0.id).isEmpty }.map(\.id)
            + nodes.map(\.id)
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted else { continue }
            order.append(id)
            queue.insert(contentsOf: graph.downstream(of: id), at: 0)
        }
        return order
    }

    /// The subjects, and the sources bridged from outside MiniRx (a Flux store's
    /// `ObservableValue`), that nothing in the graph leads into: code the graph does not
    /// follow sends into them (a method, a finished request's closure), so their paths to
    /// the outputs start nowhere the reader can see.
    var unfed: [Int] {
        graph.nodes.filter { node in
            guard graph.upstream(of: node.id).isEmpty else { return false }
            return node.kind == .subject || node.kind == .operator && !Self.creations.contains(node.name) && leadsStraightToOutput(node.id)
        }.map(\.id)
    }

    /// Whether `id`'s events go, one way and joined by nothing, to an output: a bridge's
    /// path to the view, not a request's inner sequence that a flat-map joins.
    private func leadsStraightToOutput(_ id: Int) -> Bool {
        var current = id
        var visited: Set<Int> = []
        while visited.insert(current).inserted {
            if graph.nodes[current].kind == .output { return true }
            let next = graph.downstream(of: current)
            guard next.count == 1, graph.upstream(of: next[0]).count == 1 else { return false }
            current = next[0]
        }
        return false
    }

    /// What the graph says of ``unfed``, once every input has shown where it leads (before
    /// that, a subject an input will reach is one of them): `no arrow into PublishRelay:
    /// nothing was seen sending into it yet; …`. (A subscription's closure is an arrow
    /// once it has been seen sending: relay's search writes its message only on a
    /// failure.)
    var unfedNote: String? {
        let unfed = unfed
        guard !unfed.isEmpty, !graph.nodes.contains(where: { $0.kind == .input && graph.downstream(of: $0.id).isEmpty }) else { return nil }
        let them = unfed.count == 1 ? "it" : "them"
        return "no arrow into \(unfed.map(label).joined(separator: ", ")): nothing was seen sending into \(them) yet;"
            + " a method or a subscription's closure (maybe a finished one) may"
    }

    /// RxSwift's operators that make their own events from nothing: no code sends into them.
    private static let creations: Set = ["just", "of", "from", "empty", "never", "error", "timer", "interval", "deferred",
                                         "range", "repeatElement", "create", "generate", "using"]

    /// Whether the view model holds any MiniRx subscription: styles written without
    /// MiniRx (`@Observable`, async streams) hold none.
    var hasSubscriptions: Bool {
        graph.nodes.contains { ($0.kind != .input && $0.kind != .output) || $0.value == SubscriptionGraph.ended }
    }

    /// How a node is named where the graph refers to it: a subject or relay whose name
    /// another shares is numbered in reading order (`PublishRelay 2`), an operator fed by
    /// several inputs always (`combineLatest#1`), so each way into it can be followed.
    func label(_ id: Int) -> String {
        let name = graph.nodes[id].name
        if let number = meetingNumbers[id] { return "\(name)#\(number)" }
        return subjectNumbers[id].map { "\(name) \($0)" } ?? name
    }

    /// ``label(_:)`` with what a subject holds (`BehaviorRelay = 3`), or how it or an
    /// output ended.
    func labelWithValue(_ id: Int) -> String {
        guard let value = graph.nodes[id].value else { return label(id) }
        if graph.nodes[id].kind == .output || value.hasPrefix("ended") { return label(id) + " (\(value))" }
        return label(id) + " = " + value
    }
}
