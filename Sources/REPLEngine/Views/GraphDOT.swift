import MiniRx

/// A subscription graph as Graphviz DOT, for `dot -Tsvg`, laid out for a 16:9 slide: top
/// to bottom, tightly spaced, the drawing's shape made 16:9 (a strip is given height, a
/// tower width), so that at 1920 pixels wide its 14-point text is 18 pixels or more.
/// Nodes are as small as their labels: inputs are arrows in, subjects filled ellipses,
/// operator subscriptions boxes, subscriptions made in code rounded boxes, outputs filled
/// bold boxes.
struct GraphDOT {
    let graph: StyleGraph
    /// What the notes under the title say (a style not active, one written without MiniRx),
    /// in lines of about 32 characters, so that a note does not widen a small drawing.
    var notes: [String] { ((graph.note.map { [$0] } ?? []) + extraNotes).flatMap(Self.shortLines) }

    /// `text` in lines of at most 32 characters, cut between words.
    private static func shortLines(_ text: String) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= 32 {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
        return lines
    }

    func render() -> [String] {
        let title = "\(graph.variant) · \(graph.screen)"
        var lines = [
            "digraph \(Self.quoted("\(graph.variant) \(graph.screen)")) {",
            "  rankdir=TB; nodesep=0.12; ranksep=0.25; ratio=0.5625;",
            "  label=\(Self.quoted(([title] + notes).joined(separator: "\n"))); labelloc=t; fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\", width=0.3, height=0.3, margin=\"0.06,0.03\"]; edge [color=\"#555555\"];",
        ]
        lines += body(prefix: "n", marked: [])
        if !graph.hasSubscriptions { lines[1] = "  rankdir=LR; nodesep=0.12; ranksep=0.8; ratio=0.5625;" }
        lines.append("}")
        return lines
    }

    /// A style written without MiniRx has no edges to draw: its label says why.
    private var extraNotes: [String] {
        graph.hasSubscriptions ? [] : ["written without MiniRx: no subscriptions between inputs and outputs"]
    }

    /// The nodes and edges, named `prefix` and a number; a node whose label is in
    /// `marked` drawn with a red outline.
    private func body(prefix: String, marked: Set<String>) -> [String] {
        var lines: [String] = []
        for node in graph.graph.nodes {
            let label = graph.labelWithValue(node.id)
            let mark = marked.contains(Self.comparable(label)) ? ", color=\"#c0392b\", penwidth=2.5" : ""
            lines.append("  \(prefix)\(node.id) [label=\(Self.quoted(label)), \(Self.shape(node.kind))\(mark)];")
        }
        for edge in graph.graph.edges {
            lines.append("  \(prefix)\(edge.from) -> \(prefix)\(edge.to);")
        }
        // A style without MiniRx has inputs and outputs and nothing between: two columns,
        // held by unseen edges, not one row as wide as all of them.
        if !graph.hasSubscriptions {
            let inputs = graph.graph.nodes.filter { $0.kind == .input }, outputs = graph.graph.nodes.filter { $0.kind == .output }
            for input in inputs { for output in outputs { lines.append("  \(prefix)\(input.id) -> \(prefix)\(output.id) [style=invis];") } }
        }
        return lines
    }

    /// Two styles' graphs side by side in one drawing, a box each; a node the other
    /// style's graph has no node like is outlined in red, as `*` marks a line in text.
    static func compared(_ graphs: [StyleGraph]) -> [String] {
        let labels = graphs.map { graph in Set(graph.graph.nodes.indices.map { comparable(graph.labelWithValue($0)) }) }
        let names = graphs.map(\.variant).joined(separator: " ")
        var lines = [
            "digraph \(quoted("\(names) \(graphs.first?.screen ?? "")")) {",
            "  rankdir=TB; nodesep=0.12; ranksep=0.25; ratio=0.5625; newrank=true;",
            "  label=\(quoted("\(graphs.map(\.variant).joined(separator: " · ")) · \(graphs.first?.screen ?? "")\nred outline: what the other style's graph does not have")); labelloc=t; fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\", width=0.3, height=0.3, margin=\"0.06,0.03\"]; edge [color=\"#555555\"];",
        ]
        for (index, graph) in graphs.enumerated() {
            let others = labels.indices.filter { $0 != index }.reduce(into: Set<String>()) { $0.formUnion(labels[$1]) }
            let view = GraphDOT(graph: graph)
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(quoted(([graph.variant] + view.notes).joined(separator: "\n"))); color=\"#999999\";")
            lines += view.body(prefix: "s\(index)n", marked: labels[index].subtracting(others)).map { "  " + $0 }
            lines.append("  }")
        }
        lines.append("}")
        return lines
    }

    /// A label as two graphs compare it: without the numbers that tell alike nodes apart
    /// and without a subject's value (`BehaviorRelay = 2` is `BehaviorRelay`).
    private static func comparable(_ label: String) -> String {
        let name = label.components(separatedBy: " = ").first ?? label
        return name.split(separator: " ").map { $0.split(separator: "#").first.map(String.init) ?? String($0) }
            .filter { Int($0) == nil }.joined(separator: " ")
    }

    private static func shape(_ kind: SubscriptionGraph.Kind) -> String {
        switch kind {
        case .input: "shape=cds, style=filled, fillcolor=\"#fde2b8\""
        case .subject: "shape=ellipse, style=filled, fillcolor=\"#cfe3f7\""
        case .operator: "shape=box"
        case .subscriber: "shape=box, style=rounded"
        case .output: "shape=box, style=\"filled,bold\", fillcolor=\"#d5f0d0\""
        }
    }

    /// `text` as a DOT string: in quotes, with quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
