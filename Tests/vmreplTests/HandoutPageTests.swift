import Foundation
import Testing

/// `vmrepl handout N --html FILE` as a teacher uses it: a page that a browser shows and
/// prints (headless Chromium's print to PDF, read back by poppler's pdftotext) with every
/// line of every 80-column block whole, and whose structure is the Markdown's as a
/// CommonMark renderer reads it.
@Suite struct HandoutPageTests {
    /// A line as its words, whatever the spaces between them.
    static func words(_ line: Substring) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"),
                   "needs Chromium and pdftotext, which dev/setup installs"))
    func aPrintedPageKeepsEveryLineOfEveryBlockWhole() throws {
        let scratch = try ScratchDirectory()
        let page = scratch.url.appendingPathComponent("stale answer.html").path
        // Lesson 18: blocks whose lines run to the 80th column.
        let wrote = try Binary.run(["handout", "18", "--html", page])
        #expect(wrote.status == 0, "\(wrote.error)")
        #expect(wrote.output.hasPrefix("html \(page): the handout of 18 as one page, "), "\(wrote.output)")
        let markdown = try Binary.run(["handout", "18"]).output
        var blockLines: [Substring] = []
        var inBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock = line != "```"; continue }
            if inBlock { blockLines.append(line) }
        }
        let widest = blockLines.map(\.count).max() ?? 0
        #expect(widest == 80, "the lesson's widest line is the point")
        let printed = try Binary.shell("""
            cd '\(scratch.url.path)' && timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
              --print-to-pdf=page.pdf 'file://\(page)' >/dev/null 2>&1 && pdftotext -layout page.pdf -
            """)
        #expect(printed.status == 0, "\(printed.error)")
        let pdfLines = Set(printed.output.split(separator: "\n").map(Self.words))
        // Each line that is not blank is a line of the PDF: none was wrapped onto two.
        let missing = blockLines.filter { !$0.allSatisfy(\.isWhitespace) && !pdfLines.contains(Self.words($0)) }
        #expect(missing.isEmpty, "wrapped or lost: \(missing.prefix(5))")
        #expect(blockLines.count > 100)
        // And every word is on the paper: none ends past the page's right edge.
        let edges = try Binary.shell("""
            pdftotext -bbox '\(scratch.url.path)/page.pdf' - | /usr/bin/python3 -c '
            import re, sys
            text = sys.stdin.read()
            width = float(re.search(r"<page width=.([0-9.]+)", text).group(1))
            print(sum(1 for x in re.findall(r"xMax=.([0-9.]+)", text) if float(x) > width), len(re.findall("<word", text)))'
            """)
        let counts = edges.output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(counts.count == 2 && counts[0] == 0 && counts[1] > 1_000, "\(edges.output) \(edges.error)")
    }

    /// The page has what the Markdown has, as markdown-it reads the Markdown: a `<pre>`
    /// per block, a heading per heading; and no file is replaced without `--force`.
    @Test func itsBlocksAreTheMarkdownsAndAFileIsKeptUnlessForced() throws {
        let scratch = try ScratchDirectory()
        let page = scratch.url.appendingPathComponent("five.html").path
        #expect(try Binary.run(["handout", "5", "--html", page]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let rendered = try Binary.shell("\"$VMREPL\" handout 5 | /usr/bin/python3 -c \"\(HandoutConsumerTests.renderer)\"").output
        #expect(html.components(separatedBy: "<pre>").count == rendered.components(separatedBy: "<pre>").count, "\(html)")
        #expect(html.components(separatedBy: "<h2>").count == rendered.components(separatedBy: "<h2>").count)
        // Kept, then replaced.
        let kept = try Binary.run(["handout", "1", "--html", page])
        #expect(kept.status == 2 && kept.output.isEmpty, "\(kept)")
        #expect(kept.error.hasPrefix("vmrepl: cannot write '\(page)': ") && kept.error.hasSuffix("\n") && kept.error.split(separator: "\n").count == 1, "\(kept.error)")
        #expect(try String(contentsOfFile: page, encoding: .utf8) == html)
        #expect(try Binary.run(["handout", "1", "--html", page, "--force"]).status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<h1>Lesson 1: "))
        // Bad words get one line that names them.
        let forceAlone = try Binary.run(["handout", "1", "--force"])
        #expect(forceAlone.status == 2 && forceAlone.error.contains("add '--html FILE'"), "\(forceAlone.error)")
        let unknown = try Binary.run(["handout", "1", "--pdf", "x.pdf"])
        #expect(unknown.status == 2 && unknown.error.contains("unknown option '--pdf' for 'handout'"), "\(unknown.error)")
        let noFile = try Binary.run(["handout", "1", "--html"])
        #expect(noFile.status == 2 && noFile.error.split(separator: "\n").count == 1, "\(noFile.error)")
    }

    /// A page is held whole until it is written, so a talk of more than 16 MB of Markdown
    /// is refused in one line, and nothing is written; as Markdown it is printed whole.
    @Test func aTalkTooLongForOnePageIsRefusedAndNothingWritten() throws {
        let scratch = try ScratchDirectory()
        let line = "# " + String(repeating: "narration ", count: 100) + "\n"
        let talk = try scratch.file("long.vmrepl", String(repeating: line, count: 17 << 10) + "countup\n")
        let page = scratch.url.appendingPathComponent("long.html").path
        let refused = try Binary.run(["handout", talk, "--html", page])
        #expect(refused.status == 2 && refused.output.isEmpty, "\(refused.output)")
        #expect(refused.error == "vmrepl: the handout of '\(talk)' is over 16 MB of Markdown, too long for one page; print it as Markdown ('handout \(talk)' without --html)\n")
        #expect(!FileManager.default.fileExists(atPath: page))
        let markdown = try Binary.shell("\"$VMREPL\" handout '\(talk)' | wc -c")
        #expect((Int(markdown.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 16 << 20)
    }
}
