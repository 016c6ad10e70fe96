#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StyleKit

/// A transcript cut at its `reset`s into parts that can be checked at once, one per
/// processor. After `reset` a session holds nothing of what came before but its
/// settings (``SessionSettings``: the active variants, autorun, the API's settings, what
/// is shown), so a part run in a fresh engine that starts with the settings the commands
/// before it left prints what the whole run prints there. The settings are found by
/// parsing the commands before each part and applying what each would change, without
/// running anything.
///
/// A transcript that uses `run` (its file's commands could change settings unseen) or
/// `save` (which writes every command since the start) stays whole.
struct TranscriptParts {
    /// Each part: its steps, by index, and the settings its engine starts with.
    let parts: [(steps: Range<Int>, settings: SessionSettings)]

    /// How many parts a transcript is cut into at most: twice the processors, so that
    /// parts of unequal cost still keep every processor busy; each costs an engine and a
    /// session of its own.
    static let mostParts = 2 * ProcessInfo.processInfo.activeProcessorCount

    init(_ transcript: Transcript, catalog: Catalog, mostParts: Int = Self.mostParts) {
        let initial = SessionSettings(catalog: catalog)
        let whole = [(steps: 0..<transcript.steps.count, settings: initial)]
        let parser = CommandParser(catalog: catalog)
        var settings = initial
        // Every `reset` where a part could start, with the settings before it.
        var resets: [(step: Int, settings: SessionSettings)] = []
        // A transcript repeats its commands: each is parsed, and looked at, once.
        var parsed: [String: ParsedStep] = [:]
        for (index, step) in transcript.steps.enumerated() {
            let command: ParsedStep
            if let known = parsed[step.input] {
                command = known
            } else {
                command = ParsedStep((try? parser.command(for: step.input)) ?? nil)
                parsed[step.input] = command
            }
            if command.keepsWhole {
                parts = whole
                return
            }
            if command.isReset, index > 0 { resets.append((index, settings)) }
            command.sessionCommand?.apply(to: &settings)
        }
        // The `reset` nearest each even share of the steps starts a part.
        let count = transcript.steps.count
        var starts: [(step: Int, settings: SessionSettings)] = [(0, initial)]
        for share in 1..<max(1, mostParts) {
            let target = count * share / mostParts
            guard let nearest = resets.min(by: { abs($0.step - target) < abs($1.step - target) }),
                  let last = starts.last, nearest.step > last.step else { continue }
            starts.append(nearest)
        }
        let ends = starts.dropFirst().map(\.step) + [count]
        parts = zip(starts, ends).map { start, end in (start.step..<end, start.settings) }
    }

    /// What a step's command means for cutting: a line the engine refuses changes nothing.
    private struct ParsedStep {
        /// Whether it keeps the transcript whole (`run`, `save`).
        let keepsWhole: Bool
        /// Whether it is a `reset`, where a part may start.
        let isReset: Bool
        /// The command, if it may change the session's settings.
        let sessionCommand: (any SessionCommand)?

        init(_ command: (any Command)?) {
            keepsWhole = command is RunFileCommand || command is SaveCommand
            isReset = command is ResetCommand
            sessionCommand = command as? any SessionCommand
        }
    }
}
