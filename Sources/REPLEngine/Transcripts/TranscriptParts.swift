/// A transcript cut into consecutive parts that can run at once, each in its own engine.
///
/// A `reset` leaves nothing of the session but its ``SessionSettings``, so a part that
/// starts at a `reset` line prints exactly what it would have printed after the lines
/// before it, given the settings they leave. Those are found by parsing the earlier lines
/// and applying each command's setting change, without running them. Nothing after a
/// `quit` runs, so no part starts after one.
struct TranscriptParts {
    /// How a check may cut a transcript.
    struct Limits {
        /// At most this many parts.
        var parts: Int
        /// No fewer input lines a part than this, so a short transcript runs in one piece.
        var minimumInputs: Int

        /// Four parts per online processor, so that a faster processor can take more of
        /// them, of at least a thousand commands each.
        static var standard: Limits {
            Limits(parts: 4 * Processors.online, minimumInputs: 1_000)
        }
    }

    /// One part: its lines, and the settings the lines before it leave.
    struct Part: Equatable {
        /// Indices into the transcript's lines.
        let lines: Range<Int>
        let settings: SessionSettings
    }

    let parts: [Part]

    /// Cuts `transcript` at the `reset` lines nearest to equal shares of its lines.
    init(_ transcript: Transcript, limits: Limits) {
        let lines = transcript.lines
        var inputCount = 0
        var settings = SessionSettings()
        var afterQuit = false
        var resets: [(index: Int, settings: SessionSettings)] = []
        for (index, line) in lines.enumerated() {
            guard case .input(let text) = line else { continue }
            inputCount += 1
            guard !afterQuit,
                  let first = text.utf8.first(where: { $0 != 32 && $0 != 9 }), Self.canStartInterestingCommand(first),
                  let command = try? CommandParser.standard.command(for: text) else { continue }
            switch command {
            case .quit: afterQuit = true
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
        parts = cuts.indices.map { part in
            let end = part + 1 < cuts.count ? cuts[part + 1].index : lines.count
            return Part(lines: cuts[part].index ..< end, settings: cuts[part].settings)
        }
    }

    /// Whether a command line whose first byte is `byte` can be `reset`, `quit` or a
    /// command that changes a setting (`use`, `autorun`, `api`, `login`), and so must be
    /// parsed. A command is named by a word that starts its name, in any case; only a line
    /// that starts with another ASCII letter is certainly none of them. Anything else (a
    /// quote, a backslash escape, other bytes) is parsed, as the engine would.
    private static func canStartInterestingCommand(_ byte: UInt8) -> Bool {
        let lowered = byte | 0x20
        guard lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") else { return true }
        switch lowered {
        case UInt8(ascii: "r"), UInt8(ascii: "q"), UInt8(ascii: "u"), UInt8(ascii: "a"), UInt8(ascii: "l"): return true
        default: return false
        }
    }
}
