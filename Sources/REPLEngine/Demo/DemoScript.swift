import StyleKit
/// A prepared talk: the steps of a transcript or a plain command file, each the narration
/// (the `#` comments) before a command, the command, and, from a transcript, the output it
/// expects. Lines are read by ``TranscriptLine``, as everywhere.
public struct DemoScript: Sendable {
    /// One step of the talk.
    public struct Step: Sendable, Equatable {
        /// The comments before the command, as written.
        public let narration: [String]
        /// The command.
        public let command: String
        /// The line of the file the command is on, from 1.
        public let line: Int
    }

    /// The steps, in order.
    public let steps: [Step]
    /// The comments after the last command.
    public let closing: [String]
    /// Whether it was read from a transcript, whose expected output can be checked.
    public let isTranscript: Bool
    /// The text it was read from, for a talk given as text (a lesson).
    private let text: String?
    /// Where it was read from, for a talk read from a file: read again to check it, so
    /// that a long file is never held whole.
    private let source: (reader: FileReader, path: String)?

    /// The most narration lines a step keeps: more than a projector shows; the rest of a
    /// longer narration is one line that says how many more the file has.
    public static let keptNarration = 100
    /// The most steps a talk has: a file with more is not a talk to step through.
    public static let maximumSteps = 100_000

    /// Reads a transcript or a plain command file: a text whose first line that is not a
    /// comment starts with the prompt is a transcript, and its output lines are not steps.
    public init(_ text: String) {
        // A text in memory is a lesson's or a test's: within the limits, whatever it holds.
        let read = try? Self.read(FileLines(Array(text.utf8)), name: "")
        steps = read?.steps ?? []
        closing = read?.closing ?? []
        isTranscript = read?.isTranscript ?? false
        self.text = text
        source = nil
    }

    /// Reads the talk `lines` a line at a time, holding its steps, each step's narration
    /// up to ``keptNarration`` lines; `reader` and `path` read it again to check it. Why
    /// not, if it cannot be read or has more than ``maximumSteps`` steps.
    public init(_ lines: FileLines, name: String, reader: @escaping FileReader, path: String) throws(FileProblem) {
        let read = try Self.read(lines, name: name)
        steps = read.steps
        closing = read.closing
        isTranscript = read.isTranscript
        text = nil
        source = (reader, path)
    }

    private static func read(_ lines: FileLines, name: String) throws(FileProblem) -> (steps: [Step], closing: [String], isTranscript: Bool) {
        var reader = ScriptReader(keptNarration: keptNarration)
        var steps: [Step] = []
        while let line = lines.next() {
            guard let text = String(validating: line, as: UTF8.self) else { throw Engine.notUTF8(name, line: reader.lineNumber + 1) }
            guard let step = reader.read(text) else { continue }
            guard steps.count < maximumSteps else {
                throw FileProblem("'\(name)' has more than \(maximumSteps) steps, more than a talk to step through; run its commands with 'run \(name)', or check them")
            }
            steps.append(step)
        }
        if let problem = lines.failure() { throw FileProblem("cannot read '\(name)': \(problem.reason)") }
        return (steps, reader.closing, reader.isTranscript == true)
    }

    /// For a transcript, how its expected output compares with what vmrepl prints now:
    /// `nil` when it matches (or there is nothing to compare), else the problem in
    /// `check`'s form (`name:line: reason`) and the diff. Its lines pass a gate
    /// `lineGateMaker` makes, as a session's do.
    public func mismatch(name: String, catalog: Catalog, fileReader: FileReader? = nil, toolName: String = "vmrepl",
                         lineGateMaker: (() -> any LineGate)? = nil) -> (problem: String, diff: String)? {
        guard isTranscript else { return nil }
        let lines: FileLines
        if let text {
            lines = FileLines(Array(text.utf8))
        } else if let source, case .success(let reread) = source.reader(source.path) {
            lines = reread
        } else {
            return nil
        }
        let result = TranscriptChecker.check(lines: lines.next, name: name, catalog: catalog, fileReader: fileReader, toolName: toolName,
                                             isInterrupted: { false }, lineGateMaker: lineGateMaker)
        switch result?.verdict {
        case .passed?, nil: return nil
        case .failed(let line, let reason)?: return ("\(name):\(line): \(reason)", result?.diff ?? "")
        case .invalid(let line, let reason, _)?: return ("\(name):\(line): \(reason)", "")
        }
    }
}
