/// `run FILE|LESSON`: each command of a talk run in this session, shown after its file and
/// line; a failed command does not stop the rest, and `quit` ends the session. `save`
/// keeps the `run` line, not the commands it ran, as `--echo` prints it.
struct RunFileCommand: Command, Equatable {
    let talk: String

    static let declaration = CommandDeclaration(
        name: "run", usage: "run FILE|LESSON", summary: "run a file's commands in this session",
        details: "Runs each command of a command file or transcript (only its commands; a transcript's output is not checked), or of a lesson, in this session, as if typed: each is shown after its file and line ('talk.vmrepl:3> countup'), then what it printed. A failed command does not stop the run; run fails if any did. 'save' keeps the run line, as --echo shows it.",
        example: "run setup.vmrepl", arguments: .lesson, purpose: .talks
    ) { arguments throws(CommandError) in
        RunFileCommand(talk: try arguments.fileName(try arguments.one()))
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if let refusal = engine.nestingRefusal(of: .run) { return .failed(refusal) }
        let lines: FileLines
        let name: String
        switch engine.talkLines(named: talk) {
        case .success(let opened): (lines, name) = opened
        case .failure(let problem): return .failed(problem.reason)
        }
        engine.isRunningFile = true
        let outer = (file: engine.sourceFile, talk: engine.runningTalk)
        engine.sourceFile = name
        engine.runningTalk = .run
        defer {
            engine.isRunningFile = false
            engine.sourceFile = outer.file
            engine.runningTalk = outer.talk
        }
        // A line at a time: a file of any length holds one line, and no comment (a
        // file's comments are not the session's, and `save` keeps the `run` line).
        var reader = ScriptReader()
        var ran = 0
        // Bounded too: the count, and the first lines that failed.
        var failed = 0
        var failedLines: [Int] = []
        while let line = lines.next() {
            guard let text = String(validating: line, as: UTF8.self) else {
                return .failed(Engine.notUTF8(name, line: reader.lineNumber + 1).reason)
            }
            guard let step = reader.read(text) else { continue }
            if engine.isInterrupted() {
                let message = "interrupted: run stopped after \(ran) commands of \(name)"
                context.show(.interruption(message))
                return .interrupted(message)
            }
            ran += 1
            context.show(.echo(file: name, line: step.line, command: step.command))
            switch engine.execute(bytes: Array(step.command.utf8), number: step.line, emit: context.emit) {
            case .succeeded: break
            case .failed:
                failed += 1
                if failedLines.count < 10 { failedLines.append(step.line) }
            case .quit: return CommandOutcome(status: .quit, error: nil)
            case .interrupted: return .interrupted("interrupted: run stopped at \(name) line \(step.line)")
            }
        }
        if let problem = lines.failure() { return .failed("cannot read '\(name)': \(problem.reason)") }
        guard failed == 0 else {
            let lines = failedLines.map(String.init).joined(separator: ", ") + (failed > 10 ? ", …" : "")
            return .failed("\(failed) of \(ran) commands of \(name) failed (line\(failed == 1 ? "" : "s") \(lines))")
        }
        return .succeeded
    }
}
