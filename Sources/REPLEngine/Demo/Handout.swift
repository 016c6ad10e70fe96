import StyleKit

/// A talk as a handout a teacher gives out: Markdown, its narration as paragraphs and
/// its commands, with what each printed, in fenced blocks, as a fresh session prints them
/// (80 columns, no colour, `bench` figures as `[..]`, as a transcript holds them).
///
/// It is written a line at a time as the talk is read and run, so a file of any length
/// holds a line and a paragraph (a paragraph longer than ``paragraphLength`` goes on in
/// the next line of the same paragraph), and each command's block shows as it runs.
public enum Handout {
    /// The most bytes of a paragraph kept before its text goes on a line of its own.
    static let paragraphLength = 1 << 16

    /// Writes the handout of the talk `lines`, named `name`, run over `catalog`'s styles, to
    /// `emit` a line at a time; `run` reads with `fileReader`, and `isInterrupted` stops
    /// the talk's commands (Ctrl-C). Why the talk could not be read, if it could not.
    public static func write(_ lines: FileLines, name: String, catalog: Catalog, fileReader: FileReader?, toolName: String = "vmrepl",
                             isInterrupted: @escaping () -> Bool = { false }, emit: (String) -> Void) -> FileProblem? {
        let engine = Engine(options: .transcript(toolName: toolName), catalog: catalog)
        engine.fileReader = fileReader
        engine.runningTalk = .handout
        engine.isInterrupted = isInterrupted
        // The title is the talk's first sentence (`Lesson 5: the double tap`), or its name.
        var first = lines.next()
        emit("# " + (first.flatMap { String(validating: $0, as: UTF8.self) }.flatMap(title(from:)) ?? "vmrepl: \(name)"))
        emit("")
        emit("*vmrepl, \(escapedAsText(name)); how to read the output is at the end.*")
        var inBlock = false
        var paragraph = ""
        var reader = ScriptReader()
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            emit(escapedAsText(paragraph))
            paragraph = ""
        }
        func prose(_ text: Substring) {
            guard !text.isEmpty else {
                endParagraph()
                return
            }
            if paragraph.isEmpty {
                if inBlock { emit("```") }
                inBlock = false
                emit("")
            } else if paragraph.utf8.count + text.utf8.count >= paragraphLength {
                // The same paragraph goes on, on a line of its own.
                emit(escapedAsText(paragraph))
                paragraph = ""
                paragraph += text
                return
            } else {
                paragraph += " "
            }
            paragraph += text
        }
        while let bytes = first ?? lines.next() {
            first = nil
            guard let text = String(validating: bytes, as: UTF8.self) else { return Engine.notUTF8(name, line: reader.lineNumber + 1) }
            let line = text.hasSuffix("\r") ? String(text.dropLast()) : text
            if TranscriptLine.isComment(line) {
                // Blank lines separate nothing; a `#` alone ends a paragraph.
                if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { prose(proseText(of: line)) }
                _ = reader.read(line)
                continue
            }
            guard let step = reader.read(line) else { continue }
            endParagraph()
            if !inBlock { emit(""); emit("```text") }
            inBlock = true
            emit(Engine.prompt + step.command)
            _ = engine.execute(step.command) { emit($0.text) }
            if isInterrupted() { break }
        }
        if let problem = lines.failure() { return FileProblem("cannot read '\(name)': \(problem.reason)") }
        endParagraph()
        if inBlock { emit("```") }
        emit("")
        emit("## How to read the output")
        emit("")
        emit("```text")
        HelpText.legend.dropFirst().forEach(emit)
        emit("```")
        return nil
    }

    /// A handout's title: the first sentence of a talk's first comment line, if it is one
    /// and at most 72 characters (`# Lesson 5: the double tap. Two taps…` is `Lesson 5:
    /// the double tap`).
    static func title(from line: String) -> String? {
        guard TranscriptLine.isComment(line) else { return nil }
        let text = proseText(of: line)
        let sentence = text.range(of: ". ").map { text[..<$0.lowerBound] } ?? text
        let title = sentence.hasSuffix(".") ? sentence.dropLast() : sentence
        // A sentence too long for a heading is no title: the talk's name is.
        return title.isEmpty || title.count > 72 ? nil : escapedAsText(String(title))
    }

    /// A comment's prose: the text after `#` and the space after it; empty for a `#`
    /// alone, which ends a paragraph.
    static func proseText(of line: String) -> Substring {
        let text = line.drop { $0 == " " || $0 == "\t" }.dropFirst().drop { $0 == " " }
        return text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "#" }) ? "" : text
    }

    /// A line of narration as Markdown reads it as text: what would start a block at
    /// the start of a line — a code fence, a heading, a quote, a list item, a thematic
    /// break, a table or HTML — is escaped with a backslash, so a fence in narration
    /// stays text and never swaps code and prose. Inline Markdown (`code`, *emphasis*)
    /// is the teacher's and is kept.
    static func escapedAsText(_ line: String) -> String {
        guard let first = line.first else { return line }
        if "#>-+*_=|<".contains(first) || line.hasPrefix("```") || line.hasPrefix("~~~") { return "\\" + line }
        // `1.` or `1)` starts an ordered list.
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9, let after = line.dropFirst(digits.count).first, after == "." || after == ")" {
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return line
    }
}
