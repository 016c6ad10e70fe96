/// A handout as one self-contained HTML page (`handout N --html FILE`): the Markdown
/// ``Handout`` writes, read back, with its own style sheet and nothing fetched. A command's
/// block keeps its 80 columns whole: never wrapped, on screen or printed (at A4 or Letter
/// with the page's margins, a block's monospace type is sized so that 80 columns fit).
enum HandoutHTML {
    /// The most Markdown a page is made of, in bytes: a page is held whole until it is
    /// written, and a lesson's is under 100 KB.
    static let largestMarkdown = 16 << 20

    /// The page of the handout whose Markdown lines are `markdown`.
    static func page(_ markdown: [String]) -> String {
        var body: [String] = []
        var title = "vmrepl handout"
        var paragraph: [String] = []
        var inBlock = false
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            body.append("<p>" + inline(paragraph.joined(separator: " ")) + "</p>")
            paragraph = []
        }
        for line in markdown {
            if inBlock {
                if line == "```" {
                    body[body.count - 1] += "</pre>"
                    inBlock = false
                } else {
                    body.append(XMLText.escaped(line))
                }
                continue
            }
            if line.hasPrefix("```") {
                endParagraph()
                body.append("<pre>")
                inBlock = true
            } else if line.hasPrefix("# ") && body.isEmpty && paragraph.isEmpty {
                title = String(line.dropFirst(2))
                body.append("<h1>" + XMLText.escaped(title) + "</h1>")
            } else if line.hasPrefix("## ") {
                endParagraph()
                body.append("<h2>" + XMLText.escaped(String(line.dropFirst(3))) + "</h2>")
            } else if line.isEmpty {
                endParagraph()
            } else {
                paragraph.append(unescaped(line))
            }
        }
        endParagraph()
        if inBlock { body[body.count - 1] += "</pre>" }
        // A newline right after `<pre>` is no row of the block: HTML leaves it out.
        return (["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                 "<title>" + XMLText.escaped(title) + "</title>", "<style>", styleSheet, "</style>", "</head>", "<body>"]
                + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    /// 80 columns of monospace (0.6 em a column) fit the page: on a screen, the text column
    /// (46 rem) holds a block's 80 columns at 14 px (about 680 px), and a narrower window
    /// scrolls the block rather than wrap it; printed, A4's 180 mm between margins hold 80
    /// columns at 8.5 pt (about 145 mm), Letter's more.
    static let styleSheet = """
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2em auto; padding: 0 1em; max-width: 46rem; color: #111; }
    pre { font: 14px/1.35 "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre; overflow-x: auto; background: #f4f4f4; padding: 0.5em 0.75em; break-inside: avoid; }
    code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; }
    @page { margin: 15mm; }
    @media print {
      body { font-size: 10.5pt; margin: 0; padding: 0; max-width: none; }
      pre { font-size: 8.5pt; overflow: visible; background: none; border-left: 2px solid #999; padding: 0 0 0 0.5em; }
    }
    """

    /// Inline Markdown as the teacher wrote it: `code` and *emphasis*; the rest escaped.
    static func inline(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "`" || first == "*", let close = rest.dropFirst().firstIndex(of: first), close > rest.index(after: rest.startIndex) {
                let inner = XMLText.escaped(String(rest[rest.index(after: rest.startIndex)..<close]))
                html += first == "`" ? "<code>" + inner + "</code>" : "<em>" + inner + "</em>"
                rest = rest[rest.index(after: close)...]
            } else {
                html += XMLText.escaped(String(first))
                rest = rest.dropFirst()
            }
        }
        return html
    }

    /// A narration line without the backslash ``Handout/escapedAsText(_:)`` put before what
    /// Markdown would read as a block (`\#`, `1\.`).
    static func unescaped(_ line: String) -> String {
        if line.hasPrefix("\\") { return String(line.dropFirst()) }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix("\\") { return String(digits + line.dropFirst(digits.count + 1)) }
        return line
    }
}
