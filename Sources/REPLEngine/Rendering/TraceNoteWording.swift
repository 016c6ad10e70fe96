import MiniRx

/// The class's words for what an operator did with an event it passed nothing on for
/// (MiniRx says only which ``TraceNote`` it was).
enum TraceNoteWording {
    /// `interval` as a class reads it: `300 ms`.
    private static func milliseconds(_ interval: RxTimeInterval) -> String {
        switch interval {
        case .seconds(let value): return "\(value * 1_000) ms"
        case .milliseconds(let value): return "\(value) ms"
        case .microseconds(let value): return "\(value / 1_000) ms"
        case .nanoseconds(let value): return "\(value / 1_000_000) ms"
        default: return "a while"
        }
    }

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
        case .cancelledRunning(let element?): return "cancelled the running \(one) for \(element), started this"
        case .cancelledRunning(nil): return "cancelled the running \(one), started this"
        case .queued(let waiting): return "queued — runs when the \(one) before ends (\(waiting) waiting)"
        case .waitingForPause(let interval): return "waiting for a pause of \(milliseconds(interval))"
        }
    }
}
