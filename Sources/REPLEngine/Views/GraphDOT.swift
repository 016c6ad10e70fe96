import MiniRx

/// A subscription graph as Graphviz DOT, for `dot -Tsvg`, laid out for a 16:9 slide: top
/// to bottom, tightly spaced, the drawing's shape made 16:9 (a strip is given height, a
/// tower width), so that at 1920 pixels wide its 14-point text is 18 pixels or more.
/// Nodes are as small as their labels: inputs are arrows in, subjects filled ellipses,
/// operator subscriptions boxes, subscriptions made in code rounded boxes, outputs filled
/// bold boxes.
struct GraphDOT {
    let graph: StyleGraph

    func render() -> [String] {
        var lines = [
            "digraph \(Self.quoted("\(graph.variant) \(graph.screen)")) {",
            "  rankdir=TB; nodesep=0.12; ranksep=0.25; ratio=0.5625;",
            "  label=\(Self.quoted("\(graph.variant) · \(graph.screen)")); labelloc=t; fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\", width=0.3, height=0.3, margin=\"0.06,0.03\"]; edge [color=\"#555555\"];",
        ]
        for node in graph.graph.nodes {
            lines.append("  n\(node.id) [label=\(Self.quoted(graph.labelWithValue(node.id))), \(Self.shape(node.kind))];")
        }
        for edge in graph.graph.edges {
            lines.append("  n\(edge.from) -> n\(edge.to);")
        }
        // A style without MiniRx has inputs and outputs and nothing between: two columns,
        // held by unseen edges, not one row as wide as all of them.
        if !graph.hasSubscriptions {
            lines[1] = "  rankdir=LR; nodesep=0.12; ranksep=0.8; ratio=0.5625;"
            let inputs = graph.graph.nodes.filter { $0.kind == .input }, outputs = graph.graph.nodes.filter { $0.kind == .output }
            for input in inputs { for output in outputs { lines.append("  n\(input.id) -> n\(output.id) [style=invis];") } }
        }
        lines.append("}")
        return lines
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
