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
    /// `check`'s form (`name:line: reason`) and the diff.
    public func mismatch(name: String, catalog: Catalog, fileReader: FileReader? = nil, toolName: String = "vmrepl") -> (problem: String, diff: String)? {
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
                                             isInterrupted: { false })
        switch result?.verdict {
        case .passed?, nil: return nil
        case .failed(let line, let reason)?: return ("\(name):\(line): \(reason)", result?.diff ?? "")
        case .invalid(let line, let reason, _)?: return ("\(name):\(line): \(reason)", "")
        }
    }
}

/// A talk in progress: an engine that stands after `position` steps. Going forward runs
/// the next step; going back or jumping rebuilds the session by replaying the steps before
/// silently, then runs the last of them again, so the screen shows that step.
public final class DemoSession {
    /// What the screen shows, in order.
    public enum Shown: Equatable, Sendable {
        /// A narration comment.
        case narration(String)
        /// A command, to be typed out after the prompt.
        case command(String)
        /// A line the command printed.
        case output(String)
    }

    public let script: DemoScript
    private var options: EngineOptions
    private let catalog: Catalog

    /// The columns the talk wraps at, output and narration: the terminal's, read again
    /// before each step, so it follows a font zoom on the projector.
    public var width: Int {
        get { engine.width }
        set {
            engine.width = newValue
            options.width = engine.width
        }
    }
    private var engine: Engine
    /// How many steps have run.
    public private(set) var position = 0

    /// Checked while a step's command runs, and between the steps that a jump replays:
    /// returning true stops them (Ctrl-C), as in the REPL.
    public var isInterrupted: () -> Bool = { false } {
        didSet { engine.isInterrupted = isInterrupted }
    }

    /// Writes the files the speaker's commands write (`save`, `marbles --svg`), as in a
    /// session, with the same arguments as ``Engine/fileWriter``. A file this talk wrote
    /// it may write again, as a step shown again does; the steps a jump replays silently
    /// write nothing.
    public var fileWriter: ((String, [UInt8], Bool) -> String?)? {
        didSet { engine = makeEngine() }
    }

    /// Reads the files the speaker's `run` commands name, as ``Engine/fileReader``.
    public var fileReader: FileReader? {
        didSet { engine = makeEngine() }
    }

    /// The files this talk has written.
    private var written: Set<String> = []
    /// Whether a jump is replaying steps silently.
    private var isReplaying = false

    /// A talk of `script` over `catalog`'s styles, printing with `options`.
    public init(script: DemoScript, options: EngineOptions, catalog: Catalog) {
        self.script = script
        self.options = options
        self.catalog = catalog
        engine = Engine(options: options, catalog: catalog)
        engine.runningTalk = .demo
    }

    /// A fresh engine for the talk, with the talk's files and interruption.
    private func makeEngine() -> Engine {
        let engine = Engine(options: options, catalog: catalog)
        engine.runningTalk = .demo
        engine.isInterrupted = isInterrupted
        engine.fileReader = fileReader
        if fileWriter != nil {
            engine.fileWriter = { [weak self] path, bytes, replacing in
                guard let self, let fileWriter = self.fileWriter else { return "the talk has ended" }
                if self.isReplaying { return nil }
                let problem = fileWriter(path, bytes, replacing || self.written.contains(path))
                if problem == nil { self.written.insert(path) }
                return problem
            }
        }
        return engine
    }

    /// Whether every step has run.
    public var isAtEnd: Bool { position == script.steps.count }

    /// Runs the next step: its narration, its command and what it printed; the closing
    /// narration after the last.
    public func forward() -> [Shown] {
        guard let introduced = nextStep() else { return narration(script.closing) }
        return introduced + runNext()
    }

    /// The next step as it is introduced, before it runs: its narration, then its
    /// command; `nil` after the last. Nothing runs until ``runNext()``, so a talk can
    /// type the command out and cancel the step part way.
    public func nextStep() -> [Shown]? {
        guard position < script.steps.count else { return nil }
        let step = script.steps[position]
        return narration(step.narration) + [.command(step.command)]
    }

    /// Runs the next step's command: what it printed, and the closing narration after
    /// the last.
    public func runNext() -> [Shown] {
        guard position < script.steps.count else { return narration(script.closing) }
        let step = script.steps[position]
        position += 1
        var shown: [Shown] = []
        _ = engine.execute(step.command) { shown.append(.output($0.text)) }
        if isAtEnd { shown += narration(script.closing) }
        return shown
    }

    /// Goes to the state after `target` steps (clamped): the steps before the last of them
    /// replayed silently, the last run and shown again.
    public func go(to target: Int) -> [Shown] {
        let target = min(max(target, 0), script.steps.count)
        engine = makeEngine()
        position = 0
        guard target > 0 else { return [] }
        isReplaying = true
        defer { isReplaying = false }
        for step in script.steps.prefix(target - 1) {
            // Stopped part way, the talk stands after the steps replayed in full.
            if isInterrupted() { return [] }
            _ = engine.execute(step.command) { _ in }
            if isInterrupted() { return [] }
            position += 1
        }
        isReplaying = false
        return forward()
    }

    /// Narration wrapped at words to the width as paragraphs: the lines of a paragraph
    /// (`# ` and text, up to a `#` alone or an indented line) are joined, then broken
    /// again, each piece a comment of its own; a `#` alone and an indented line (`#   x`,
    /// a table, a list) stay as they are.
    private func narration(_ lines: [String]) -> [Shown] {
        var shown: [Shown] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: " ")
            paragraph = []
            // The text after `# ` wraps two columns narrower; each piece gets its `# `.
            let pieces = LineWrapper(width: max(width - 2, LineWrapper.widths.lowerBound)).wrap(text, hang: 0)
            shown += pieces.map { .narration("# " + $0.drop { $0 == " " }) }
        }
        for line in lines {
            let isProse = line.hasPrefix("# ") && !line.hasPrefix("#  ") && line.count > 2
            if isProse {
                paragraph.append(String(line.dropFirst(2)))
            } else {
                flush()
                shown.append(.narration(line))
            }
        }
        flush()
        return shown
    }

    /// Goes back one step.
    public func back() -> [Shown] {
        go(to: position - 1)
    }
}

/// Reads a talk a line at a time into its steps, so that `run FILE` holds one line of a
/// file however long it is: the first line that is not a comment says whether it is a
/// transcript (it starts with the prompt), whose output lines are not steps.
struct ScriptReader {
    /// Whether the file is a transcript; `nil` until its first line that is not a comment.
    private(set) var isTranscript: Bool?
    /// The comments since the last command: the next step's narration, or the closing.
    private var kept: [String] = []
    /// The comments since the last command past the ones kept.
    private var leftOut = 0
    /// The lines read so far.
    private(set) var lineNumber = 0
    /// The most comments kept for a step (`run` keeps them all, for `save`).
    let keptNarration: Int

    init(keptNarration: Int = .max) {
        self.keptNarration = keptNarration
    }

    /// The comments since the last command, and a line that says how many more there
    /// were if there were more than are kept.
    var closing: [String] {
        leftOut == 0 ? kept : kept + ["# … and \(leftOut) more lines of narration, in the file"]
    }

    /// Reads the next line (a CR before its line feed is dropped); the step it is, if it
    /// is a command.
    mutating func read(_ text: String) -> DemoScript.Step? {
        lineNumber += 1
        let line = text.hasSuffix("\r") ? String(text.utf8.dropLast()) ?? text : text
        if TranscriptLine.isComment(line) {
            // Blank lines separate narration; they are not shown.
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if kept.count < keptNarration { kept.append(line) } else { leftOut += 1 }
            }
            return nil
        }
        if isTranscript == nil { isTranscript = line.hasPrefix(Engine.prompt) }
        let command: String
        if isTranscript == true {
            guard case .input(let input) = TranscriptLine(line[...]) else { return nil }
            command = input
        } else {
            command = line
        }
        defer {
            kept = []
            leftOut = 0
        }
        return DemoScript.Step(narration: closing, command: command, line: lineNumber)
    }
}
