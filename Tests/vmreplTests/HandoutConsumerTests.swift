import Foundation
import Testing

/// A handout read by a CommonMark renderer (Debian's `python3-markdown-it`), as a
/// teacher's site generator or pandoc reads it: each run of commands is one code block,
/// and narration, fences and list markers included, stays prose.
@Suite struct HandoutConsumerTests {
    /// Renders standard input as CommonMark and prints the HTML.
    static let renderer = "import sys, markdown_it; print(markdown_it.MarkdownIt('commonmark').render(sys.stdin.read()))"

    func html(ofHandout talk: String, in scratch: ScratchDirectory) throws -> String {
        let rendered = try Binary.shell("cd '\(scratch.url.path)' && \"$VMREPL\" handout \(talk) | /usr/bin/python3 -c \"\(Self.renderer)\"")
        #expect(rendered.status == 0, "\(rendered.error)")
        return rendered.output
    }

    @Test func aFenceInNarrationStaysProseAndEachCommandIsInACodeBlock() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.file("fence.vmrepl", "# ```swift\n#\n# - one\n#\n# 1. first\n#\n# `countup` counts\ncountup\n# ```\ncountup\n")
        let html = try html(ofHandout: "fence.vmrepl", in: scratch)
        // The two commands' blocks and the legend's.
        #expect(html.components(separatedBy: "<pre>").count == 4, "\(html)")
        #expect(html.contains("<h2>How to read the output</h2>") || html.contains(">How to read the output</h2>"), "\(html)")
        #expect(html.contains("<p>```swift</p>"), "\(html)")
        #expect(html.contains("<p>- one</p>") && html.contains("<p>1. first</p>"), "\(html)")
        #expect(html.contains("<p><code>countup</code> counts</p>"), "\(html)")
        #expect(html.contains("<p>```</p>"), "\(html)")
        #expect(!html.contains("<ul>") && !html.contains("<ol>"), "\(html)")
    }

    /// Lesson 5's handout: as many code blocks as runs of commands, none of them prose.
    @Test func aLessonsHandoutRendersItsBlocks() throws {
        let scratch = try ScratchDirectory()
        let markdown = try Binary.run(["handout", "5"]).output
        let fences = markdown.split(separator: "\n").filter { $0 == "```text" }.count
        let html = try html(ofHandout: "5", in: scratch)
        #expect(fences >= 2)
        #expect(html.components(separatedBy: "<pre><code class=\"language-text\">").count == fences + 1, "\(html)")
        #expect(!html.contains("<pre><code>vmrepl&gt;"), "a command outside its block")
    }
}
