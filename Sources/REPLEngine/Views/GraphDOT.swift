import MiniRx

/// A subscription graph as Graphviz DOT, for `dot -Tsvg`, laid out for a 16:9 slide: top
/// to bottom, tightly spaced, the drawing's shape made 16:9 (a strip is given height, a
/// tower width), so that at 1920 pixels wide its 14-point text is 18 pixels or more.
/// Nodes are as small as their labels (a long one on lines of 18 characters): inputs are
/// arrows in, subjects blue rounded boxes (an ellipse is 40 % wider for the same text),
/// operator subscriptions boxes, subscriptions made in code white rounded boxes, outputs
/// filled bold boxes.
struct GraphDOT {
    let graph: StyleGraph
    /// What the notes under the title say (a style not active, one written without MiniRx),
    /// in lines of about 32 characters, so that a note does not widen a small drawing.
    var notes: [String] { ((graph.note.map { [$0] } ?? []) + extraNotes).flatMap { Self.shortLines($0) } }

    /// `text` in lines of at most `width` characters, cut between words.
    private static func shortLines(_ text: String, at width: Int = 32) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= width {
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
        guard graph.hasSubscriptions else { return ["written without MiniRx: no subscriptions between inputs and outputs"] }
        return graph.unfedNote.map { [$0] } ?? []
    }

    /// The nodes and edges, named `prefix` and a number; a node whose label is in
    /// `marked` drawn with a red outline.
    /// `stacked`: top to bottom, beside another style's graph.
    private func body(prefix: String, marked: Set<Int>, stacked: Bool = false) -> [String] {
        var lines: [String] = []
        for node in graph.graph.nodes {
            let label = Self.shortLines(graph.labelWithValue(node.id), at: 18).joined(separator: "\n")
            let mark = marked.contains(node.id) ? ", color=\"#c0392b\", penwidth=2.5" : ""
            lines.append("  \(prefix)\(node.id) [label=\(Self.quoted(label)), \(Self.shape(node.kind))\(mark)];")
        }
        for edge in graph.graph.edges {
            lines.append("  \(prefix)\(edge.from) -> \(prefix)\(edge.to);")
        }
        // A style without MiniRx has inputs and outputs and nothing between: two columns,
        // held by unseen edges, not one row as wide as all of them.
        if !graph.hasSubscriptions {
            let inputs = graph.graph.nodes.filter { $0.kind == .input }, outputs = graph.graph.nodes.filter { $0.kind == .output }
            if stacked {
                // Top to bottom, each column a chain of its own.
                for column in [inputs, outputs] {
                    for (above, below) in zip(column, column.dropFirst()) { lines.append("  \(prefix)\(above.id) -> \(prefix)\(below.id) [style=invis];") }
                }
            } else {
                for input in inputs { for output in outputs { lines.append("  \(prefix)\(input.id) -> \(prefix)\(output.id) [style=invis];") } }
            }
        }
        return lines
    }

    /// Two styles' graphs side by side in one drawing, a box each; a node the other
    /// style's graph has no counterpart of (``GraphDifference``) is outlined in red, as
    /// `*` marks the text's lines that hold one.
    static func compared(_ graphs: [StyleGraph]) -> [String] {
        let difference = GraphDifference(graphs)
        let names = graphs.map(\.variant).joined(separator: " ")
        var lines = [
            "digraph \(quoted("\(names) \(graphs.first?.screen ?? "")")) {",
            "  rankdir=TB; nodesep=0.08; ranksep=0.25; ratio=0.5625; newrank=true;",
            "  label=\(quoted("\(graphs.map(\.variant).joined(separator: " · ")) · \(graphs.first?.screen ?? "")\nred outline: what the other style's graph does not have")); labelloc=t; fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\", width=0.3, height=0.3, margin=\"0.06,0.03\"]; edge [color=\"#555555\"];",
        ]
        for (index, graph) in graphs.enumerated() {
            let view = GraphDOT(graph: graph)
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(quoted(([graph.variant] + view.notes).joined(separator: "\n"))); color=\"#999999\";")
            lines += view.body(prefix: "s\(index)n", marked: difference.marked[index], stacked: true).map { "  " + $0 }
            lines.append("  }")
        }
        lines.append("}")
        return lines
    }

    private static func shape(_ kind: SubscriptionGraph.Kind) -> String {
        switch kind {
        case .input: "shape=cds, style=filled, fillcolor=\"#fde2b8\""
        case .subject: "shape=box, style=\"rounded,filled\", fillcolor=\"#cfe3f7\""
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
