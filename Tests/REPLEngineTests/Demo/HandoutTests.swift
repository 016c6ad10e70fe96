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

    /// Narration is paragraphs, commands and output are fenced, no colour, nothing past
    /// 80 columns inside a block.
    @Test func narrationIsParagraphsAndCommandsAreFenced() throws {
        let lines = try Engine().handout(of: "5").get()
        #expect(lines.first == "# vmrepl: 05-double-tap.vmt")
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.filter { $0 == "```text" }.count == lines.filter { $0 == "```" }.count)
        var inBlock = false
        for line in lines {
            if line == "```text" { inBlock = true } else if line == "```" { inBlock = false }
            if inBlock { #expect(line.count <= 80, "\(line)") } else { #expect(!line.hasPrefix("vmrepl> ") && !line.hasPrefix("#  "), "\(line)") }
        }
        #expect(Handout.paragraphs(["# one", "# two", "#", "# three"]) == ["one two", "three"])
    }

    @Test func aTalkThatCannotBeReadIsOneError() {
        let (output, status) = Engine().execute("handout nowhere")
        #expect(status == .failed)
        #expect(output.map(\.text).first?.hasPrefix("error: no file or lesson 'nowhere'") == true)
    }
}
