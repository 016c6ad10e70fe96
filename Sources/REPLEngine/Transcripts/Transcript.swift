import StyleKit

/// A transcript, read whole: what `vmrepl --echo` prints, split into the commands it runs
/// and the output each is expected to print, with its comments where they stand. `check`
/// reads a transcript a step at a time (``TranscriptReader``); this holds every step, for
/// the tests that look at how a file is read.
struct Transcript: Equatable {
    /// A line inside a step's expected output: a comment, kept as written and ignored
    /// when comparing, or an expected line (which may hold wildcards).
    enum BodyLine: Equatable {
        case comment(String)
        case expected(String)

        /// The line as written.
        var text: String {
            switch self {
            case .comment(let text), .expected(let text): text
            }
        }
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
    init(bytes: [UInt8]) throws(TranscriptProblem) {
        var reader = TranscriptReader()
        var preamble: [String] = []
        var steps: [Step] = []
        for line in TextFileFormat.lines(of: bytes) {
            switch try reader.read(Array(line)) {
            case .preamble(let text): preamble.append(text)
            case .step(let step): steps.append(step)
            case nil: break
            }
        }
        if let last = try reader.finish() { steps.append(last) }
        self.preamble = preamble
        self.steps = steps
        format = reader.format
    }

    /// Reads a transcript from text as vmrepl prints it.
    init(_ text: String) throws(TranscriptProblem) {
        try self.init(bytes: Array(text.utf8))
    }
}

/// Reads a transcript a line at a time into its steps, the one reading `check`,
/// `--bless`, `demo --check` and a team's `VMREPL.check` share: ``TranscriptLine`` says
/// what each line is; a step ends where the next input line starts, so at most one step
/// is held. A file that would test nothing is a ``TranscriptProblem``: output before the
/// first input line, a line that looks like a mistyped prompt, input after `quit` (which
/// the checker says, having run it), no input line at all, or bytes that are not UTF-8.
struct TranscriptReader {
    /// What a line completed.
    enum Piece: Equatable {
        /// A comment before the first input line.
        case preamble(String)
        /// A step, ended by the input line just read.
        case step(Transcript.Step)
    }

    /// How the file was saved, judged by its first line.
    private(set) var format = TextFileFormat.plain
    /// The lines read so far.
    private(set) var lineNumber = 0
    /// The step being read.
    private var current: Transcript.Step?
    /// Whether an input line that runs something (not blank, not a comment) was read.
    private var runsSomething = false
    /// The line of the step that quit, once the checker has run it.
    private var quitLine: Int?

    /// Reads the next line, without its line feed (a CR before it, and a byte order mark
    /// before the first line, are the file's format, not its text).
    mutating func read(_ raw: [UInt8]) throws(TranscriptProblem) -> Piece? {
        lineNumber += 1
        var bytes = raw[...]
        if lineNumber == 1 {
            let mark = bytes.starts(with: TextFileFormat.byteOrderMarkBytes)
            if mark { bytes = bytes.dropFirst(TextFileFormat.byteOrderMarkBytes.count) }
            format = TextFileFormat(windowsLineEndings: bytes.last == TextFileFormat.carriageReturn, byteOrderMark: mark)
        }
        if bytes.last == TextFileFormat.carriageReturn { bytes = bytes.dropLast() }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8(line: lineNumber) }
        switch TranscriptLine(utf8: bytes) {
        case .input(let input):
            if let quitLine { throw .inputAfterQuit(line: lineNumber, quitLine: quitLine) }
            if !TranscriptLine.isComment(input) { runsSomething = true }
            let finished = current
            current = Transcript.Step(input: input, line: lineNumber)
            return finished.map(Piece.step)
        case .comment:
            let line = String(decoding: bytes, as: UTF8.self)
            guard current != nil else { return .preamble(line) }
            current?.body.append(.comment(line))
            return nil
        case .output:
            let line = String(decoding: bytes, as: UTF8.self)
            if let reason = TranscriptLine.mistypedPrompt(line[...]) {
                throw .mistypedPrompt(line: lineNumber, text: line, reason: reason)
            }
            guard current != nil else { throw .outputBeforeInput(line: lineNumber) }
            current?.body.append(.expected(line))
            return nil
        }
    }

    /// Ends the file: its last step, if any. `vmrepl> ` alone or `vmrepl> # x` runs
    /// nothing, so a file of only those tests nothing.
    mutating func finish() throws(TranscriptProblem) -> Transcript.Step? {
        guard runsSomething else { throw .noInput }
        defer { current = nil }
        return current
    }

    /// Says that the step on `line` quit: any input line after it is a problem, the one
    /// already read first.
    mutating func quit(at line: Int) throws(TranscriptProblem) {
        quitLine = line
        if let current, current.line > line { throw .inputAfterQuit(line: current.line, quitLine: line) }
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
            return "'\(text.escapingControlCharacters)' \(reason)"
        case .inputAfterQuit(_, let quitLine):
            return "commands after 'quit' on line \(quitLine) never run; remove them or the 'quit'"
        }
    }
}
