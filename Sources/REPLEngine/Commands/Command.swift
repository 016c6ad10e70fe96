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

/// What a session command does to the session beyond what it reports.
struct CommandEffects: Equatable {
    /// Whether it can set virtual-time work going, so autorun settles it.
    var movesTime = false
    /// Whether it sends something into the variants, so it counts towards their history
    /// (`use` names styles with different histories).
    var sendsInput = false
    /// Whether it may change what the variants hold; one that does not (it reads, changes
    /// a setting or detaches a probe) leaves `log` showing the command before it.
    var changesVariants = false
    /// The input it sends values into, whose ending a report names.
    var valueInput: String?
    /// Whether it rebuilds the variants, so the history starts again with it.
    var rebuildsVariants = false
    /// When it shows the variants' live resources.
    var resources = ResourcesShown.whenOn
    /// Whether the screens' services take the session's settings after it: it changed
    /// them, or set one up for its input alone.
    var setsUpServices = false

    /// When a command shows the resources.
    enum ResourcesShown: Equatable {
        /// After it, while `resources on`.
        case whenOn
        /// As a table, whatever the setting: `resources` alone.
        case table
        /// Never: `resources off`.
        case never
    }

    /// A command that only reads or changes settings.
    static let readsOnly = CommandEffects()
    /// A command that sends into an input.
    static func sends(into input: String?) -> CommandEffects {
        CommandEffects(movesTime: true, sendsInput: true, changesVariants: true, valueInput: input, setsUpServices: input != nil)
    }
}

/// How a command ended: its status and, when it did not succeed, why.
struct CommandOutcome {
    let status: LineStatus
    let error: String?

    static let succeeded = CommandOutcome(status: .succeeded, error: nil)

    static func failed(_ reason: String) -> CommandOutcome {
        CommandOutcome(status: .failed, error: reason)
    }

    static func interrupted(_ reason: String) -> CommandOutcome {
        CommandOutcome(status: .interrupted, error: reason)
    }
}

/// What a running command may use: the engine, its line as typed and its number, and
/// where to show what it did.
struct CommandContext {
    let engine: Engine
    /// The line, without its leading and trailing spaces.
    let line: String
    /// The line's number in its source.
    let number: Int
    /// Prints lines as they come.
    let emit: (OutputLine) -> Void

    /// Renders `output` in the engine's format and prints it.
    func show(_ output: CommandOutput) {
        for text in engine.render(output) { emit(OutputLine(text: text, channel: .output)) }
    }
}
