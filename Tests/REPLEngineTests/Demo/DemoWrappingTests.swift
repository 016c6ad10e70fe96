import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A talk's text follows the projector: narration wraps as paragraphs, and what is left
/// of a step after a font zoom wraps again at words.
@Suite struct DemoWrappingTests {
    @Test func narrationWrapsAsParagraphs() {
        let script = DemoScript("""
            # The first paragraph is written over
            # two short lines.
            #
            # A second one.
            #   an indented line stays as it is
            countup

            """)
        let session = DemoSession(script: script, options: EngineOptions(), catalog: .shipped)
        session.width = 80
        let shown = session.forward()
        #expect(shown.prefix(4) == [
            .narration("# The first paragraph is written over two short lines."),
            .narration("#"),
            .narration("# A second one."),
            .narration("#   an indented line stays as it is"),
        ])
        session.width = 30
        let narrow = session.go(to: 1).compactMap { if case .narration(let line) = $0 { line } else { nil } }
        #expect(narrow.prefix(3) == ["# The first paragraph is", "# written over two short", "# lines."], "\(narrow)")
    }

    @Test func whatIsLeftOfAStepWrapsAgainAtWords() {
        let shown: [DemoSession.Shown] = [
            .output("late subscribers see the latest value, or only what comes after they subscribe"),
            .narration("# a narration line that is longer than the terminal has become after the zoom"),
            .command("countup"),
            .output("short"),
        ]
        let rewrapped = DemoPage.rewrapped(shown, width: 40)
        for item in rewrapped {
            switch item {
            case .output(let text), .narration(let text): #expect(text.count <= 40, "\(text)")
            case .command: break
            }
        }
        let words = rewrapped.compactMap { if case .output(let text) = $0 { text } else { nil } }
        #expect(words.joined(separator: " ").split(separator: " ") == "late subscribers see the latest value, or only what comes after they subscribe short".split(separator: " "))
        #expect(!words.contains { $0.hasSuffix("subscr") })
        #expect(rewrapped.filter { if case .narration = $0 { true } else { false } }.allSatisfy {
            if case .narration(let line) = $0 { line.hasPrefix("# ") } else { false }
        })
        #expect(DemoPage.rewrapped(shown, width: 200) == shown)
    }
}
