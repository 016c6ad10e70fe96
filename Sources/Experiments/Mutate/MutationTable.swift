/// What `mutate` at the prompt prints: a row a mutant, file by file in line order (as
/// `source` numbers them), then the score; every line within 80 columns, so that a class
/// reads it on one screen.
public struct MutationTable {
    public let style: String
    public let screen: String?
    public let transcripts: [String]
    public let results: [(mutant: Mutant, verdict: MutationVerdict)]

    /// Each transcript's text, where known, so that a killing step is named by its command.
    public var texts: [String] = []

    public init(style: String, screen: String?, transcripts: [String], results: [(mutant: Mutant, verdict: MutationVerdict)]) {
        self.style = style
        self.screen = screen
        self.transcripts = transcripts
        self.results = results
    }

    /// The swap as a row shows it, after the name its call is declared as, if any:
    /// `email: BehaviorRelay → PublishRelay`.
    static func swap(of mutant: Mutant) -> String {
        mutant.declaredName.map { "\($0): " + mutant.swap } ?? mutant.swap
    }

    /// How a row names the step that killed: `line 54: reset` against one transcript,
    /// `04-login.vmt:54 reset` against several; the file and line alone where its text is
    /// not known.
    func killingStep(_ name: String, line: Int) -> String {
        let command = transcripts.firstIndex(of: name).flatMap { texts.indices.contains($0) ? texts[$0] : nil }.flatMap { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1).first
        }.flatMap { written in written.hasPrefix("vmrepl> ") ? String(written.dropFirst("vmrepl> ".count)) : nil }
        guard let command else { return "by \(name):\(line)" }
        return transcripts.count == 1 ? "by line \(line): \(command)" : "by \(name):\(line) \(command)"
    }

    /// The table's lines.
    public func lines() -> [String] {
        let of = screen.map { " of its \($0) screen" } ?? ""
        // The heading whole: the transcripts on a line of their own where it is long.
        let heading = "mutate \(style): \(results.count) mutant\(results.count == 1 ? "" : "s")\(of)"
        let against = "against \(transcripts.joined(separator: ", "))"
        var lines = heading.count + 2 + against.count <= 80 ? [heading + ", " + against] : [heading + ",", MutationReport.cut("  " + against)]
        // Two calls of one line with the same swap (scan's two `startWith`) are told
        // apart by their columns.
        var rowsAlike: [String: Int] = [:]
        for (mutant, _) in results { rowsAlike["\(mutant.file ?? "") \(mutant.line ?? 0) \(Self.swap(of: mutant))", default: 0] += 1 }
        func swap(of mutant: Mutant) -> String {
            let shown = Self.swap(of: mutant)
            guard rowsAlike["\(mutant.file ?? "") \(mutant.line ?? 0) \(shown)", default: 0] > 1, let column = mutant.column else { return shown }
            return shown + ", column \(column)"
        }
        let width = results.map { swap(of: $0.mutant).count }.max() ?? 0
        let ordered = results.enumerated().sorted { left, right in
            let (a, b) = (left.element.mutant, right.element.mutant)
            return (a.file ?? "", a.line ?? Int.max, left.offset) < (b.file ?? "", b.line ?? Int.max, right.offset)
        }.map(\.element)
        var file: String??
        for (mutant, verdict) in ordered {
            if file != .some(mutant.file) {
                file = .some(mutant.file)
                lines.append(MutationReport.cut(mutant.file ?? "\(mutant.style)'s \(mutant.screen) (its lines unknown)"))
            }
            let word: String
            var by = ""
            switch verdict {
            case .killed(let name, let line, let traceOnly):
                (word, by) = ("Killed", (line > 0 ? killingStep(name, line: line) : "by \(name) (crashed)") + (traceOnly ? " (trace only)" : ""))
            case .timeout(let name): (word, by) = ("Timeout", "in \(name)")
            case .survived: word = "Survived"
            case .noCoverage: word = "NoCoverage"
            case .ignored(let reason): (word, by) = ("Ignored", reason)
            }
            let line = mutant.line.map(String.init) ?? ""
            let swap = swap(of: mutant).padding(toLength: width, withPad: " ", startingAt: 0)
            let row = "  " + word.padding(toLength: 11, withPad: " ", startingAt: 0) + String(repeating: " ", count: max(0, 4 - line.count)) + line + "  " + swap
            // What killed goes under the swap where the row has no room for it.
            let whole = (row + "  " + by).trimmingSuffix()
            if whole.count <= 80 || by.isEmpty {
                lines.append(MutationReport.cut(whole))
            } else {
                lines.append(row.trimmingSuffix())
                lines.append(MutationReport.cut(String(repeating: " ", count: 19) + by))
            }
        }
        let noticed = results.count { $0.verdict.isDetected }
        let survived = results.count { $0.verdict == .survived }
        let uncovered = results.count { $0.verdict == .noCoverage }
        var counts = "\(noticed) of \(results.count) noticed"
        if survived > 0 { counts += ", \(survived) survived" }
        if uncovered > 0 { counts += ", \(uncovered) not reached" }
        let byTrace = results.count { $0.verdict.isTraceOnly }
        if byTrace > 0 { counts += "; \(byTrace) by a trace only" }
        lines.append(MutationReport.cut("score \(MutationReport.percent(MutationReport.score(results.map(\.verdict)))): \(counts)"))
        return lines
    }

}

extension String {
    /// Without its trailing spaces.
    fileprivate func trimmingSuffix() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
