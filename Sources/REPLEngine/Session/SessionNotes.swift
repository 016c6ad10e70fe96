import StyleKit

/// What a session notes beside the events: why a command changed nothing, that a real
/// button would have been disabled, that the active styles have different histories,
/// where an input has ended, and the reducer's log. Each is a fact; the renderers word it.
extension Session {
    /// For a command that sends into `input`, what to say where that input has ended in a
    /// style (`countUp ended: error(boom)`), by catalog index.
    func inputEnded(for input: String?) -> [String?] {
        var ended = [String?](repeating: nil, count: catalog.styles.count)
        guard let input else { return ended }
        for style in styles { ended[style.index] = style.endedInputs[input].map { "\(input) ended: \($0)" } }
        return ended
    }

    /// When a command that sends into an input printed no event at all, why: the styles
    /// whose input had ended (`ended`, by catalog index), grouped by how it ended. `nil`
    /// when none had.
    func silenceNote(_ ended: [String?]) -> CommandReport.Note? {
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
        return .nothingEmitted(inputEnded: reasons)
    }

    /// When no active variant implements the screen `input` belongs to, so the command
    /// changes nothing: which styles do.
    func noVariantNote(forInput input: String) -> CommandReport.Note? {
        guard let screen = layout.screen(ofInput: input), !activeStyles.contains(where: { $0.implements(screen) }) else { return nil }
        return .noActiveVariant(screen: layout.screens[screen].name, implementedBy: catalog.styles.filter { $0.variant(of: layout.screens[screen]) != nil }.map(\.name))
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
        let enabled = activeStyles.filter { style in !disabled.contains { $0.index == style.index } }
        return .disabledInput(flag: flag, disabledIn: disabled.map(\.name), enabledIn: enabled.map(\.name))
    }

    /// The active styles not to send `input` this time: those whose view has shown the
    /// same value of the input's ``Screen/Input/limitedWhileUnchanged`` output through
    /// the last ``Screen/Input/unchangedSendLimit`` sends (a list scrolled to the same end
    /// again and again while virtual time stands still), and the note that says so, if
    /// any is held back. Counts this send for the rest.
    func heldBackSends(of input: String) -> (styles: Set<String>, note: CommandReport.Note?) {
        guard let screen = layout.screen(ofInput: input), let declared = layout.screens[screen].input(named: input),
              let output = declared.limitedWhileUnchanged, layout.streamNames.contains(output) else { return ([], nil) }
        let slot = capture.slot(for: GroupKey(stream: output, subscriber: .view))
        var heldBack: Set<String> = []
        for style in activeStyles where style.implements(screen) {
            let shown = capture.lastValue(slot: slot, variant: style.index)
            let before = style.unchangedSends[input]
            let count = before.map { $0.shown == shown ? $0.count + 1 : 1 } ?? 1
            if count > Screen.Input.unchangedSendLimit {
                heldBack.insert(style.name)
            } else {
                style.unchangedSends[input] = (shown, count)
            }
        }
        guard !heldBack.isEmpty else { return ([], nil) }
        return (heldBack, .notSentWhileUnchanged(command: declared.command, output: output, styles: activeStyles.map(\.name).filter(heldBack.contains),
                                                 everyStyle: heldBack.count == activeStyles.count, limit: Screen.Input.unchangedSendLimit))
    }

    /// After `use`, when the styles now active have run different commands since the last
    /// `reset`: a difference between them may be their history, not their architecture.
    func historiesNote(_ names: [String]) -> CommandReport.Note? {
        // A style not built since the last reset has run nothing.
        let runs = names.map { name in (name, styles.first { $0.name == name }?.commandsRun ?? 0) }
        let counts = Set(runs.map(\.1))
        guard counts.count > 1, let most = counts.max() else { return nil }
        return .differentHistories(ahead: runs.filter { $0.1 == most }.map(\.0), by: most - (counts.min() ?? 0))
    }

    /// The log of each active style that keeps one, for `log`.
    func logNotes() -> [CommandReport.Note] {
        let lastLogs = activeStyles.filter(\.keepsLog).map { style in
            (variant: style.name,
             entries: layout.screens.indices.flatMap { style.adapter(for: $0)?.log() ?? [] },
             leftOut: layout.screens.indices.reduce(0) { $0 + (style.adapter(for: $1)?.logEntriesLeftOut() ?? 0) })
        }
        if lastLogs.isEmpty { return [.noLog] }
        return lastLogs.flatMap { log -> [CommandReport.Note] in
            if log.entries.isEmpty { return [.logEmpty(variant: log.variant)] }
            var notes = log.entries.map { CommandReport.Note.logged(variant: log.variant, entry: $0.description) }
            if log.leftOut > 0 { notes.append(.logLeftOut(variant: log.variant, count: log.leftOut, kept: log.entries.count)) }
            return notes
        }
    }
}
