import REPLEngine

/// What `mutate` prints: each mutant's verdict, survivors first, then the mutation score
/// by style and by file, every line within 80 columns.
public struct MutationReport {
    public let results: [(mutant: Mutant, verdict: MutationVerdict)]
    /// How many transcripts were run.
    public let transcripts: Int
    /// The shard these results are, of how many mutants in all (`--shard`).
    public var shard: (shard: MutationShard, mutants: Int)?
    /// How many verdicts a baseline gave, and its name (`--incremental`).
    public var reused: (count: Int, baseline: String)?

    public init(results: [(mutant: Mutant, verdict: MutationVerdict)], transcripts: Int) {
        self.results = results
        self.transcripts = transcripts
    }

    /// Stryker's mutation score: the share of mutants detected (killed, or timed out), in
    /// percent, ignored ones left out; `nil` where there are none.
    public static func score(_ verdicts: [MutationVerdict]) -> Double? {
        let verdicts = verdicts.filter { if case .ignored = $0 { false } else { true } }
        guard !verdicts.isEmpty else { return nil }
        return 100 * Double(verdicts.filter(\.isDetected).count) / Double(verdicts.count)
    }

    /// The score of every mutant.
    public var score: Double? {
        Self.score(results.map(\.verdict))
    }

    /// The report's lines.
    public func lines() -> [String] {
        let order: (MutationVerdict) -> Int = { verdict in
            switch verdict {
            case .survived: 0
            case .noCoverage: 1
            case .timeout: 2
            case .killed: 3
            case .ignored: 4
            }
        }
        let count = shard.map { "shard \($0.shard), \(results.count) of \($0.mutants) mutants" } ?? "\(results.count) mutants"
        var lines = ["mutate: \(count), \(transcripts) transcript\(transcripts == 1 ? "" : "s")"]
        let byTrace = results.count { $0.verdict.isTraceOnly }
        if byTrace > 0 {
            // Whole within 80 columns: the events shown were the same, a trace's words not.
            lines.append("\(byTrace) kill\(byTrace == 1 ? "" : "s") by a trace only (the events shown the same; scored as kills)")
        }
        if let reused {
            // Of the verdicts a run judges: an ignored mutant is not run, reused or scored.
            let judged = results.count { if case .ignored = $0.verdict { false } else { true } }
            lines.append(Self.cut("incremental: \(reused.count) of \(judged) verdicts reused from \(reused.baseline)"))
        }
        // Each kind of verdict in line order, files in the order they first come.
        var files: [String: Int] = [:]
        for result in results where files[result.mutant.file ?? result.mutant.style] == nil {
            files[result.mutant.file ?? result.mutant.style] = files.count
        }
        let ranked = results.enumerated().map { offset, result in
            (result: result, key: [order(result.verdict), files[result.mutant.file ?? result.mutant.style] ?? 0, result.mutant.line ?? Int.max,
                                   result.mutant.column ?? 0, offset])
        }
        for (mutant, verdict) in ranked.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }).map(\.result) {
            let word = switch verdict {
            case .survived: "Survived  "
            case .noCoverage: "NoCoverage"
            case .timeout: "Timeout   "
            case .killed: "Killed    "
            case .ignored: "Ignored   "
            }
            lines.append(Self.cut("\(word)  \(mutant.style)  \(mutant.swap)"))
            let place = "            \(mutant.place)"
            let by: String
            switch verdict {
            case .killed(let file, let line, let traceOnly):
                by = (line > 0 ? "by \(file):\(line)" : "by \(file) (its check crashed)") + (traceOnly ? " (trace only)" : "")
            case .timeout(let file): by = "in \(file)"
            case .ignored(let reason): by = reason
            case .survived, .noCoverage:
                lines.append(Self.cut(place))
                continue
            }
            // Where, and which transcript's step noticed: on one line if it fits.
            lines += place.count + 2 + by.count <= 80 ? [place + ", " + by] : [Self.cut(place), Self.cut("            " + by)]
        }
        lines.append("")
        lines += table("style", keys: results.map(\.mutant.style))
        lines.append("")
        lines += table("file", keys: results.map { $0.mutant.file ?? $0.mutant.style })
        return lines
    }

    /// The score by `keys` (one per result), in the order they first come.
    private func table(_ heading: String, keys: [String]) -> [String] {
        var order: [String] = []
        for key in keys where !order.contains(key) { order.append(key) }
        let width = min(44, max(heading.count, order.map(\.count).max() ?? 0))
        func row(_ name: String, _ killed: String, _ survived: String, _ none: String, _ score: String) -> String {
            let shown = name.count > width ? "…" + name.suffix(width - 1) : name
            return shown.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + [killed, survived, none].map { $0.leftPadded(8) }.joined()
                + score.leftPadded(7)
        }
        var lines = [row(heading, "killed", "survived", "no cov.", "score")]
        for key in order {
            let verdicts = zip(keys, results).filter { $0.0 == key }.map(\.1.verdict)
            let killed = verdicts.filter(\.isDetected).count
            let survived = verdicts.filter { $0 == .survived }.count
            let none = verdicts.filter { $0 == .noCoverage }.count
            lines.append(row(key, "\(killed)", "\(survived)", "\(none)", Self.percent(Self.score(verdicts))))
        }
        return lines
    }

    /// Whether `score` is below `threshold`, as the report shows it: to a tenth of a
    /// percent, so that a run that reads `84.2%` passes `--threshold 84.2`.
    public static func isBelow(_ score: Double, _ threshold: Double) -> Bool {
        (score * 10).rounded() < (threshold * 10).rounded()
    }

    /// A score as the table shows it: `66.7%`.
    public static func percent(_ score: Double?) -> String {
        guard let score else { return "—" }
        return "\((score * 10).rounded() / 10)%"
    }

    /// `line` cut to 80 columns, its end marked: every report of this module's lines.
    static func cut(_ line: String) -> String {
        line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}

extension String {
    /// Right-aligned in `width` columns.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
