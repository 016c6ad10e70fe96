import StyleKit
/// A prepared talk: the steps of a transcript or a plain command file, each the narration
/// (the `#` comments) before a command, the command, and, from a transcript, the output it
/// expects. Lines are read by ``TranscriptLine``, as everywhere. A talk from a file holds
/// only where its steps are: a step is read again when it is shown (``steps()``), so that
/// memory stays bounded whatever the file holds.
public struct DemoScript: Sendable {
    /// One step of the talk.
    public struct Step: Sendable, Equatable {
        /// The comments before the command, as written, up to what a projector can show.
        public let narration: [String]
        /// The command.
        public let command: String
        /// The line of the file the command is on, from 1.
        public let line: Int
    }

    /// The line of each step's command, in order.
    private let commandLines: [Int]
    /// The comments after the last command.
    public let closing: [String]
    /// Whether it was read from a transcript, whose expected output can be checked.
    public let isTranscript: Bool
    /// The text it was read from, for a talk given as text (a lesson).
    private let text: String?
    /// Where it was read from, for a talk read from a file: read again for each step and
    /// to check it, so that a long file is never held whole.
    private let source: (reader: FileReader, path: String)?
    /// The talk's name in messages.
    private let name: String

    /// The most narration lines a step keeps: more than a projector shows; the rest of a
    /// longer narration is one line that says how many more the file has.
    public static let keptNarration = 100
    /// The most bytes of narration a step keeps, of lines kept whole: a projector shows
    /// 80×24 characters, and a step of longer lines keeps what fits.
    public static let keptNarrationBytes = 16_384
    /// The most steps a talk has: a file with more is not a talk to step through.
    public static let maximumSteps = 100_000

    /// Reads a transcript or a plain command file: a text whose first line that is not a
    /// comment starts with the prompt is a transcript, and its output lines are not steps.
    public init(_ text: String) {
        // A text in memory is a lesson's or a test's: within the limits, whatever it holds.
        let read = try? Self.survey(FileLines(Array(text.utf8)), name: "")
        commandLines = read?.commandLines ?? []
        closing = read?.closing ?? []
        isTranscript = read?.isTranscript ?? false
        self.text = text
        source = nil
        name = ""
    }

    /// Reads the talk `lines` a line at a time, holding where its steps are; `reader` and
    /// `path` read it again for each step and to check it. Why not, if it cannot be read
    /// or has more than ``maximumSteps`` steps.
    public init(_ lines: FileLines, name: String, reader: @escaping FileReader, path: String) throws(FileProblem) {
        let read = try Self.survey(lines, name: name)
        commandLines = read.commandLines
        closing = read.closing
        isTranscript = read.isTranscript
        text = nil
        source = (reader, path)
        self.name = name
    }

    /// How many steps the talk has.
    public var stepCount: Int { commandLines.count }

    /// The steps from the first, read a line at a time as they are asked for.
    public func steps() -> Steps {
        let lines: Result<FileLines, FileProblem>
        if let text {
            lines = .success(FileLines(Array(text.utf8)))
        } else if let source {
            lines = source.reader(source.path)
        } else {
            lines = .failure(FileProblem("the talk has no text"))
        }
        return Steps(lines: lines, commandLines: commandLines, name: name)
    }

    /// The steps of a talk read again from the start, one at a time.
    public struct Steps {
        private var lines: FileLines?
        private var problem: FileProblem?
        private let commandLines: [Int]
        private let name: String
        private var reader = ScriptReader(keptNarration: keptNarration, keptBytes: keptNarrationBytes)
        /// How many steps have been read.
        public private(set) var count = 0

        init(lines: Result<FileLines, FileProblem>, commandLines: [Int], name: String) {
            switch lines {
            case .success(let opened): self.lines = opened
            case .failure(let failure): problem = failure
            }
            self.commandLines = commandLines
            self.name = name
        }

        /// The next step; `nil` after the last; why not, if the file cannot be read again
        /// or has changed since the talk began.
        public mutating func next() -> Result<Step, FileProblem>? {
            guard count < commandLines.count else { return nil }
            if let problem { return .failure(problem) }
            guard let lines else { return nil }
            while let line = lines.next() {
                guard let text = String(validating: line, as: UTF8.self) else { return fail(Engine.notUTF8(name, line: reader.lineNumber + 1)) }
                guard let step = reader.read(text) else { continue }
                guard step.line == commandLines[count] else { return fail(FileProblem("'\(name)' has changed since the talk began; start it again")) }
                count += 1
                return .success(step)
            }
            return fail(lines.failure().map { FileProblem("cannot read '\(name)' again: \($0.reason)") }
                        ?? FileProblem("'\(name)' has changed since the talk began; start it again"))
        }

        private mutating func fail(_ failure: FileProblem) -> Result<Step, FileProblem> {
            problem = failure
            return .failure(failure)
        }
    }

    /// Reads `lines` through: where each step's command is, and the closing narration.
    private static func survey(_ lines: FileLines, name: String) throws(FileProblem) -> (commandLines: [Int], closing: [String], isTranscript: Bool) {
        var reader = ScriptReader(keptNarration: keptNarration, keptBytes: keptNarrationBytes)
        var commandLines: [Int] = []
        while let line = lines.next() {
            guard let text = String(validating: line, as: UTF8.self) else { throw Engine.notUTF8(name, line: reader.lineNumber + 1) }
            guard let step = reader.read(text) else { continue }
            guard commandLines.count < maximumSteps else {
                throw FileProblem("'\(name)' has more than \(maximumSteps) steps, more than a talk to step through; run its commands with 'run \(name)', or check them")
            }
            commandLines.append(step.line)
        }
        if let problem = lines.failure() { throw FileProblem("cannot read '\(name)': \(problem.reason)") }
        return (commandLines, reader.closing, reader.isTranscript == true)
    }

    /// For a transcript, how its expected output compares with what vmrepl prints now:
    /// `nil` when it matches (or there is nothing to compare), else the problem in
    /// `check`'s form (`name:line: reason`) and the diff. Its lines pass a gate
    /// `lineGateMaker` makes, as a session's do.
    public func mismatch(name: String, catalog: Catalog, fileReader: FileReader? = nil, toolName: String = "vmrepl",
                         experiments: EngineExperiments = .none, lineGateMaker: (() -> any LineGate)? = nil) -> (problem: String, diff: String)? {
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
                                             experiments: experiments, isInterrupted: { false }, lineGateMaker: lineGateMaker)
        switch result?.verdict {
        case .passed?, nil: return nil
        case .failed(let line, let reason)?: return ("\(name):\(line): \(reason)", result?.diff ?? "")
        case .invalid(let line, let reason, _)?: return ("\(name):\(line): \(reason)", "")
        }
    }
}
