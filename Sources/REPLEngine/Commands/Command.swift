/// A command vmrepl runs: the value its ``CommandDeclaration`` parsed from a line. It runs
/// against the engine and says what it did as ``CommandOutput`` values, which the text and
/// JSON renderers print; it formats nothing itself.
protocol Command {
    /// Runs the command, showing what it did through `context`; its status, and why it
    /// failed if it did.
    func run(_ context: CommandContext) -> CommandOutcome

    /// Whether `save` keeps the command's line: `save`, `demo` and `run` leave the session
    /// as it was (or, `run`, keep the commands they ran instead).
    var isKeptBySave: Bool { get }
}

extension Command {
    var isKeptBySave: Bool { true }
}

/// A command that drives the variants, run by ``Session/run(_:text:)``: it reports into a
/// ``CommandReport``, and the session frames it (the events captured, autorun, resources,
/// the settings it changes).
protocol SessionCommand: Command {
    /// What running it means for the session.
    var effects: CommandEffects { get }

    /// Why the command cannot run in `session` as it stands, thrown before it runs: the
    /// session is then unchanged.
    func check(in session: Session) throws(CommandError)

    /// Does what the command does, noting what the variants said in `report`.
    func run(in session: Session, into report: inout CommandReport)

    /// Records the settings the command changes, once it has run.
    func apply(to settings: inout SessionSettings)
}

extension SessionCommand {
    func check(in session: Session) throws(CommandError) {}

    func apply(to settings: inout SessionSettings) {}

    func run(_ context: CommandContext) -> CommandOutcome {
        context.engine.runInSession(self, context)
    }
}
