/// `state [STREAM]`: each output's current value where a variant exposes one.
struct StateCommand: SessionCommand, Equatable {
    let stream: String?

    static let declaration = CommandDeclaration(
        name: "state", usage: "state [STREAM]", summary: "show current values where a variant exposes them",
        details: "Reads each output's current value (or only STREAM's) synchronously, or says why the style has none to read.",
        example: "state count", arguments: .stream, purpose: .watch
    ) { arguments throws(CommandError) in
        StateCommand(stream: arguments.isEmpty ? nil : try arguments.stream(try arguments.one()))
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        report.states = session.states(of: stream)
    }
}
