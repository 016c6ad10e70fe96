/// `handout FILE|LESSON`: a talk as Markdown for a teacher to give out, run in a session of
/// its own.
struct HandoutCommand: Command, Equatable {
    let talk: String

    static let declaration = CommandDeclaration(
        name: "handout", usage: "handout FILE|LESSON", summary: "print a talk as a Markdown handout",
        details: "Prints a talk (a transcript or a command file, or a lesson by number or name) as Markdown: its narration as paragraphs, each command and what it printed in a fenced block, at 80 columns without colour. The talk runs in a session of its own; this one is as it was. From the shell, 'vmrepl handout 5 > double-tap.md'.",
        example: "handout double-tap", arguments: .lesson, purpose: .talks
    ) { arguments throws(CommandError) in
        HandoutCommand(talk: try arguments.one())
    }

    var isKeptBySave: Bool { false }

    func run(_ context: CommandContext) -> CommandOutcome {
        if let refusal = context.engine.nestingRefusal(of: .handout) { return .failed(refusal) }
        switch context.engine.handout(of: talk) {
        case .success(let lines):
            context.show(.handout(lines))
            return .succeeded
        case .failure(let problem):
            return .failed(problem.reason)
        }
    }
}

extension Engine {
    /// The Markdown handout of the talk `word` names (a file this engine's reader reads,
    /// else a lesson by number or name), run in a session of its own; or why not.
    public func handout(of word: String) -> Result<[String], FileProblem> {
        talk(named: word).map { script, name in Handout.markdown(of: script, name: name, catalog: catalog, fileReader: fileReader, toolName: options.toolName) }
    }
}
