import Variants

/// What a session keeps across `reset`: the active variants, autorun, and the fake API's
/// latency and scripted outcome. Everything else starts afresh with the variants.
///
/// A transcript checked in parts (see ``TranscriptChecker``) starts each part at a
/// `reset` with the settings the lines before it left, worked out by ``apply(_:)`` alone,
/// so this is the one place a setting may change.
struct SessionSettings: Equatable, Sendable {
    /// The variants that receive commands and are shown, in catalog order.
    var activeNames = Catalog.all.map(\.style.name)
    /// Whether virtual time runs to idle after every command.
    var autorun = true
    /// How long the fake API takes to answer, in virtual milliseconds.
    var latency = 300
    /// How the next login ends, whatever the credentials; `nil` checks them.
    var scriptedOutcome: LoginAPI.Outcome?

    /// Records what `command` changes, once it has run.
    mutating func apply(_ command: Command) {
        switch command {
        case .use(let names): activeNames = names
        case .autorun(let on): autorun = on
        case .apiLatency(let milliseconds): latency = milliseconds
        case .apiOutcome(let outcome): scriptedOutcome = outcome
        // A scripted outcome is for one login.
        case .login: scriptedOutcome = nil
        default: break
        }
    }
}
