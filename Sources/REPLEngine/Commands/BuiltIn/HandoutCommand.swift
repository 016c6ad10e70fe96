/// `handout FILE|LESSON`: a talk as Markdown for a teacher to give out, run in a session of
/// its own.
struct HandoutCommand: Command, Equatable {
    let talk: String

    static let declaration = CommandDeclaration(
        name: "handout", usage: "handout FILE|LESSON", summary: "print a talk as a Markdown handout",
        details: "Prints a talk (a transcript or a command file, or a lesson by number or name) as Markdown: its narration as paragraphs, each command and what it printed in a fenced block, at 80 columns without colour. The talk runs in a session of its own; this one is as it was. 'save' keeps the handout line, and the transcript it writes expects the Markdown. From the shell, 'vmrepl handout 5 > double-tap.md'.",
        example: "handout double-tap", arguments: .lesson, purpose: .talks
    ) { arguments throws(CommandError) in
        HandoutCommand(talk: try arguments.one())
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if let refusal = engine.nestingRefusal(of: .handout) { return .failed(refusal) }
        // JSON gives the handout as one record; text, a line at a time as the talk runs.
        if engine.printsJSON {
            switch engine.handout(of: talk) {
            case .success(let lines):
                context.show(.handout(lines))
                return .succeeded
            case .failure(let problem):
                return .failed(problem.reason)
            }
        }
        if let problem = engine.handout(of: talk, emit: { context.emit(OutputLine(text: $0, channel: .output)) }) { return .failed(problem.reason) }
        if engine.isInterrupted() {
            let message = "interrupted: the handout stops there"
            context.show(.interruption(message))
            return .interrupted(message)
        }
        return .succeeded
    }
}

extension Engine {
    /// Writes the Markdown handout of the talk `word` names (a file this engine's reader
    /// reads, else a lesson by number or name) to `emit` a line at a time, run in a
    /// session of its own that stops when this engine is interrupted and shows its
    /// progress as this one does; why not, if the talk could not be read.
    public func handout(of word: String, emit: (String) -> Void) -> FileProblem? {
        switch talkLines(named: word) {
        case .success(let (lines, name)):
            return Handout.write(lines, name: name, catalog: catalog, fileReader: fileReader, toolName: options.toolName,
                                 experiments: options.experiments, isInterrupted: isInterrupted, lineGateMaker: lineGateMaker,
                                 progressAs: self, emit: emit)
        case .failure(let problem):
            return problem
        }
    }

    /// The Markdown handout of the talk `word` names, whole; or why not.
    public func handout(of word: String) -> Result<[String], FileProblem> {
        var lines: [String] = []
        if let problem = handout(of: word, emit: { lines.append($0) }) { return .failure(problem) }
        return .success(lines)
    }
}
