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
    /// the talk's commands (Ctrl-C), and its lines pass a gate `lineGateMaker` makes, as a
    /// session's do; `mutate` and `explore` show their progress on the lines `watched`
    /// shows it on, if any. Why the talk could not be read, if it could not.
    public static func write(_ lines: FileLines, name: String, catalog: Catalog, fileReader: FileReader?, toolName: String = "vmrepl",
                             experiments: EngineExperiments = .none, isInterrupted: @escaping () -> Bool = { false }, lineGateMaker: (() -> any LineGate)? = nil,
                             progressAs watched: Engine? = nil, emit: (String) -> Void) -> FileProblem? {
        let engine = Engine(options: .transcript(toolName: toolName, experiments: experiments), catalog: catalog)
        engine.mutateProgress = watched?.mutateProgress
        engine.mutateProgressEnded = watched?.mutateProgressEnded
        engine.exploreProgress = watched?.exploreProgress
        engine.exploreProgressEnded = watched?.exploreProgressEnded
        engine.lineGateMaker = lineGateMaker
        engine.fileReader = fileReader
        engine.runningTalk = .handout
        engine.isInterrupted = isInterrupted
        // The title is the first sentence of the talk's opening comment, however it is
        // wrapped (`Lesson 5: the double tap`), or its name. The opening's lines are read
        // ahead, a few at most, and then written as every other line.
        var opening: [[UInt8]] = []
        while opening.count < Self.openingLines, let bytes = lines.next() {
            opening.append(bytes)
            guard let text = String(validating: bytes, as: UTF8.self), TranscriptLine.isComment(text),
                  !proseText(of: text).isEmpty else { break }
        }
        let openingText = opening.compactMap { String(validating: $0, as: UTF8.self) }
        emit("# " + (title(from: openingText) ?? "vmrepl: \(escapedAsText(name))"))
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
        var ahead = opening[...]
        while let bytes = ahead.popFirst() ?? lines.next() {
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

    /// The most lines of a talk's opening comment read for its title.
    static let openingLines = 12

    /// A handout's title: the first sentence of a talk's opening comment, whole however
    /// the comment is wrapped, its full stop left out (`# Lesson 5: the double tap. Two
    /// taps…` is `Lesson 5: the double tap`; `Lesson 13: does it leak?` keeps its
    /// question mark); `nil` where the talk opens with no comment, or with a sentence
    /// longer than the opening lines hold.
    static func title(from lines: [String]) -> String? {
        let comment = lines.prefix { TranscriptLine.isComment($0) && !proseText(of: $0).isEmpty }
        guard !comment.isEmpty else { return nil }
        let text = comment.map { proseText(of: $0) }.joined(separator: " ")
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if ".?!".contains(text[index]), next == text.endIndex || text[next] == " " {
                let sentence = text[..<(text[index] == "." ? index : next)]
                return sentence.isEmpty ? nil : escapedAsText(String(sentence))
            }
            index = next
        }
        // A sentence the opening's lines do not end is no title unless the comment ends.
        return comment.count < lines.count || comment.count < openingLines ? escapedAsText(text) : nil
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
