import ShippedStyles
import StyleKit

/// What a session keeps across `reset`: the active variants, autorun, the fake API's
/// latency and scripted outcome, and whether every event is shown. Everything else starts
/// afresh with the variants. ``apply(_:)`` is the one place a setting changes.
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

    /// Records what `command` changes, once it has run.
    mutating func apply(_ command: Command) {
        switch command {
        case .use(let names): activeNames = names
        case .autorun(let on?): autorun = on
        case .apiLatency(let milliseconds): latency = milliseconds
        case .apiOutcome(let outcome): scriptedOutcome = outcome
        case .events(let all): showsAllEvents = all
        case .resources(let on?): showsResources = on
        // A scripted outcome is for one login.
        case _ where command.isLogin: scriptedOutcome = nil
        default: break
        }
    }
}
