/// `log`: the actions and mutations of the last command that sent something, where a
/// style logs them.
struct LogCommand: SessionCommand, Equatable {
    static let declaration = CommandDeclaration(
        name: "log", usage: "log", summary: "show the last input command's actions and mutations",
        details: "Shows, for styles that log them (the reducer), the actions and mutations of the last command that sent something into the variants; commands that only read (state, help, api …) leave it as it is.",
        example: "log", arguments: .none, purpose: .watch
    ) { arguments throws(CommandError) in
        try arguments.none()
        return LogCommand()
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        report.info.append(contentsOf: session.logNotes())
    }
}
