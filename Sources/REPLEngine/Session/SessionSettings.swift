import ShippedStyles
import StyleKit

/// What a session keeps across `reset`: the active variants, autorun, the fake API's
/// latency and scripted outcome, and whether every event is shown. Everything else starts
/// afresh with the variants. A command changes them in its
/// ``SessionCommand/apply(to:)``, once it has run.
struct SessionSettings: Equatable, Sendable {
    /// The variants that receive commands and are shown, in catalog order.
    var activeNames: [String]
    /// Whether virtual time runs to idle after every command.
    var autorun = true
    /// How long the fake API takes to answer, in virtual milliseconds.
    var latency = 300
    /// How the next login ends, whatever the credentials; `nil` checks them.
    var scriptedOutcome: LoginAPI.Outcome?
    /// Whether text output shows every event of a long run.
    var showsAllEvents = false
    /// Whether every command shows how the variants' live resources changed.
    var showsResources = false

    /// The styles of `catalog` that start active, autorun on, the API at its defaults.
    init(catalog: Catalog) {
        activeNames = catalog.styles.filter(\.activeAtStart).map(\.name)
    }
}
