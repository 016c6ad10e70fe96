import REPLEngine

/// `mutate --junit`: a test case a mutant, failed where no transcript noticed it, skipped
/// where the team accepts it or another shard runs it. Its times are 0: nothing in it depends on the machine or its
/// load.
enum MutationJUnitReport {
    /// The report of `results` (a `nil` verdict: pending, run by the shard of `shards`
    /// its place in the census gives), its suite named for `toolName`.
    static func report(_ results: [(mutant: Mutant, verdict: MutationVerdict?)], shards: Int = 1, toolName: String) -> JUnitReport {
        var junit = JUnitReport()
        junit.toolName = toolName
        junit.mode = "mutate"
        junit.caseClass = "mutants"
        for (position, (mutant, verdict)) in results.enumerated() {
            let name = "\(mutant.style) \(mutant.place): \(mutant.swap)"
            guard let verdict else {
                junit.add(name, .skipped(reason: "pending: shard \(MutationShard.number(of: position, count: shards))/\(shards) runs it"))
                continue
            }
            switch verdict {
            case .killed(let file, let line, let traceOnly):
                junit.add(name, .passed(note: (line > 0 ? "killed by \(file):\(line)" : "killed: its check of \(file) crashed") + (traceOnly ? " (\(MutationVerdict.traceOnlyNote))" : "")))
            case .timeout(let file): junit.add(name, .passed(note: "timeout: its view model did not end in \(file)"))
            case .survived: junit.add(name, .unnoticed(type: "survived", reason: "survived: every transcript passed with \(mutant.swap)"))
            case .ignored(let reason): junit.add(name, .skipped(reason: "ignored: \(reason)"))
            case .noCoverage: junit.add(name, .unnoticed(type: "no-coverage", reason: "no coverage: \(mutant.noCoverageReason)"))
            }
        }
        return junit
    }
}
