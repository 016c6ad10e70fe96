import StyleKit

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

    /// Makes the gate each of the talk's sessions passes its lines through, as
    /// ``Engine/lineGateMaker``.
    public var lineGateMaker: (() -> any LineGate)? {
        didSet { engine = makeEngine() }
    }

    /// The talk's steps, read from its file as they are shown: `upcoming` has read
    /// `lastRead` last.
    private var upcoming: DemoScript.Steps
    private var lastRead: Result<DemoScript.Step, FileProblem>?
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
        upcoming = script.steps()
    }

    /// Step `index` (from 0), read from the talk's file: the next one read, else the file
    /// read again from its start; why not, if it cannot be.
    private func step(_ index: Int) -> Result<DemoScript.Step, FileProblem> {
        if let lastRead, upcoming.count == index + 1 { return lastRead }
        if upcoming.count > index { upcoming = script.steps() }
        while upcoming.count < index {
            if case .failure(let problem)? = upcoming.next() { return .failure(problem) }
        }
        let read = upcoming.next() ?? .failure(FileProblem("the talk has no step \(index + 1)"))
        lastRead = read
        return read
    }

    /// A fresh engine for the talk, with the talk's files and interruption.
    private func makeEngine() -> Engine {
        let engine = Engine(options: options, catalog: catalog)
        engine.runningTalk = .demo
        engine.isInterrupted = isInterrupted
        engine.fileReader = fileReader
        engine.lineGateMaker = lineGateMaker
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
    public var isAtEnd: Bool { position == script.stepCount }

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
        guard position < script.stepCount else { return nil }
        switch step(position) {
        case .success(let step): return narration(step.narration) + [.command(step.command)]
        case .failure(let problem): return [.output("demo: \(problem.reason)")]
        }
    }

    /// Runs the next step's command: what it printed, and the closing narration after
    /// the last.
    public func runNext() -> [Shown] {
        guard position < script.stepCount else { return narration(script.closing) }
        guard case .success(let step) = step(position) else { return [] }
        position += 1
        var shown: [Shown] = []
        _ = engine.execute(step.command) { shown.append(.output($0.text)) }
        if isAtEnd { shown += narration(script.closing) }
        return shown
    }

    /// Goes to the state after `target` steps (clamped): the steps before the last of them
    /// replayed silently, the last run and shown again.
    public func go(to target: Int) -> [Shown] {
        let target = min(max(target, 0), script.stepCount)
        engine = makeEngine()
        position = 0
        guard target > 0 else { return [] }
        isReplaying = true
        defer { isReplaying = false }
        while position < target - 1 {
            // Stopped part way, the talk stands after the steps replayed in full.
            if isInterrupted() { return [] }
            guard case .success(let step) = step(position) else { break }
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
