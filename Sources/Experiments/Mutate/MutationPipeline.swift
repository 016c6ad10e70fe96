import REPLEngine
import StyleKit

/// `mutate`'s steps, in order, as muter's read: find the mutants, check the transcripts as
/// written (Stryker's dry run), run each mutant against them, judge, and explore the
/// survivors. At the prompt the engine starts it with its files checked in this process;
/// from the shell VMREPLKit starts it with each file checked in a child of its own
/// (``Checks``), and writes what it found.
package struct MutationPipeline {
    /// How the files are checked: what the one who starts the pipeline carries.
    package struct Checks {
        /// Checks the file at an index as written, on a catalog that counts what it runs
        /// (the census's run).
        package var census: (_ file: Int, _ counting: Catalog) -> Void
        /// Stryker's dry run: the first file that fails as written, the step, and why it
        /// cannot be checked at all where it cannot (a line too long, not UTF-8); `nil`
        /// if every file passes.
        package var dryRun: () -> (file: String, line: Int, problem: String?)?
        /// Each mutant's verdict, held to the census's limits of actions; `nil` for one a
        /// signal stopped or that got none, and why some got none.
        package var verdicts: (_ mutants: [Mutant], _ census: MutantCensus) -> (verdicts: [MutationVerdict?], problems: [String])

        package init(census: @escaping (Int, Catalog) -> Void, dryRun: @escaping () -> (file: String, line: Int, problem: String?)?,
                     verdicts: @escaping ([Mutant], MutantCensus) -> (verdicts: [MutationVerdict?], problems: [String])) {
            self.census = census
            self.dryRun = dryRun
            self.verdicts = verdicts
        }
    }

    /// What a run found.
    package struct Outcome {
        /// The census: every mutant, and what each transcript covered.
        package let census: MutantCensus
        /// The mutants that have a verdict, with it, in the census's order: those of the
        /// shard asked for, if any.
        package let results: [(mutant: Mutant, verdict: MutationVerdict)]
        /// How many of them a baseline gave (`--incremental`).
        package let reused: Int
        /// Why some mutants have no verdict (a file this machine could not read).
        package let problems: [String]
        /// How many transcripts judged them.
        let transcripts: Int

        /// The report of the results.
        package var report: MutationReport {
            MutationReport(results: results, transcripts: transcripts)
        }
    }

    /// The styles mutated, those of them named (each must have a mutant), and the screen
    /// their mutants are limited to, if any.
    package let styles: [String]
    package let named: [String]
    package let screen: String?
    /// How many transcripts there are.
    package let files: Int
    package let catalog: Catalog
    package let checks: Checks
    package let isInterrupted: () -> Bool

    package init(styles: [String], named: [String], screen: String? = nil, files: Int, catalog: Catalog, checks: Checks,
                isInterrupted: @escaping () -> Bool) {
        self.styles = styles
        self.named = named
        self.screen = screen
        self.files = files
        self.catalog = catalog
        self.checks = checks
        self.isInterrupted = isInterrupted
    }

    /// Runs the steps, for the mutants of `shard` alone if one is given (a mutant the
    /// team ignores has its verdict in every shard), each taking the verdict `baseline`
    /// gives it if any (`--incremental`); why it could not, in one line, before any
    /// mutant runs.
    package func run(shard: MutationShard? = nil, baseline: (Mutant, MutantCensus) -> MutationVerdict? = { _, _ in nil }) -> Result<Outcome, MutationRefusal> {
        let census: MutantCensus
        switch findMutants() {
        case .success(let found): census = found
        case .failure(let refusal): return .failure(refusal)
        }
        if let failing = checks.dryRun() {
            if let problem = failing.problem {
                return .failure(MutationRefusal("'\(failing.file)' cannot be checked: \(problem); mutate needs transcripts that 'check' passes"))
            }
            return .failure(MutationRefusal("'\(failing.file)' fails at line \(failing.line) with no mutant; mutate needs transcripts that 'check' passes"))
        }
        var known: [MutationVerdict?] = []
        var toRun: [(position: Int, mutant: Mutant)] = []
        var reused = 0
        for (position, mutant) in census.mutants.enumerated() {
            if let reason = mutant.ignored {
                known.append(.ignored(reason: reason))
            } else if shard.map({ !$0.runs(position) }) ?? false {
                known.append(nil)
            } else if let verdict = baseline(mutant, census) {
                known.append(verdict)
                reused += 1
            } else {
                known.append(nil)
                toRun.append((position, mutant))
            }
        }
        let (ran, problems) = checks.verdicts(toRun.map(\.mutant), census)
        var verdicts = known
        for (run, verdict) in zip(toRun, ran) { verdicts[run.position] = verdict }
        let results = judge(census.mutants, verdicts)
        return .success(Outcome(census: census, results: results, reused: reused, problems: problems, transcripts: files))
    }

    /// Step 1: every mutable call the styles' view models make (each screen toured, then
    /// each transcript run as written), limited to the screen; why none, if none.
    func findMutants() -> Result<MutantCensus, MutationRefusal> {
        var census = MutantFinder.census(of: styles, in: catalog, files: files) { index, counting in
            guard !isInterrupted() else { return }
            checks.census(index, counting)
        }
        if let screen { census.mutants = census.mutants.filter { $0.screen == screen } }
        if let bare = named.first(where: { name in !census.mutants.contains { $0.style == name } }) {
            let on = screen.map { " on its \($0) screen" } ?? ""
            return .failure(MutationRefusal("style '\(bare)' calls none of the operators mutate swaps\(on) (flatMapLatest, share, catch, …); pick a style on MiniRx's"))
        }
        guard !census.mutants.isEmpty else {
            return .failure(MutationRefusal("the styles \(styles.joined(separator: ", ")) call no operator to mutate; name one with --style"))
        }
        return .success(census)
    }

    /// Step 4: each mutant with its verdict, those without one left out.
    func judge(_ mutants: [Mutant], _ verdicts: [MutationVerdict?]) -> [(mutant: Mutant, verdict: MutationVerdict)] {
        zip(mutants, verdicts).compactMap { mutant, verdict in verdict.map { (mutant: mutant, verdict: $0) } }
    }

    /// Step 5: for each survivor in `results`, what the search found (the commands that
    /// kill it, or what was searched), up to `depth` commands (nil: explore's own, or with
    /// `forAClass` the prompt's); those before a signal stopped it. `progress` is told
    /// where it has got: `exploring survivor 2 of 3`, then `survivor 2 of 3 · search 1 of 2 ·
    /// length 3 of 4 · 2,816 of 5,832`.
    package func exploreSurvivors(of results: [(mutant: Mutant, verdict: MutationVerdict)], depth: Int? = nil, forAClass: Bool = false,
                                 progress: @escaping (String) -> Void = { _ in }) -> [(mutant: Mutant, finding: SurvivorSearch.Finding)] {
        let survivors = results.filter { $0.verdict == .survived }.map(\.mutant)
        var found: [(mutant: Mutant, finding: SurvivorSearch.Finding)] = []
        for (index, mutant) in survivors.enumerated() {
            let survivor = "survivor \(index + 1) of \(survivors.count)"
            progress("exploring " + survivor)
            guard let finding = SurvivorSearch.finding(for: mutant, in: catalog, depth: depth, forAClass: forAClass,
                                                       progress: { progress(survivor + " · " + $0) }, isInterrupted: isInterrupted) else { break }
            found.append((mutant, finding))
        }
        return found
    }
}

extension MutationPipeline {
    /// Step 6, with `--save`: each killing finding's test written into `directory` (a file
    /// name a survivor), once checked to kill it; what the report says of each (`saved to
    /// PATH`, or why not), by mutant. `isInput` tells a transcript being checked, never
    /// written; `write` writes a file, refusing one that exists unless told to replace it.
    package func saveKillingTests(_ explored: [(mutant: Mutant, finding: SurvivorSearch.Finding)], in directory: String, toolName: String,
                                 isInput: (String) -> Bool, write: (String, [UInt8]) -> String?) -> [String?] {
        var taken: Set<String> = []
        return explored.map { mutant, finding in
            guard case .killedBy(let commands, let first, let session) = finding else { return nil }
            let name = SurvivorSearch.fileName(for: mutant, taken: taken)
            taken.insert(name)
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
            if isInput(path) { return "not saved: \(path) is one of the transcripts checked" }
            guard let text = SurvivorSearch.killingTest(session, commands: commands, firstDifference: first, for: mutant,
                                                        catalog: catalog, toolName: toolName, isInterrupted: isInterrupted) else { return nil }
            let verdict = MutationRun.verdicts(of: [mutant], transcripts: [MutationRun.Transcript(name: path, text: text)], catalog: catalog,
                                               toolName: toolName)
            guard case .killed? = verdict.first?.verdict else { return "not saved: \(path) did not kill the mutant when checked" }
            if let problem = write(path, Array(text.utf8)) { return "not saved: \(path): \(problem)" }
            return "saved to \(path)"
        }
    }

    /// The lines `--explore` adds to a report: each survivor's swap and place, what the
    /// search found, and what became of its killing test (`saved`, by survivor).
    package static func exploreLines(_ explored: [(mutant: Mutant, finding: SurvivorSearch.Finding)], saved: [String?]) -> [String] {
        zip(explored, saved + Array(repeating: nil, count: max(0, explored.count - saved.count))).flatMap { entry, saved in
            SurvivorSearch.lines(entry.finding, for: entry.mutant, saved: saved)
        }
    }

    /// The JUnit report of `results`: a test case a mutant.
    package static func junit(_ results: [(mutant: Mutant, verdict: MutationVerdict)], toolName: String) -> String {
        MutationJUnitReport.report(results.map { ($0.mutant, $0.verdict) }, toolName: toolName).xml
    }

    /// The JUnit report of `report`: a test case a mutant, those another shard runs
    /// skipped as pending.
    package static func junit(_ report: MutationJSONReport, toolName: String) -> String {
        MutationJUnitReport.report(report.entries.map { ($0.mutant, $0.verdict) }, shards: report.shard?.count ?? 1, toolName: toolName).xml
    }
}
