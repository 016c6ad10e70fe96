import StyleKit

/// A transcript, read: what `vmrepl --echo` prints, split into the commands it runs and
/// the output each is expected to print, with its comments where they stand.
///
/// ``TranscriptLine`` says what each line is. A transcript that would test nothing is a
/// ``TranscriptProblem``, not a transcript: output before the first input line, no input
/// line at all, a line that looks like a mistyped prompt, input after `quit`.
struct Transcript: Equatable {
    /// A line inside a step's expected output: a comment, kept as written and ignored
    /// when comparing, or an expected line (which may hold wildcards).
    enum BodyLine: Equatable {
        case comment(String)
        case expected(String)
    }

    /// One input line and what follows it up to the next input line.
    struct Step: Equatable {
        /// The command, without the prompt.
        let input: String
        /// Its line number in the file, from 1.
        let line: Int
        /// The lines after it, in order.
        var body: [BodyLine] = []

        /// The expected output lines, without the comments between them.
        var expected: [String] {
            body.compactMap { if case .expected(let text) = $0 { text } else { nil } }
        }
    }

    /// The comments before the first input line.
    let preamble: [String]
    /// The input lines, each with its expected output.
    let steps: [Step]
    /// How the file was saved (line endings, byte order mark), to bless it back that way.
    let format: TextFileFormat

    /// Reads a transcript from a file's bytes: UTF-8, lines ending in LF or CR LF, perhaps
    /// a byte order mark first.
    init(bytes: [UInt8], catalog: Catalog) throws(TranscriptProblem) {
        try self.init(lines: TextFileFormat.plainText(bytes), format: TextFileFormat(of: bytes), catalog: catalog)
    }

    /// Reads a transcript from text as vmrepl prints it.
    init(_ text: String, format: TextFileFormat = .plain, catalog: Catalog) throws(TranscriptProblem) {
        try self.init(lines: Array(text.utf8), format: format, catalog: catalog)
    }

    /// Whether `input` may be `quit` (a spelling of it, or an abbreviation), which only the
    /// parser can say: the other lines are not parsed twice.
    private static func mayQuit(_ input: String) -> Bool {
        // Most commands start with an ASCII character that starts no spelling of quit
        // (nor a pasted prompt or a quote): they are told apart by their first byte.
        let firstByte = input.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let firstByte else { return false }
        if firstByte < 0x80 && !Self.mayStartQuit.contains(firstByte) { return false }
        let first = input.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }.lowercased()
        // A pasted prompt or a quoted word: the parser reads it.
        if first == Engine.prompt.trimmingSpaces || first.hasPrefix("\"") || first.hasPrefix("'") { return true }
        return !first.isEmpty && ("quit".hasPrefix(first) || CommandParser.quitWords.contains(first))
    }

    /// The first bytes, in ASCII, of `quit`'s spellings, a pasted prompt and quotes.
    private static let mayStartQuit = Set("qQeE.vV\"'".utf8)

    /// Reads a transcript from UTF-8 lines ending in LF: the file is validated once and
    /// split as bytes, each line told apart by its bytes and decoded once (splitting a
    /// String's Characters costs several times more).
    private init(lines bytes: [UInt8], format: TextFileFormat, catalog: Catalog) throws(TranscriptProblem) {
        var split = bytes.split(separator: TextFileFormat.lineFeed, omittingEmptySubsequences: false)
        if split.last?.isEmpty == true { split.removeLast() }
        // A file that is not UTF-8 is not text: that is said before anything else, at its
        // first bad line. A line feed is never part of a longer UTF-8 sequence, so the
        // file is valid UTF-8 if and only if each of its lines is.
        if String(validating: bytes, as: UTF8.self) == nil {
            let bad = split.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0
            throw .notUTF8(line: bad + 1)
        }
        let parser = CommandParser(catalog: catalog)
        var preamble: [String] = []
        var steps: [Step] = []
        var quitLine: Int?
        for (index, bytes) in split.enumerated() {
            let number = index + 1
            switch TranscriptLine(utf8: bytes) {
            case .input(let input):
                if let quitLine { throw .inputAfterQuit(line: number, quitLine: quitLine) }
                if Self.mayQuit(input), (try? parser.command(for: input)) is QuitCommand { quitLine = number }
                steps.append(Step(input: input, line: number))
            case .comment:
                let line = String(decoding: bytes, as: UTF8.self)
                if steps.isEmpty {
                    preamble.append(line)
                } else {
                    steps[steps.count - 1].body.append(.comment(line))
                }
            case .output:
                let line = String(decoding: bytes, as: UTF8.self)
                if let reason = TranscriptLine.mistypedPrompt(line[...]) {
                    throw .mistypedPrompt(line: number, text: line, reason: reason)
                }
                guard !steps.isEmpty else { throw .outputBeforeInput(line: number) }
                steps[steps.count - 1].body.append(.expected(line))
            }
        }
        // `vmrepl> ` alone or `vmrepl> # x` runs nothing: a file of only those tests nothing.
        guard steps.contains(where: { !TranscriptLine.isComment($0.input) }) else { throw .noInput }
        self.preamble = preamble
        self.steps = steps
        self.format = format
    }
}

/// Why a file is not a transcript that can be checked.
enum TranscriptProblem: Error, Equatable, CustomStringConvertible {
    case notUTF8(line: Int)
    case outputBeforeInput(line: Int)
    case noInput
    case mistypedPrompt(line: Int, text: String, reason: String)
    case inputAfterQuit(line: Int, quitLine: Int)

    /// The line the problem is on.
    var line: Int {
        switch self {
        case .notUTF8(let line), .outputBeforeInput(let line), .mistypedPrompt(let line, _, _), .inputAfterQuit(let line, _):
            return line
        case .noInput:
            return 1
        }
    }

    /// Whether the file could not be read as text at all (an I/O error, exit status 2),
    /// rather than read as a transcript that tests nothing (a failure, exit status 1).
    var isUnreadable: Bool {
        if case .notUTF8 = self { return true }
        return false
    }

    /// One line, without the line number: `output before the first input line; …`.
    var description: String {
        switch self {
        case .notUTF8:
            return "not valid UTF-8; save the file as UTF-8 text"
        case .outputBeforeInput:
            return "expected output before the first input line; output follows the 'vmrepl> ' line of the command that prints it"
        case .noInput:
            return "no input line, so nothing is tested; commands start with 'vmrepl> '"
        case .mistypedPrompt(_, let text, let reason):
            return "'\(text)' \(reason)"
        case .inputAfterQuit(_, let quitLine):
            return "commands after 'quit' on line \(quitLine) never run; remove them or the 'quit'"
        }
    }
}
