/// A transcript cut into consecutive parts that can run at once, each in its own engine.
///
/// A `reset` leaves nothing of the session but its ``SessionSettings``, so a part that
/// starts at a `reset` line prints exactly what it would have printed after the lines
/// before it, given the settings they leave. Those are found by parsing the earlier lines
/// and applying each command's setting change, without running them.
///
/// A transcript with too few resets to keep every processor busy, or with resets that
/// divide its work badly, is cut anywhere instead: such a part first replays, printing and recording nothing, the lines from the last
/// reset before it (or the start), so its engine stands where the whole run's would.
/// Replaying costs less than running a line with its output, so the later parts are
/// shorter, to finish together. Nothing after a `quit` runs, so no part starts after one.
struct TranscriptParts {
    /// How a check may cut a transcript.
    struct Limits {
        /// At most this many parts at resets.
        var parts: Int
        /// No fewer input lines a part than this, so a short transcript runs in one piece.
        var minimumInputs: Int
        /// Cut anywhere, with replays, into this many parts when that finishes sooner than
        /// the parts at resets; 1 for never.
        var lanes = 1
        /// What replaying a line costs, as a share of running it with its output: how
        /// much shorter each later part is made. Measured on a mix of counting and logins:
        /// 0.72 in instructions, nearer 0.8 in time with both processors busy.
        var replayCost = 0.75

        /// Four parts per online processor at resets, so that a faster processor can take
        /// more of them, of at least a thousand commands each; else one per processor.
        static var standard: Limits {
            Limits(parts: 4 * Processors.online, minimumInputs: 1_000, lanes: Processors.online)
        }
    }

    /// One part: the lines it replays, the lines it runs, and the settings its engine
    /// starts with, which the lines before the replay leave.
    struct Part: Equatable {
        /// Indices into the transcript's lines, run silently first; empty for a part that
        /// starts at a reset.
        let replay: Range<Int>
        /// Indices into the transcript's lines, run and printed.
        let lines: Range<Int>
        let settings: SessionSettings

        init(replay: Range<Int>? = nil, lines: Range<Int>, settings: SessionSettings) {
            self.replay = replay ?? lines.lowerBound ..< lines.lowerBound
            self.lines = lines
            self.settings = settings
        }
    }

    let parts: [Part]

    /// Cuts `transcript` at the `reset` lines nearest to equal shares of its lines, or,
    /// when that would finish later (fewer parts than `limits.lanes`, or parts of very
    /// different sizes), anywhere with replays.
    init(_ transcript: Transcript, limits: Limits) {
        let lines = transcript.lines
        var inputCount = 0
        var settings = SessionSettings()
        var afterQuit = false
        var resets: [(index: Int, settings: SessionSettings)] = []
        var inputLines: [Int] = []
        var firstQuit: Int?
        for (index, line) in lines.enumerated() {
            guard case .input = line else { continue }
            inputCount += 1
            inputLines.append(index)
        }
        for (index, command) in Self.interestingCommands(lines, pieces: limits.lanes) {
            guard !afterQuit else { break }
            switch command {
            case .quit:
                afterQuit = true
                firstQuit = index
            case .reset: resets.append((index, settings))
            default: settings.apply(command)
            }
        }
        let wanted = min(limits.parts, inputCount / max(limits.minimumInputs, 1))
        var cuts: [(index: Int, settings: SessionSettings)] = [(0, SessionSettings())]
        if wanted > 1 {
            for share in 1..<wanted {
                let target = lines.count * share / wanted
                let nearest = resets.min { abs($0.index - target) < abs($1.index - target) }
                if let nearest, let last = cuts.last, nearest.index > last.index { cuts.append(nearest) }
            }
        }
        let atResets = cuts.indices.map { part in
            let end = part + 1 < cuts.count ? cuts[part + 1].index : lines.count
            return Part(lines: cuts[part].index ..< end, settings: cuts[part].settings)
        }
        let lanes = min(limits.lanes, inputCount / max(limits.minimumInputs, 1))
        // Replays when they would finish sooner: too few resets, or resets far from
        // where the work divides evenly.
        if lanes > 1, let replayed = Self.replayedParts(
            lines.count, inputs: inputLines, before: firstQuit ?? lines.count, resets: resets, lanes: lanes, replayCost: limits.replayCost
        ) {
            // How many input lines come before each line, to cost a part in them.
            var inputsBefore = [0]
            inputsBefore.reserveCapacity(lines.count + 1)
            for line in lines {
                var count = inputsBefore[inputsBefore.count - 1]
                if case .input = line { count += 1 }
                inputsBefore.append(count)
            }
            func finish(_ parts: [Part]) -> Double {
                let costs = parts.map { part in
                    limits.replayCost * Double(inputsBefore[part.replay.upperBound] - inputsBefore[part.replay.lowerBound])
                        + Double(inputsBefore[part.lines.upperBound] - inputsBefore[part.lines.lowerBound])
                }
                return max(costs.max() ?? 0, costs.reduce(0, +) / Double(lanes))
            }
            if finish(replayed) < finish(atResets) {
                parts = replayed
                return
            }
        }
        parts = atResets
    }

    /// `lanes` parts cut at input lines before `end`, each replaying from the last reset
    /// before it, sized so that each costs about as much as the first, which replays
    /// nothing: a part that replays `r` lines and runs `n` costs `replayCost * r + n`.
    /// Nil when there are too few input lines to cut.
    private static func replayedParts(
        _ lineCount: Int,
        inputs: [Int],
        before end: Int,
        resets: [(index: Int, settings: SessionSettings)],
        lanes: Int,
        replayCost: Double
    ) -> [Part]? {
        let candidates = inputs.filter { $0 < end }
        guard lanes > 1, candidates.count >= lanes else { return nil }
        // Starts c(0) = 0, c(j+1) = W + (1 - replayCost) * c(j), c(lanes) = total: so
        // W = total / (1 + k + k² + …) with k = 1 - replayCost; in input lines.
        let keep = min(max(1 - replayCost, 0), 1)
        let total = Double(candidates.count)
        var series = 0.0, term = 1.0
        for _ in 0..<lanes {
            series += term
            term *= keep
        }
        let share = total / series
        var starts: [Int] = [0]
        var start = 0.0
        for _ in 1..<lanes {
            start = share + keep * start
            let index = candidates[min(Int(start.rounded()), candidates.count - 1)]
            if let last = starts.last, index > last { starts.append(index) }
        }
        guard starts.count > 1 else { return nil }
        return starts.indices.map { part in
            let first = starts[part]
            let stop = part + 1 < starts.count ? starts[part + 1] : lineCount
            guard part > 0 else { return Part(lines: first ..< stop, settings: SessionSettings()) }
            // From the last reset at or before the start; the reset itself is replayed.
            let from = resets.last { $0.index <= first }
            return Part(replay: (from?.index ?? 0) ..< first, lines: first ..< stop, settings: from?.settings ?? SessionSettings())
        }
    }

    /// Whether a command line whose first byte is `byte` can be `reset`, `quit` or a
    /// command that changes a setting (`use`, `autorun`, `api`, `login`), and so must be
    /// parsed. A command is named by a word that starts its name, in any case; only a line
    /// that starts with another ASCII letter is certainly none of them. Anything else (a
    /// quote, a backslash escape, other bytes) is parsed, as the engine would.
    /// The commands among `lines` that may quit, reset or change settings, with their
    /// line numbers, in order; parsed in up to `pieces` pieces at once, as parsing every
    /// input line of a long transcript took a fiftieth of its check before any part ran.
    static func interestingCommands(_ lines: [Transcript.Line], pieces: Int) -> [(index: Int, command: Command)] {
        let count = max(1, min(pieces, lines.count / 10_000))
        let found = concurrentMap(count) { piece in
            var commands: [(index: Int, command: Command)] = []
            for index in lines.count * piece / count ..< lines.count * (piece + 1) / count {
                guard case .input(let text) = lines[index],
                      let first = text.utf8.first(where: { $0 != 32 && $0 != 9 }), canStartInterestingCommand(first),
                      let command = try? CommandParser.standard.command(for: text) else { continue }
                commands.append((index, command))
            }
            return commands
        }
        return found.count == 1 ? found[0] : Array(found.joined())
    }

    private static func canStartInterestingCommand(_ byte: UInt8) -> Bool {
        let lowered = byte | 0x20
        guard lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") else { return true }
        switch lowered {
        case UInt8(ascii: "r"), UInt8(ascii: "q"), UInt8(ascii: "u"), UInt8(ascii: "a"), UInt8(ascii: "l"): return true
        default: return false
        }
    }
}
