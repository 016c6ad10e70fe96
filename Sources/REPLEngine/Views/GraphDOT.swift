import MiniRx

/// A subscription graph as Graphviz DOT, for `dot -Tsvg`: left to right, inputs as
/// arrows in, subjects as filled ellipses, operator subscriptions as boxes, subscriptions
/// made in code as rounded boxes, outputs as double octagons.
struct GraphDOT {
    let graph: StyleGraph

    func render() -> [String] {
        var lines = [
            "digraph \(Self.quoted("\(graph.variant) \(graph.screen)")) {",
            "  rankdir=LR;",
            "  label=\(Self.quoted("\(graph.variant) · \(graph.screen)")); labelloc=t; fontname=\"Helvetica\";",
            "  node [fontname=\"Helvetica\"]; edge [color=\"#555555\"];",
        ]
        for node in graph.graph.nodes {
            lines.append("  n\(node.id) [label=\(Self.quoted(graph.labelWithValue(node.id))), \(Self.shape(node.kind))];")
        }
        for edge in graph.graph.edges {
            lines.append("  n\(edge.from) -> n\(edge.to);")
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
        case .output: "shape=doubleoctagon, style=filled, fillcolor=\"#d5f0d0\""
        }
    }

    /// `text` as a DOT string: in quotes, with quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
