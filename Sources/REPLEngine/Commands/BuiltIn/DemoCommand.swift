/// `demo FILE|LESSON`: steps through a talk on the terminal, in a session of its own.
struct DemoCommand: Command, Equatable {
    let talk: String

    static let declaration = CommandDeclaration(
        name: "demo", usage: "demo FILE|LESSON", summary: "step through a talk on the terminal",
        details: "Shows a talk's narration (its # comments), types each command out and runs it, a step at a time: Enter, Space or → next, ← or b back, a number and Enter jumps, r restarts, q returns to the session. The talk is a transcript or a command file, or a lesson by number or name ('lessons'); a file that exists wins over a lesson's name. The talk runs in a session of its own; this one is as it was after.",
        example: "demo double-tap", arguments: .lesson, purpose: .talks
    ) { arguments throws(CommandError) in
        DemoCommand(talk: try arguments.one())
    }

    var isKeptBySave: Bool { false }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if let refusal = engine.nestingRefusal(of: .demo) { return .failed(refusal) }
        switch engine.talk(named: talk) {
        case .success(let (script, name)):
            guard let demoRunner = engine.demoRunner else {
                let tool = engine.options.toolName
                return .failed("demo runs on a terminal; here use '\(tool) -f FILE --echo' to run a talk's commands, or '\(tool) check FILE' to compare them")
            }
            demoRunner(script, name)
            return .succeeded
        case .failure(let problem):
            return .failed(problem.reason)
        }
    }
}
