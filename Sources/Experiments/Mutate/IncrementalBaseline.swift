import StyleKit

/// `--incremental BASELINE.json`: an earlier run's report, whose verdicts a run takes
/// where nothing they rest on has changed, as StrykerJS's incremental mode does. A
/// mutant's verdict is reused where the baseline was made by this same version, has the
/// mutant (the same id), its view model's file reads the same, and every transcript its
/// verdict rests on (those that reach its call now or did then, and the one that killed
/// it) has the same bytes as then. A transcript that reaches no mutant's call is taken
/// to decide nothing, as Stryker takes a test that covers no mutant.
package struct IncrementalBaseline {
    let report: MutationJSONReport
    /// Each transcript's hash now, by name.
    let hashes: [String: String]
    private let entries: [String: MutationJSONReport.Entry]

    package init(_ report: MutationJSONReport, hashes: [String: String]) {
        self.report = report
        self.hashes = hashes
        var entries: [String: MutationJSONReport.Entry] = [:]
        for entry in report.entries { entries[entry.mutant.id] = entry }
        self.entries = entries
    }

    /// Why the baseline gives no verdict at all, if so: another version made it.
    package func refusal(version: String) -> String? {
        report.tool.version == version ? nil : "was made by version \(report.tool.version), not \(version): every mutant runs"
    }

    /// The verdict the baseline gives `mutant` (found by `census` over `transcripts`),
    /// if nothing it rests on has changed; `nil`: it runs.
    package func verdict(for mutant: Mutant, census: MutantCensus, transcripts: [String], catalog: Catalog) -> MutationVerdict? {
        guard let entry = entries[mutant.id], let verdict = entry.verdict,
              let before = report.sources[MutationJSONReport.path(of: mutant)], before == (mutant.sourceText(in: catalog) ?? "") else { return nil }
        var restsOn = Set(census.coveringFiles(of: mutant).map { transcripts[$0] }).union(entry.coveredBy ?? [])
        switch verdict {
        case .killed(let file, _, _), .timeout(let file): restsOn.insert(file)
        case .survived, .noCoverage, .ignored: break
        }
        // Coverage unmeasured then: nothing tells which transcripts it rests on.
        guard entry.coveredBy != nil else { return nil }
        return restsOn.allSatisfy { name in hashes[name] != nil && hashes[name] == report.transcriptHashes[name] } ? verdict : nil
    }
}
