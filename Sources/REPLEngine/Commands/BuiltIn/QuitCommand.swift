/// `quit`: ends the session.
struct QuitCommand: Command, Equatable {
    static let declaration = CommandDeclaration(
        name: "quit", usage: "quit", summary: "end the session",
        details: "Ends the session; Ctrl-D on an empty line, 'exit' and '.quit' do too.",
        example: "quit", arguments: .none, purpose: .session
    ) { arguments throws(CommandError) in
        try arguments.none()
        return QuitCommand()
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        CommandOutcome(status: .quit, error: nil)
    }
}
