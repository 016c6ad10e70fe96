import MiniRx

/// The class's words for what an operator did with an event it passed nothing on for
/// (MiniRx says only which ``TraceNote`` it was).
enum TraceNoteWording {
    /// `note` in words; `command`, the first word of the command traced (`login`), names
    /// the inner sequences a flat-map runs: `dropped — the login before is still running`.
    /// Where time or a subscription set the events going (`tick`, `subscribe`, `error`,
    /// `complete`) there is no such name: `the one before`.
    static func words(_ note: TraceNote, command: String?) -> String {
        let one = command.flatMap { ["tick", "subscribe", "error", "complete"].contains($0) ? nil : $0 } ?? "one"
        switch note {
        case .filtered: return "filtered out"
        case .sameAsBefore: return "same as before"
        case .keptAsLatest: return "kept as latest value"
        case .noLatestYet: return "dropped — no latest value yet"
        case .waitingForEverySource: return "kept — waits for a value from every source"
        case .droppedWhileRunning: return "dropped — the \(one) before is still running"
        case .startedBeside: return "runs it beside the \(one) before"
        case .started: return "started it; nothing from it yet"
        case .cancelledRunning: return "cancelled the running \(one), started this"
        }
    }
}
