/// Why a file could not be read, in a phrase that follows "cannot read 'FILE': ".
public struct FileProblem: Error, Sendable {
    /// The reason, as the system or the reader gives it.
    public let reason: String
    /// Whether there is no such file, so that a lesson of that name may be meant.
    public let isMissing: Bool

    /// A problem for `reason`.
    public init(_ reason: String, isMissing: Bool = false) {
        self.reason = reason
        self.isMissing = isMissing
    }
}

/// Reads a file for `run` and `demo FILE`: its bytes, or why not.
public typealias FileReader = @Sendable (String) -> Result<[UInt8], FileProblem>

/// The commands that read or write files — `save`, `marbles --svg`, `run` and `demo` —
/// through the executable's ``Engine/fileWriter`` and ``Engine/fileReader``. In a
/// transcript (``EngineOptions/isTranscript``) they write nothing and print what they
/// would have written, so `check` neither fails on them nor changes a file.
extension Engine {
    /// What a file command ended with: its status and, when it failed, the reason.
    struct FileOutcome {
        let status: LineStatus
        let error: String?

        static let succeeded = FileOutcome(status: .succeeded, error: nil)

        static func failed(_ reason: String) -> FileOutcome {
            FileOutcome(status: .failed, error: reason)
        }
    }

    /// `save PATH [--force]`: the session so far as a transcript.
    func save(to path: String, force: Bool, emit: (OutputLine) -> Void) -> FileOutcome {
        if savedSession.overflowed {
            return .failed("the session is over \(savedSession.limit) lines, more than save keeps; to keep a long run, put its commands in a file and run '\(options.toolName) -f FILE --echo'")
        }
        guard let (text, commands) = savedSession.transcript(catalog: catalog, isInterrupted: isInterrupted) else {
            let message = "interrupted: nothing was saved"
            if !printsJSON { emitWrapped(styler.error(message), emit: emit) }
            return FileOutcome(status: .interrupted, error: message)
        }
        if let problem = write(Array(text.utf8), to: path, replacing: force) {
            return .failed("cannot save '\(path)': \(problem)")
        }
        emitNote("saved \(commands) command\(commands == 1 ? "" : "s") to \(path); '\(options.toolName) check \(path)' checks it", emit: emit)
        return .succeeded
    }

    /// `marbles --svg PATH`: the diagram drawn to an SVG file.
    func writeMarbles(_ diagram: MarbleDiagram, to request: MarbleSVGRequest, emit: (OutputLine) -> Void) -> FileOutcome {
        let svg = MarbleSVG(theme: request.theme, aspect: request.aspect)
        let text = svg.render(diagram)
        if let problem = write(Array(text.utf8), to: request.path, replacing: request.force) {
            return .failed("cannot write '\(request.path)': \(problem)")
        }
        let (width, height) = svg.size(of: diagram)
        var note = "wrote \(request.path): \(diagram.frames.count) frames, \(diagram.lanes.count) lanes, \(width)×\(height), \(request.theme.rawValue) theme"
        if let aspect = request.aspect {
            note += ", \(aspect.rawValue)"
            let smallest = svg.smallestText(of: diagram)
            if smallest < MarbleSVGLayout.fontSize {
                note += "; its text is \(smallest) px on the slide, too small for a projector: draw fewer streams ('marbles --svg FILE STREAM…') or leave out --size"
            }
        }
        emitNote(note, emit: emit)
        return .succeeded
    }

    /// `run FILE|LESSON`: each command of the talk run in this session, shown after its
    /// file and line. A failed command does not stop the rest; `quit` ends the session.
    func runCommands(of word: String, emit: (OutputLine) -> Void) -> FileOutcome {
        guard !isRunningFile else {
            return .failed("'run' inside a file that run is running would nest; put the commands in one file")
        }
        let script: DemoScript
        let name: String
        switch talk(named: word) {
        case .success(let found): (script, name) = found
        case .failure(let problem): return .failed(problem.reason)
        }
        isRunningFile = true
        let outer = sourceFile
        sourceFile = name
        defer {
            isRunningFile = false
            sourceFile = outer
        }
        var failedLines: [Int] = []
        for (index, step) in script.steps.enumerated() {
            if isInterrupted() {
                let message = "interrupted: run stopped after \(index) of \(script.steps.count) commands of \(name)"
                if !printsJSON { emitWrapped(styler.error(message), emit: emit) }
                return FileOutcome(status: .interrupted, error: message)
            }
            // The comments are kept for `save`, where they stood; they are not shown.
            for comment in step.narration { _ = execute(comment, number: step.line, emit: emit) }
            if !printsJSON { emit(OutputLine(text: "\(name):\(step.line)> \(step.command)", channel: .output)) }
            switch execute(bytes: Array(step.command.utf8), number: step.line, emit: emit) {
            case .succeeded: break
            case .failed: failedLines.append(step.line)
            case .quit: return FileOutcome(status: .quit, error: nil)
            case .interrupted:
                return FileOutcome(status: .interrupted, error: "interrupted: run stopped at \(name) line \(step.line)")
            }
        }
        for comment in script.closing { _ = execute(comment, number: 0, emit: emit) }
        guard failedLines.isEmpty else {
            let lines = failedLines.prefix(10).map(String.init).joined(separator: ", ") + (failedLines.count > 10 ? ", …" : "")
            return .failed("\(failedLines.count) of \(script.steps.count) commands of \(name) failed (line\(failedLines.count == 1 ? "" : "s") \(lines))")
        }
        return .succeeded
    }

    /// `demo FILE|LESSON`: the talk, on the terminal, by the executable's runner.
    func demo(_ word: String) -> FileOutcome {
        switch talk(named: word) {
        case .success(let (script, name)):
            guard let demoRunner else {
                return .failed("demo runs on a terminal; here use '\(options.toolName) -f FILE --echo' to run a talk's commands, or '\(options.toolName) check FILE' to compare them")
            }
            demoRunner(script, name)
            return .succeeded
        case .failure(let problem):
            return .failed(problem.reason)
        }
    }

    /// The talk `word` names: a file that can be read, else a lesson by number or name.
    private func talk(named word: String) -> Result<(DemoScript, String), FileProblem> {
        let read = fileReader?(word) ?? .failure(FileProblem("this engine was made without a file reader (Engine.fileReader)", isMissing: true))
        switch read {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(FileProblem("cannot read '\(word)': it is not valid UTF-8; save it as UTF-8 text"))
            }
            return .success((DemoScript(text), word))
        case .failure(let problem):
            if let lesson = EmbeddedLessons.lesson(named: word) { return .success((DemoScript(lesson.text), lesson.file)) }
            if problem.isMissing { return .failure(FileProblem(CommandError.unknownLesson(word).description)) }
            return .failure(FileProblem("cannot read '\(word)': \(problem.reason)"))
        }
    }

    /// Writes `bytes` to `path` through the file writer; why not, if it could not. A
    /// transcript writes nothing.
    private func write(_ bytes: [UInt8], to path: String, replacing: Bool) -> String? {
        if options.isTranscript { return nil }
        guard let fileWriter else { return "this engine was made without a file writer (Engine.fileWriter)" }
        return fileWriter(path, bytes, replacing)
    }

    /// A note of what was written, on one line whatever its path's length, so a script
    /// can read the path back.
    private func emitNote(_ note: String, emit: (OutputLine) -> Void) {
        emit(OutputLine(text: printsJSON ? json.note(note) : note, channel: .output))
    }
}
