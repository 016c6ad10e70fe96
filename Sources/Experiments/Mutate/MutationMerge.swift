import REPLEngine

/// `mutate merge`: the reports of a run's shards (``MutationShard``) made one, the report
/// the whole run would have written, byte for byte: each mutant takes its verdict from the
/// shard that ran it. Reports of different runs (another version, other transcripts,
/// another census) are refused, as are a shard given twice and a shard missing.
package enum MutationMerge {
    /// The one report of `reports` (each with the path it was read from); why not, in
    /// one line.
    package static func merge(_ reports: [(path: String, report: MutationJSONReport)]) -> Result<MutationJSONReport, MutationRefusal> {
        guard let (firstPath, first) = reports.first else { return .failure(MutationRefusal("merge needs the JSON reports of a run's shards")) }
        for (path, report) in reports.dropFirst() {
            if report.tool != first.tool {
                return .failure(MutationRefusal("'\(ShownName.of(path))' was made by \(report.tool.name) \(report.tool.version) and '\(ShownName.of(firstPath))' by \(first.tool.name) \(first.tool.version): merge the shards of one run"))
            }
            if report.transcripts != first.transcripts || report.transcriptHashes != first.transcriptHashes {
                return .failure(MutationRefusal("'\(ShownName.of(path))' checked other transcripts than '\(ShownName.of(firstPath))' (or the same ones changed): merge the shards of one run"))
            }
            if report.entries.map(\.mutant.id) != first.entries.map(\.mutant.id) || report.sources != first.sources {
                return .failure(MutationRefusal("'\(ShownName.of(path))' found other mutants than '\(ShownName.of(firstPath))' (\(report.entries.count) against \(first.entries.count), or other code): merge the shards of one run"))
            }
        }
        if let problem = shardProblem(reports) { return .failure(MutationRefusal(problem)) }
        var merged = first
        merged.shard = nil
        let reused = reports.compactMap(\.report.reused)
        merged.reused = reused.isEmpty ? nil : reused.reduce(0, +)
        for index in merged.entries.indices {
            let decided = reports.filter { $0.report.entries[index].verdict != nil }
            guard let (path, report) = decided.first else { continue }
            let entry = report.entries[index]
            if let other = decided.first(where: { $0.report.entries[index].verdict != entry.verdict }) {
                return .failure(MutationRefusal("'\(ShownName.of(path))' and '\(ShownName.of(other.path))' give \(entry.mutant.style)'s \(entry.mutant.swap) at \(entry.mutant.place) different verdicts: merge the shards of one run"))
            }
            merged.entries[index] = entry
        }
        let pending = merged.entries.count { $0.verdict == nil }
        if pending > 0 {
            return .failure(MutationRefusal("\(pending) of \(merged.entries.count) mutants have no verdict in these reports: give every shard's report"))
        }
        return .success(merged)
    }

    /// Why `reports` are not the shards of one run, each once: a whole run among them, two
    /// counts of shards, a shard twice or one missing; `nil` if they are.
    private static func shardProblem(_ reports: [(path: String, report: MutationJSONReport)]) -> String? {
        if reports.count == 1 && reports[0].report.shard == nil { return nil }
        if let whole = reports.first(where: { $0.report.shard == nil }) {
            return "'\(whole.path)' is a whole run's report, not a shard's: it needs no merging"
        }
        var seen: [Int: String] = [:]
        let count = reports[0].report.shard?.count ?? 1
        for (path, report) in reports {
            guard let shard = report.shard else { continue }
            if shard.count != count {
                return "'\(ShownName.of(path))' is shard \(shard) and '\(ShownName.of(reports[0].path))' is shard \(reports[0].report.shard?.description ?? ""): merge the shards of one split"
            }
            if let twice = seen[shard.index] { return "shard \(shard) is given twice: '\(ShownName.of(twice))' and '\(ShownName.of(path))'" }
            seen[shard.index] = path
        }
        let missing = (1...count).filter { seen[$0] == nil }.map { "\($0)/\(count)" }
        return missing.isEmpty ? nil : "shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing: give the report of each of the \(count) shards"
    }
}
