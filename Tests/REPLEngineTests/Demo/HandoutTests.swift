import Foundation
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// `handout`: a talk as Markdown a teacher gives out.
@Suite struct HandoutTests {
    static let blessed = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/handouts/05-double-tap.md")

    /// Lesson 5's handout is its blessed file, `docs/handouts/05-double-tap.md`; with
    /// `VMREPL_BLESS=1` the test writes the file instead, to be read in the diff.
    @Test func lessonFivesHandoutIsItsBlessedFile() throws {
        let lines = try Engine().handout(of: "5").get()
        let text = lines.map { $0 + "\n" }.joined()
        if let bless = ProcessInfo.processInfo.environment["VMREPL_BLESS"], !bless.isEmpty, bless != "0" {
            try Data(text.utf8).write(to: Self.blessed, options: .atomic)
            Issue.record("blessed \(Self.blessed.path); read its diff before committing it")
            return
        }
        #expect(try String(contentsOf: Self.blessed, encoding: .utf8) == text)
    }

    /// Every lesson's handout is titled by the lesson's first sentence, whole however its
    /// comment is wrapped (lesson 6's runs over two lines, lesson 13's ends at a question
    /// mark before another sentence): never by the file's name, never cut. The title is
    /// written before the talk's first command runs: here, each talk stops there.
    @Test func everyHandoutIsTitledByItsLessonsSentence() throws {
        for lesson in EmbeddedLessons.all {
            let engine = Engine()
            var written: [String] = []
            engine.isInterrupted = { !written.isEmpty }
            let problem = engine.handout(of: String(lesson.number)) { written.append($0) }
            #expect(problem == nil, "\(problem?.reason ?? "")")
            let title = try #require(written.first)
            #expect(title == "# Lesson \(lesson.number): " + EmbeddedLessons.title(of: lesson.text).replacing(/\.$/, with: ""), "\(lesson.file)")
            #expect(!title.contains(".vmt"), "\(title)")
        }
        #expect(Handout.title(from: ["# Lesson 13: does it leak? 'resources' counts", "# what each holds."]) == "Lesson 13: does it leak?")
        #expect(Handout.title(from: ["# Lesson 6: typing mistakes get one line;", "# the state survives.", "vmrepl> countup"])
            == "Lesson 6: typing mistakes get one line; the state survives")
        #expect(Handout.title(from: ["vmrepl> countup"]) == nil)
    }

    /// Paper has no screen to fit: a handout's trace is whole, where the REPL's stops at
    /// a screenful and says how to see the rest.
    @Test func aHandoutsTraceIsWhole() throws {
        let talk = ["email demo@example.com", "password secret123", "trace login"]
        let lines = try Engine().handout(of: "5").get()
        #expect(!lines.contains { $0.hasPrefix("… ") && $0.contains("more lines") })
        var written: [String] = []
        let problem = Handout.write(FileLines(Array((talk.joined(separator: "\n") + "\n").utf8)), name: "talk.vmt", catalog: .shipped, fileReader: nil) { written.append($0) }
        #expect(problem == nil)
        #expect(written.first == "# vmrepl: talk.vmt")
        #expect(written.contains("trace login:"), "\(written)")
        #expect(!written.contains { $0.contains("more lines: 'trace --all login'") }, "\(written)")
        #expect(written.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.contains("reducer") }.count >= 1, "\(written)")
    }

    /// Narration is paragraphs, commands and output are fenced, no colour, nothing past
    /// 80 columns inside a block.
    @Test func narrationIsParagraphsAndCommandsAreFenced() throws {
        let lines = try Engine().handout(of: "5").get()
        #expect(lines.first == "# Lesson 5: a second tap while the first login is in flight")
        #expect(lines.dropFirst(2).first == "*vmrepl, 05-double-tap.vmt; how to read the output is at the end.*")
        // The legend, from 'help output', closes it.
        #expect(lines.suffix(2).first == "  = 2, withLatestFrom#1, *   graph: a subject's value; met again; not in B")
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.filter { $0 == "```text" }.count == lines.filter { $0 == "```" }.count)
        var inBlock = false
        for line in lines {
            if line == "```text" { inBlock = true } else if line == "```" { inBlock = false }
            if inBlock { #expect(line.count <= 80, "\(line)") } else { #expect(!line.hasPrefix("vmrepl> ") && !line.hasPrefix("#  "), "\(line)") }
        }
        #expect(Handout.proseText(of: "#   one") == "one")
        #expect(Handout.proseText(of: "#").isEmpty)
    }

    @Test func aTalkThatCannotBeReadIsOneError() {
        let (output, status) = Engine().execute("handout nowhere")
        #expect(status == .failed)
        #expect(output.map(\.text).first?.hasPrefix("error: no file or lesson 'nowhere'") == true)
    }

    /// Narration is Markdown text: a line that would start a block (a fence, a heading,
    /// a list) is escaped, so a fence in narration never swaps code and prose; inline
    /// code stays the teacher's.
    @Test func aFenceInNarrationStaysText() throws {
        let engine = Engine()
        engine.fileReader = { _ in .success(FileLines(Array("# ```swift\n#\n# - one\n#\n# 1. first\n#\n# `countup` counts\ncountup\n# ```\n".utf8))) }
        let lines = try engine.handout(of: "talk.vmrepl").get()
        #expect(Array(lines.prefix(20)) == [
            "# \\```swift", "", "*vmrepl, talk.vmrepl; how to read the output is at the end.*",
            "", "\\```swift", "", "\\- one", "", "1\\. first", "", "`countup` counts",
            "", "```text", "vmrepl> countup", #"count: "1"  (all 9 agree)"#, "```", "", "\\```", "", "## How to read the output",
        ], "\(lines)")
        // Fences balance: only the handout's own open and close blocks (the talk's, the legend's).
        #expect(lines.filter { $0.hasPrefix("```") } == ["```text", "```", "```text", "```"])
    }

    /// A paragraph longer than the handout keeps goes on in the next line of the same
    /// paragraph (no blank line between), so memory holds at most one such piece.
    @Test func aLongParagraphGoesOnInTheSameParagraph() throws {
        let word = String(repeating: "w", count: 1_000)
        let engine = Engine()
        engine.fileReader = { _ in .success(FileLines(Array(String(repeating: "# \(word)\n", count: 200).utf8))) }
        let lines = try engine.handout(of: "talk.vmrepl").get()
        // 200 KB of one paragraph: three full pieces and the rest, after the title (the
        // talk's name: its first sentence is too long for one), a line and a blank.
        #expect(lines.first == "# vmrepl: talk.vmrepl")
        let paragraph = Array(lines.dropFirst(4).prefix { !$0.isEmpty })
        #expect(paragraph.count == 4, "\(lines.map(\.count))")
        #expect(lines[3].isEmpty && lines[1].isEmpty)
        #expect(paragraph.allSatisfy { $0.utf8.count <= Handout.paragraphLength })
        #expect(paragraph.joined(separator: " ") == Array(repeating: word, count: 200).joined(separator: " "))
    }
}
