import MiniRx

/// A subscription graph as text within the terminal's width: one block per place where
/// events start or meet (an input, a subject, an operator fed by several), each followed
/// by the chains of operators its events go through, branching where they part.
///
///     input countUp → PublishSubject
///     PublishSubject
///       ├─ scan → startWith → map → count ▸ view
///       └─ scan → startWith → map → count ▸ #1
struct GraphText {
    let graph: StyleGraph
    /// The widest a line may be.
    let width: Int
    /// Beside another style's graph: the nodes the other does not have
    /// (``GraphDifference``), each line that holds one marked `*`, the others indented to
    /// match; `nil` alone.
    var marked: Set<Int>?

    private var nodes: [SubscriptionGraph.Node] { graph.graph.nodes }

    func render() -> [String] {
        let note = graph.note.map { wrapped("(", ($0 + ")").split(separator: " ").map(String.init), separator: " ", indent: " ") } ?? []
        let lines = drawing()
        return lines.prefix(1) + marking(note, holding: []) + lines.dropFirst()
    }

    /// The graph: its header line, then its blocks.
    private func drawing() -> [String] {
        let counts = Dictionary(grouping: nodes, by: \.kind).mapValues(\.count)
        let header = "\(graph.variant) · \(graph.screen)"
        guard graph.hasSubscriptions else {
            return wrapped(header + ": ", "no MiniRx subscriptions; written without MiniRx".split(separator: " ").map(String.init),
                           separator: " ", indent: "")
        }
        var lines = wrapped(header + ": ", [
            Self.count(counts[.subject] ?? 0, "subject", "subjects"),
            Self.count(counts[.operator] ?? 0, "operator", "operators"),
            Self.count(counts[.subscriber] ?? 0, "subscriber in code", "subscribers in code"),
        ], separator: ", ", indent: "")
        for start in blockStarts() {
            lines += block(start)
        }
        let ended = nodes.filter { $0.kind == .output && $0.value == SubscriptionGraph.ended }
        if !ended.isEmpty {
            lines += marking(wrapped("ended, no longer subscribed: ", ended.map(\.name), separator: ", ", indent: ""), holding: ended.map(\.id))
        }
        if nodes.contains(where: { $0.kind == .input && graph.graph.downstream(of: $0.id).isEmpty }) {
            lines += marking(LineWrapper(width: width).wrap("(an input with no arrow: not sent into yet, or it reaches no MiniRx subject)", hang: 1), holding: [])
        }
        if let unfed = graph.unfedNote {
            lines += marking(LineWrapper(width: width).wrap("(\(unfed))", hang: 1), holding: [])
        }
        return lines
    }

    /// Where a block starts: an input, a subject, or a node with other than one way in.
    private func startsBlock(_ id: Int) -> Bool {
        let node = nodes[id]
        if node.kind == .input || node.kind == .subject { return true }
        return node.kind != .output && graph.graph.upstream(of: id).count != 1
    }

    /// The blocks, in reading order: the order the nodes are numbered in.
    private func blockStarts() -> [Int] {
        nodes.indices.filter(startsBlock)
    }

    private func block(_ start: Int) -> [String] {
        let name = (nodes[start].kind == .input ? "input " : "") + graph.labelWithValue(start)
        let next = graph.graph.downstream(of: start)
        if next.count == 1 {
            return chain(from: next[0], prefix: name + " → ", indent: "  ", holding: [start])
        }
        return marking([ArrowChain.cut(name, to: width)], holding: [start]) + branches(next, indent: "  ")
    }

    /// One line per way out, drawn as a tree.
    private func branches(_ ids: [Int], indent: String) -> [String] {
        ids.enumerated().flatMap { index, id in
            let last = index == ids.count - 1
            return chain(from: id, prefix: indent + (last ? "└─ " : "├─ "), indent: indent + (last ? "   " : "│  "))
        }
    }

    /// The chain from `id` while each node has one way in and one way out, ending at a
    /// block's start, an output, or where it branches.
    /// `holding`: the nodes `prefix` names (a block's start).
    private func chain(from id: Int, prefix: String, indent: String, holding: [Int] = []) -> [String] {
        var parts: [String] = []
        var ids = holding
        var current = id
        var visited = Set<Int>()
        while visited.insert(current).inserted {
            parts.append(graph.label(current))
            ids.append(current)
            // A block's start is named here and drawn as a block of its own.
            if startsBlock(current) { break }
            let next = graph.graph.downstream(of: current)
            if next.count == 1 {
                current = next[0]
                continue
            }
            if next.count > 1 {
                return marking(wrapped(prefix, parts, indent: indent), holding: ids) + branches(next, indent: indent)
            }
            break
        }
        return marking(wrapped(prefix, parts, indent: indent), holding: ids)
    }

    /// `lines`, beside another style's graph, each marked `*` where they hold a node it
    /// does not have, else indented to match.
    private func marking(_ lines: [String], holding ids: [Int]) -> [String] {
        guard let marked else { return lines }
        let mark = ids.contains(where: marked.contains) ? "* " : "  "
        return lines.map { mark + $0 }
    }

    /// `parts` joined by `separator` after `prefix`, within the width (``ArrowChain``).
    private func wrapped(_ prefix: String, _ parts: [String], separator: String = " → ", indent: String) -> [String] {
        ArrowChain.lines(prefix, parts, separator: separator, indent: indent, width: width)
    }

    /// Two styles' graphs one after the other, each line the other's graph lacks marked
    /// `*` (the tree's drawing and the numbers aside), within `width`.
    static func compared(_ graphs: [StyleGraph], width: Int) -> [String] {
        let difference = GraphDifference(graphs)
        return graphs.indices.flatMap { index in
            GraphText(graph: graphs[index], width: width - 2, marked: difference.marked[index]).render()
        } + LineWrapper(width: width).wrap("(* marks a line that holds what the other style's graph does not have)", hang: 1)
    }

    private static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
