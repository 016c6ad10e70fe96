import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// Every line `graph` and `trace` print fits 80 columns, values included: a long value is
/// cut, its end marked `…`, rather than widening the line past a projector's screen.
@Suite struct GraphAndTraceFitTests {
    /// The lessons' commands (those that run in a session), as a class has typed them.
    static let lessonCommands: [String] = EmbeddedLessons.all.flatMap { lesson in
        lesson.text.split(separator: "\n").filter { $0.hasPrefix(Engine.prompt) }.map { String($0.dropFirst(Engine.prompt.count)) }
    }.filter { command in !["quit", "bench", "demo", "run", "save", "handout"].contains { command.hasPrefix($0) } }

    @Test func everyLineFitsAfterTheLessonsAndALongEmail() {
        let engine = Engine()
        for command in Self.lessonCommands { _ = engine.execute(command) }
        let email = String(repeating: "a", count: 108) + "@example.com"
        #expect(email.count == 120)
        let setup = ["use all", "email \(email)", "password secret123", "login", "subscribe count", "countup 2"]
        for command in setup { _ = engine.execute(command) }
        var printed: [String: [String]] = [:]
        for style in Catalog.shipped.styles {
            for screen in Catalog.shipped.screens {
                printed["graph \(style.name) \(screen.name)"] = engine.execute("graph \(style.name) \(screen.name)").lines.map(\.text)
            }
        }
        for command in ["trace login", "trace countup", "trace email \(email)", "trace tick 500", "trace password x"] {
            printed[command] = engine.execute(command).lines.map(\.text)
        }
        for (command, lines) in printed {
            #expect(!lines.isEmpty, "\(command) printed nothing")
            let wide = lines.filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(command): \(wide)")
        }
    }

    @Test func aChainCutsWhatDoesNotFitAndMarksIt() {
        let long = String(repeating: "x", count: 200)
        let lines = ArrowChain.lines("    ", ["input", "map \(long)", "scan"], indent: "      ", width: 40)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("… →") })
        #expect(lines.last?.hasSuffix("scan") == true)
        #expect(ArrowChain.lines("", ["a", "b"], indent: "", width: 40) == ["a → b"])
    }
}
