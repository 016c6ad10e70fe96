/// `time`: the virtual clock.
struct TimeCommand: SessionCommand, Equatable {
    static let declaration = CommandDeclaration(
        name: "time", usage: "time", summary: "show the virtual clock",
        details: "Prints the virtual time in milliseconds: 0 after 'reset', later after logins (with autorun on) or 'tick'.",
        example: "time", arguments: .none, purpose: .time
    ) { arguments throws(CommandError) in
        try arguments.none()
        return TimeCommand()
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        report.info.append(.virtualTime(session.scheduler.clock))
    }
}
