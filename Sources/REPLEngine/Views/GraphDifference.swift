import MiniRx

/// What each of two or more styles' graphs has that the others do not, node by node: the
/// one answer that both `graph`'s text (`*` before a line) and its DOT picture (a red
/// outline) show, so that the two never disagree.
///
/// Nodes are alike when their labels are, the numbers that tell alike nodes apart and a
/// subject's value aside (`BehaviorRelay 2 = false` is `BehaviorRelay`). Each node is
/// paired with at most one alike node of another graph, the one whose neighbours are most
/// alike, so that relay's four `PublishRelay`s are not all matched by anyobserver's one.
/// A node no other graph pairs is marked.
struct GraphDifference {
    /// For each graph, the ids of its nodes no other graph has.
    let marked: [Set<Int>]

    init(_ graphs: [StyleGraph]) {
        var paired = graphs.map { _ in Set<Int>() }
        for first in graphs.indices {
            for second in graphs.indices where second > first {
                let (one, other) = Self.pairs(graphs[first], graphs[second])
                paired[first].formUnion(one)
                paired[second].formUnion(other)
            }
        }
        marked = graphs.indices.map { index in Set(graphs[index].graph.nodes.map(\.id)).subtracting(paired[index]) }
    }

    /// A label as two graphs compare it: without the numbers that tell alike nodes apart
    /// and without a subject's value or an output's end (`BehaviorRelay = 2` is
    /// `BehaviorRelay`).
    static func comparable(_ label: String) -> String {
        let name = (label.components(separatedBy: " = ").first ?? label).components(separatedBy: " (").first ?? label
        return name.split(separator: " ").map { $0.split(separator: "#").first.map(String.init) ?? String($0) }
            .filter { Int($0) == nil }.joined(separator: " ")
    }

    /// The nodes of `one` and of `other` paired with an alike node of the other graph.
    private static func pairs(_ one: StyleGraph, _ other: StyleGraph) -> (Set<Int>, Set<Int>) {
        let ones = Dictionary(grouping: one.graph.nodes.map(\.id)) { comparable(one.labelWithValue($0)) }
        let others = Dictionary(grouping: other.graph.nodes.map(\.id)) { comparable(other.labelWithValue($0)) }
        var pairedOne = Set<Int>(), pairedOther = Set<Int>()
        for (label, candidates) in ones {
            guard let counterparts = others[label] else { continue }
            // Every possible pair, most alike neighbours first, then in reading order.
            let scored = candidates.flatMap { a in counterparts.map { b in (a, b, likeness(a, in: one, b, in: other)) } }
                .sorted { ($1.2, $0.0, $0.1) < ($0.2, $1.0, $1.1) }
            for (a, b, _) in scored where !pairedOne.contains(a) && !pairedOther.contains(b) {
                pairedOne.insert(a)
                pairedOther.insert(b)
            }
        }
        return (pairedOne, pairedOther)
    }

    /// How many of their neighbours' labels two nodes share, upstream and downstream.
    private static func likeness(_ a: Int, in one: StyleGraph, _ b: Int, in other: StyleGraph) -> Int {
        func neighbours(_ graph: StyleGraph, _ ids: [Int]) -> [String] {
            ids.map { comparable(graph.labelWithValue($0)) }.sorted()
        }
        func shared(_ left: [String], _ right: [String]) -> Int {
            var right = right
            return left.filter { label in
                guard let index = right.firstIndex(of: label) else { return false }
                right.remove(at: index)
                return true
            }.count
        }
        return shared(neighbours(one, one.graph.upstream(of: a)), neighbours(other, other.graph.upstream(of: b)))
            + shared(neighbours(one, one.graph.downstream(of: a)), neighbours(other, other.graph.downstream(of: b)))
    }
}
