/// A style's live subscriptions as a graph: where events come in, the operators and
/// subjects they pass, and the subscribers they reach; found by walking what MiniRx holds
/// from each subscriber's end upstream.
package struct SubscriptionGraph: Equatable, Sendable {
    /// What a node is.
    package enum Kind: String, Equatable, Sendable {
        /// An input of the screen: a method, a relay or an observer the REPL sends into.
        case input
        /// A subject or relay: one node, however many subscribe to it.
        case subject
        /// One subscription of an operator, with the state that subscription keeps.
        case `operator`
        /// The end of a subscription made in code (`subscribe`, `bind(to:)`).
        case subscriber
        /// An output as the REPL subscribes to it: the view, or a late subscriber.
        case output
    }

    /// One node.
    package struct Node: Equatable, Sendable {
        /// Its number, from 0, in the order the walk found it.
        package let id: Int
        package let kind: Kind
        /// RxSwift's name for it: `scan`, `BehaviorRelay`, `bind(to:)`; an input's or an
        /// output's name.
        package let name: String
        /// What a subject holds now (a `BehaviorRelay`'s value), if anything.
        package let value: String?
    }

    /// Events flow from `from` to `to`.
    package struct Edge: Equatable, Hashable, Sendable {
        package let from: Int
        package let to: Int
    }

    package private(set) var nodes: [Node] = []
    package private(set) var edges: [Edge] = []

    /// The value of an output whose subscription has ended.
    package static let ended = "ended"

    /// Where an input's events were seen entering: a part, reached through a step outside
    /// MiniRx named `via` (`dispatch CountUpAction`), if through one.
    package typealias Entry = (via: String?, part: any SubscriptionGraphPart)
    /// An input and where it was seen sending into, if it has been sent into.
    package typealias Input = (name: String, entries: [Entry])
    /// An output the REPL subscribes to, as it names it, and that subscription.
    package typealias Output = (name: String, subscription: Disposable)

    /// Walks from `outputs` and then from every subscriber's end in `subscriptions`
    /// upstream, and adds `inputs` with the subjects they send into.
    package init(inputs: [Input], outputs: [Output], subscriptions: [Disposable]) {
        var walk = Walk()
        let inputIDs = inputs.map { walk.add(.input, name: $0.name) }
        for output in outputs {
            let found = walk.visit(output.subscription)
            for id in found { walk.nodes[id] = Node(id: id, kind: .output, name: output.name, value: nil) }
            guard found.isEmpty else { continue }
            // A MiniRx subscription that shows nothing has ended (an error or completion
            // reached it); another kind (an async stream's) cannot be walked: a node alone.
            let ended = output.subscription is any SubscriptionGraphPart
            _ = walk.add(.output, name: output.name, value: ended ? SubscriptionGraph.ended : nil)
        }
        for subscription in subscriptions { _ = walk.visit(subscription) }
        for (id, input) in zip(inputIDs, inputs) {
            var vias: [String: Int] = [:]
            for entry in input.entries {
                var from = id
                if let via = entry.via {
                    from = vias[via] ?? walk.add(.operator, name: via)
                    vias[via] = from
                    walk.connect(id, from)
                }
                for target in walk.visit(part: entry.part) { walk.connect(from, target) }
            }
        }
        nodes = walk.nodes
        edges = walk.edges
        identities = walk.ids
    }

    /// The node of each object the walk found, by the object's identity; empty in a graph
    /// made by ``keeping(_:)``.
    private var identities: [ObjectIdentifier: Int] = [:]

    /// The node that stands for `object` (a subject's core, a sink, a subscriber's end),
    /// if the walk found it.
    package func node(of object: AnyObject) -> Int? {
        identities[ObjectIdentifier(object)]
    }

    /// The part of the graph connected to `seeds`, whichever way events flow, numbered
    /// again in the same order.
    package func connected(to seeds: [Int]) -> SubscriptionGraph {
        var reached = Set(seeds)
        var queue = seeds
        while let id = queue.popLast() {
            for edge in edges where edge.from == id || edge.to == id {
                let other = edge.from == id ? edge.to : edge.from
                if reached.insert(other).inserted { queue.append(other) }
            }
        }
        return keeping(nodes.map(\.id).filter(reached.contains))
    }

    /// The nodes `ids` names, numbered again in that order, and the edges between them,
    /// in the order of their ends.
    package func keeping(_ ids: [Int]) -> SubscriptionGraph {
        var kept = SubscriptionGraph()
        var numbers: [Int: Int] = [:]
        for id in ids where numbers[id] == nil {
            let node = nodes[id]
            numbers[id] = kept.nodes.count
            kept.nodes.append(Node(id: kept.nodes.count, kind: node.kind, name: node.name, value: node.value))
        }
        kept.edges = edges.compactMap { edge -> Edge? in
            guard let from = numbers[edge.from], let to = numbers[edge.to] else { return nil }
            return Edge(from: from, to: to)
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        return kept
    }

    private init() {}

    /// The nodes events reach from `id`, in the order they were found.
    package func downstream(of id: Int) -> [Int] {
        edges.filter { $0.from == id }.map(\.to)
    }

    /// The nodes events come to `id` from.
    package func upstream(of id: Int) -> [Int] {
        edges.filter { $0.to == id }.map(\.from)
    }

    /// The state of one walk: the nodes found so far, by the object each stands for.
    private struct Walk {
        var nodes: [Node] = []
        var edges: [Edge] = []
        var seenEdges: Set<Edge> = []
        var ids: [ObjectIdentifier: Int] = [:]
        /// The objects the ids are for, kept alive for the walk so no identifier is reused.
        var objects: [AnyObject] = []

        mutating func add(_ kind: Kind, name: String, value: String? = nil) -> Int {
            nodes.append(Node(id: nodes.count, kind: kind, name: name, value: value))
            return nodes.count - 1
        }

        mutating func connect(_ from: Int, _ to: Int) {
            let edge = Edge(from: from, to: to)
            if seenEdges.insert(edge).inserted { edges.append(edge) }
        }

        /// The nodes `subscription` stands for: its own, or those of the parts it holds.
        mutating func visit(_ subscription: Disposable) -> [Int] {
            guard let part = subscription as? any SubscriptionGraphPart else { return [] }
            return visit(part: part)
        }

        mutating func visit(part: any SubscriptionGraphPart) -> [Int] {
            switch part.graphRole {
            case .none:
                return []
            case .holder(let parts):
                return parts.flatMap { visit($0) }
            case .node(let identity, let kind, let name, let value, let upstream, let feeds):
                if let id = ids[ObjectIdentifier(identity)] { return [id] }
                let id = add(kind, name: name, value: value)
                ids[ObjectIdentifier(identity)] = id
                objects.append(identity)
                for source in upstream {
                    for from in visit(source) { connect(from, id) }
                }
                for subject in feeds {
                    for to in visit(part: subject) { connect(id, to) }
                }
                return [id]
            }
        }
    }
}
