/// `save [--force] FILE`: the session so far as a transcript that `check` passes.
struct SaveCommand: Command, Equatable {
    let path: String
    let force: Bool

    static let declaration = CommandDeclaration(
        name: "save", usage: "save [--force] FILE", summary: "write the session so far as a transcript",
        details: "Writes every command so far, with what it printed and the comments typed, as a transcript that 'vmrepl check FILE' passes. An existing file is kept unless --force.",
        example: "save lesson.vmt", arguments: .text(suggestions: []), purpose: .talks
    ) { arguments throws(CommandError) in
        let paths = arguments.words.filter { $0 != "--force" }
        guard paths.count == 1 else { throw arguments.wrong }
        return SaveCommand(path: try arguments.fileName(paths[0]), force: arguments.words.contains("--force"))
    }

    var isKeptBySave: Bool { false }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        let toolName = engine.options.toolName
        if engine.savedSession.overflowed {
            return .failed("the session is over \(engine.savedSession.limit) lines or \(engine.savedSession.byteLimit >> 20) MB, more than save keeps; to keep a long run, put its commands in a file and run '\(toolName) -f FILE --echo'")
        }
        let commands = engine.savedSession.commandCount
        // `check` and `--bless` write nothing, so there is nothing to replay: a `save`
        // in a file that `run` runs, replayed, is not replayed again.
        if !engine.options.isTranscript {
            let text: String
            switch engine.replaySavedSession() {
            case .replayed(let replayed): text = replayed
            case .failed(let problem): return .failed("cannot save '\(path)': \(problem)")
            case .interrupted:
                let message = "interrupted: nothing was saved"
                context.show(.interruption(message))
                return .interrupted(message)
            }
            if let problem = engine.write(Array(text.utf8), to: path, replacing: force) {
                return .failed("cannot save '\(path)': \(problem)")
            }
        }
        context.show(.wrote(.transcript(commands: commands, path: path, toolName: toolName)))
        return .succeeded
    }
}
