import ShippedStyles
import StyleKit

/// What a session says beside the events: why a command changed nothing, that a real
/// button would have been disabled, that the active styles have different histories,
/// where an input has ended, and the reducer's log.
extension Session {
    /// For a command that sends into an input, what to say where that input has ended in a
    /// style (`countUp ended: error(boom)`), by catalog index.
    func inputEnded(for command: Command) -> [String?] {
        guard let input = command.valueInput else { return Array(repeating: nil, count: styles.count) }
        return styles.map { style in style.endedInputs[input].map { "\(input) ended: \($0)" } }
    }

    /// When a command that sends into an input printed no event at all, why: the styles
    /// whose input had ended, grouped by how it ended. `nil` when none had.
    func silenceNote(for command: Command) -> CommandReport.Note? {
        let ended = inputEnded(for: command)
        var reasons: [(reason: String, names: [String])] = []
        for style in activeStyles {
            guard let reason = ended[style.index] else { continue }
            if let place = reasons.firstIndex(where: { $0.reason == reason }) {
                reasons[place].names.append(style.name)
            } else {
                reasons.append((reason, [style.name]))
            }
        }
        guard !reasons.isEmpty else { return nil }
        let parts = reasons.map { "\(listed($0.names)) (\($0.reason))" }
        return CommandReport.Note("note: no variant emitted anything: the input had ended in \(parts.joined(separator: "; "))")
    }

    /// When no active variant implements the screen `input` belongs to, so the command
    /// changes nothing: which styles do.
    func noVariantNote(forInput input: String) -> CommandReport.Note? {
        guard let screen = layout.screen(ofInput: input), !activeStyles.contains(where: { $0.implements(screen) }) else { return nil }
        let implementing = styles.filter { $0.implements(screen) }.map(\.name)
        return CommandReport.Note("note: no active variant has the \(layout.screens[screen].name) screen; \(listed(implementing)) \(implementing.count == 1 ? "does" : "do")")
    }

    /// Once, when an input is sent where the screen says a real control would be disabled
    /// (``Screen/Input/enabledBy``: the login button's `loginButtonEnabled`): the input is
    /// sent anyway, which is what the REPL is for.
    func disabledInputNote(for input: String) -> CommandReport.Note? {
        guard let screen = layout.screen(ofInput: input), let flag = layout.screens[screen].input(named: input)?.enabledBy,
              layout.streamNames.contains(flag) else { return nil }
        let slot = capture.slot(for: GroupKey(stream: flag, subscriber: .view))
        let disabled = activeStyles.filter { capture.lastValue(slot: slot, variant: $0.index) == .flag(false) }
        guard !disabled.isEmpty else { return nil }
        let others = activeStyles.filter { style in !disabled.contains { $0.index == style.index } }
        let which = others.isEmpty ? (activeStyles.count == 1 ? "" : " in every variant")
            : others.count < disabled.count ? " in all but \(listed(others.map(\.name)))" : " in \(listed(disabled.map(\.name)))"
        return CommandReport.Note("note: \(flag) is false\(which), so a real button would be disabled; the tap is sent anyway")
    }

    /// After `use`, when the styles now active have run different commands since the last
    /// `reset`: a difference between them may be their history, not their architecture.
    func historiesNote(_ names: [String]) -> CommandReport.Note? {
        let active = styles.filter { names.contains($0.name) }
        let counts = Set(active.map(\.commandsRun))
        guard counts.count > 1, let most = counts.max() else { return nil }
        let ahead = active.filter { $0.commandsRun == most }.map(\.name)
        let fewest = counts.min() ?? 0
        let verb = ahead.count == 1 ? "has" : "have"
        return CommandReport.Note("note: \(listed(ahead)) \(verb) run \(most - fewest) command\(most - fewest == 1 ? "" : "s") the others have not; 'reset' lines them up")
    }

    /// The login API's settings as a fact: its delay, the next login as `api` names it
    /// (`auto`: it checks the credentials), and the known account if `account`. The
    /// command that changes a setting gives the new one (settings change after it).
    static func apiSettings(latency: Int, outcome: LoginAPI.Outcome?, account: Bool) -> CommandReport.Note.Fact {
        let nextLogin: String
        switch outcome {
        case nil: nextLogin = "auto"
        case .success?: nextLogin = "ok"
        case .failure(.wrongPassword)?: nextLogin = "wrong-password"
        case .failure(.unknownUser)?: nextLogin = "unknown-user"
        case .failure(.networkError)?: nextLogin = "network-error"
        }
        return .api(latency: latency, nextLogin: nextLogin, account: account ? (LoginAPI.knownEmail, LoginAPI.knownPassword) : nil)
    }

    static func describe(_ outcome: LoginAPI.Outcome) -> String {
        switch outcome {
        case .success: return "succeed"
        case .failure(let error): return "fail with \(error)"
        }
    }

    func logNotes() -> [CommandReport.Note] {
        let lastLogs = activeStyles.filter(\.keepsLog).map { style in
            (variant: style.name,
             entries: layout.screens.indices.flatMap { style.adapter(for: $0)?.log() ?? [] },
             leftOut: layout.screens.indices.reduce(0) { $0 + (style.adapter(for: $1)?.logEntriesLeftOut() ?? 0) })
        }
        if lastLogs.isEmpty {
            return [CommandReport.Note("no active variant keeps a log of actions and mutations; the reducer style does")]
        }
        return lastLogs.flatMap { log -> [CommandReport.Note] in
            if log.entries.isEmpty { return [CommandReport.Note("\(log.variant): (nothing)")] }
            var notes = log.entries.map { CommandReport.Note("\(log.variant): \($0.description)", fact: .logged(variant: log.variant, entry: $0.description)) }
            if log.leftOut > 0 {
                notes.append(CommandReport.Note("\(log.variant): … \(log.leftOut) more not kept (a log keeps a command's first \(log.entries.count))"))
            }
            return notes
        }
    }
}
