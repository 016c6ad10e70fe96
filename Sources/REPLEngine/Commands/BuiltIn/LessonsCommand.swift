/// `lessons`: the shipped lessons, by number, name and title.
struct LessonsCommand: Command, Equatable {
    static let declaration = CommandDeclaration(
        name: "lessons", usage: "lessons", summary: "list the shipped lessons",
        details: "Lists the lessons that come with vmrepl, by number, name and title; 'demo 5' steps through lesson 5 on the terminal.",
        example: "lessons", arguments: .none, purpose: .talks
    ) { arguments throws(CommandError) in
        try arguments.none()
        return LessonsCommand()
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        context.show(.lessons(EmbeddedLessons.all, toolName: context.engine.options.toolName))
        return .succeeded
    }
}
