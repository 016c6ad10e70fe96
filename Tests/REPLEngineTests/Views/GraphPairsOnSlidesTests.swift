import Foundation
@testable import REPLEngine
import StyleKit
import Testing

/// Two styles' graphs on a slide, as a speaker puts them there: every pair of shipped
/// styles, on both screens, after a login, laid out by Graphviz; its text readable at
/// 1920 pixels wide, and its red outlines the very nodes the text marks `*`.
@Suite struct GraphPairsOnSlidesTests {
    /// `line`'s output in `engine`.
    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).0.map(\.text)
    }

    /// A DOT node's label as the text names the node: its lines joined, its value left out.
    private func name(ofNodeIn line: String) -> String? {
        guard let match = line.firstMatch(of: /\[label="((?:[^"\\]|\\.)*)"/) else { return nil }
        let label = String(match.1).replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\\\"", with: "\"")
        return label.components(separatedBy: " = ").first
    }

    @Test func everyPairIsReadableAtNineteenTwentyAndMarksWhatItsTextMarks() throws {
        let engine = Engine(options: EngineOptions(width: 80), catalog: .shipped)
        for line in ["use all", "email demo@example.com", "password secret123", "login", "countup"] { _ = engine.execute(line) }
        let styles = Catalog.shipped.styles.map { (style: Style) in style.name }
        var compared = 0
        for (position, first) in styles.enumerated() {
            for second in styles[(position + 1)...] {
                for screen in ["counter", "login"] {
                    let pair = "\(first) \(second) \(screen)"
                    let dot = run(engine, "graph \(pair) --dot")
                    let (svg, status) = try Graphviz.svg(of: dot.joined(separator: "\n"))
                    #expect(status == 0, "\(pair)")
                    let size = try #require(svg.firstMatch(of: /width="(\d+)pt" height="(\d+)pt"/))
                    let width = Double(size.1) ?? .infinity
                    #expect(14 * 1920 / width >= 18, "\(pair): \(width) pt wide, text \(14 * 1920 / width) px at 1920")
                    // Each outlined node is on a line the text marks, and each marked line
                    // holds an outlined node, in each style's half.
                    let text = run(engine, "graph \(pair)")
                    let header = second + " · "
                    let split = text.firstIndex { (line: String) in line.hasPrefix(header) } ?? text.endIndex
                    let halves: [[String]] = [Array(text[..<split]), Array(text[split...])]
                    let clusters = dot.joined(separator: "\n").components(separatedBy: "  subgraph cluster_").dropFirst()
                    for (half, cluster) in zip(halves, clusters) {
                        let outlined = Set(cluster.split(separator: "\n").filter { $0.contains("#c0392b") }.compactMap { name(ofNodeIn: String($0)) })
                        let marked = half.filter { $0.hasPrefix("* ") }
                        compared += outlined.count
                        for node in outlined {
                            #expect(marked.contains { $0.contains(node) }, "\(pair): \(node) is outlined but on no marked line: \(half)")
                        }
                        for line in marked {
                            #expect(outlined.contains { line.contains($0) }, "\(pair): '\(line)' is marked but holds no outlined node: \(outlined)")
                        }
                    }
                }
            }
        }
        // 110 pictures, and what differs in them outlined and marked.
        #expect(compared > 500, "\(compared) outlined nodes")
    }

    /// On a narrow terminal every line of two graphs, their notes too, fits.
    @Test func twoGraphsFitANarrowTerminalNotesAndAll() {
        let engine = Engine(options: EngineOptions(width: 50), catalog: .shipped)
        for screen in ["counter", "login"] {
            let lines = run(engine, "graph relay anyobserver \(screen)")
            #expect(lines.contains { $0.contains("(an input with no arrow") }, "\(lines)")
            #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines.filter { $0.count > 50 })")
        }
    }

    /// After a login, a result relay that only a finished request sent into has no arrow
    /// into it; the graph says so, in text and in the picture, and says nothing of the
    /// kind before every input has shown where it leads.
    @Test func aPathFromNowhereSaysWhy() {
        let engine = Engine(catalog: .shipped)
        _ = engine.execute("use property")
        #expect(!run(engine, "graph property login").contains { $0.contains("no arrow into") })
        for line in ["email demo@example.com", "password secret123", "login"] { _ = engine.execute(line) }
        let text = run(engine, "graph property login").joined(separator: "\n")
        #expect(text.contains("PublishRelay → loginResult ▸ view\n(no arrow into PublishRelay: nothing was seen sending into it yet; a method or a\n subscription's closure (maybe a finished one) may)"), "\(text)")
        let dot = run(engine, "graph property login --dot").joined(separator: "\n")
        #expect(dot.contains(#"no arrow into PublishRelay:\nnothing was seen"#), "\(dot)")
    }
}
