/// `reset`: every variant built anew at virtual time 0; settings stay.
struct ResetCommand: SessionCommand, Equatable {
    static let declaration = CommandDeclaration(
        name: "reset", usage: "reset", summary: "recreate every variant",
        details: "Builds every variant anew, restarts virtual time at 0 and subscribes the views again; late subscribers are dropped; the active variants, autorun and the API settings stay as they were.",
        example: "reset", arguments: .none, purpose: .breakIt
    ) { arguments throws(CommandError) in
        try arguments.none()
        return ResetCommand()
    }

    var effects: CommandEffects { CommandEffects(movesTime: true, changesVariants: true, rebuildsVariants: true) }

    func run(in session: Session, into report: inout CommandReport) {
        session.rebuild()
        report.info.append(.reset(active: session.activeStyles.map(\.name)))
        // Settings survive a reset; the one that changes what every later command
        // shows is said, so a speaker is not surprised by it.
        if !session.settings.autorun { report.info.append(.autorunOffStays) }
    }
}
