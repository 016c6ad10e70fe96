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
