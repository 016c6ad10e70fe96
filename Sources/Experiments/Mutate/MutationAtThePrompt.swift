import REPLEngine
import StyleKit

/// `mutate` at the prompt, as the engine asks it of this module (``MutationService``):
/// the pipeline (``MutationPipeline``) with each file checked in this process, the table,
/// and each survivor explored if asked.
enum MutationAtThePrompt {
    /// What `mutate` at the prompt runs (``ExperimentServices/all``).
    @Sendable static func run(_ request: MutationService.Request, isInterrupted asked: @escaping () -> Bool) -> Result<MutationService.Answer, MutationRefusal> {
        #if RealRxSwift
        // As from the shell: the shipped styles run on RxSwift's operators here.
        return .failure(MutationRefusal("mutate is not offered on the RealRxSwift build: its mutants are MiniRx's operators swapped, and these styles run on RxSwift; use a default build"))
        #else
        let options = request.options
        // Where the run has got, shown each time it asks whether to stop (between checks,
        // and all through a survivor's search), so that the line's clock moves.
        let status = Status()
        let isInterrupted = {
            if let progress = request.progress, status.isNew() { progress(status.text) }
            return asked()
        }
        let transcripts = request.transcripts.map { MutationRun.Transcript(name: $0.name, text: $0.text, fileReader: $0.fileReader) }
        // Each file is checked here. The census's run of each is also Stryker's dry run: a
        // file judges a mutant only if it passes with none (a command file, which tests
        // nothing, never does).
        var failing: (file: String, line: Int, problem: String?)?
        let checks = MutationPipeline.Checks(census: { index, counting in
            guard failing == nil else { return }
            status.text = "finding the mutants: transcript \(index + 1) of \(transcripts.count)"
            _ = isInterrupted()
            let transcript = transcripts[index]
            switch TranscriptChecker.check(transcript.text, name: transcript.name, catalog: counting, fileReader: transcript.fileReader,
                                           toolName: request.toolName, experiments: ExperimentServices.all).verdict {
            case .passed: break
            case .failed(let line, _): failing = (transcript.name, line, nil)
            case .invalid(let line, let reason, _): failing = (transcript.name, line, "line \(line) is \(reason)")
            }
        }, dryRun: { failing }, verdicts: { mutants, census in
            let results = MutationRun.verdicts(of: mutants, transcripts: transcripts, catalog: request.catalog, census: census,
                                               toolName: request.toolName, isInterrupted: isInterrupted) { done in
                status.text = "\(done) of \(mutants.count) mutants"
                _ = isInterrupted()
            }
            return (mutants.indices.map { results.indices.contains($0) ? results[$0].verdict : nil }, [])
        })
        let pipeline = MutationPipeline(styles: request.styles, named: options.styles, screen: options.screen, files: transcripts.count,
                                        catalog: request.catalog, checks: checks, isInterrupted: isInterrupted)
        let outcome: MutationPipeline.Outcome
        switch pipeline.run() {
        case .success(let ran): outcome = ran
        case .failure(let refusal): return .failure(refusal)
        }
        let names = transcripts.map(\.name)
        var lines: [String] = []
        for style in request.styles {
            let results = outcome.results.filter { $0.mutant.style == style }
            if results.isEmpty { continue }
            var table = MutationTable(style: style, screen: options.screen, transcripts: names, results: results)
            table.texts = transcripts.map(\.text)
            lines += table.lines()
        }
        var explored: [(mutant: Mutant, finding: SurvivorSearch.Finding)] = []
        if options.explore, let show = request.show {
            // The table is ready: it is shown now, and the search's findings follow it.
            show(lines)
            lines = []
        }
        if options.explore {
            explored = pipeline.exploreSurvivors(of: outcome.results, depth: options.depth, forAClass: request.forAClass) { words in
                status.text = words
            }
            if !outcome.results.contains(where: { $0.verdict == .survived }) { lines.append("explore: no survivor to explore") }
            let saved = options.saveDirectory.map { directory in
                pipeline.saveKillingTests(explored, in: directory, toolName: request.toolName, isInput: { path in names.contains(path) }) { path, bytes in
                    request.write(path, bytes, options.force)
                }
            } ?? []
            lines += MutationPipeline.exploreLines(explored, saved: saved)
        }
        var failure: String?
        if let path = options.junitPath, let problem = request.write(path, Array(MutationPipeline.junit(outcome.results, toolName: request.toolName).utf8), true) {
            failure = "cannot write the JUnit report '\(ShownName.of(path))': \(problem)"
        }
        if let path = options.htmlPath {
            let report = MutationJSONReport(results: outcome.results, transcripts: names, catalog: request.catalog, tool: (request.toolName, ""),
                                            census: outcome.census, explored: explored.map { ($0.mutant, SurvivorSearch.reason($0.finding, for: $0.mutant)) })
            if let problem = request.write(path, Array(MutationHTMLReport(report, toolName: request.toolName).text().utf8), true) { failure = failure ?? "cannot write the HTML report '\(ShownName.of(path))': \(problem)" }
        }
        if let threshold = options.threshold {
            let score = outcome.report.score ?? 0
            let percent = MutationOptions.percentText(threshold)
            lines.append("mutation score: \(MutationReport.percent(score)) (threshold \(percent)%)")
            if MutationReport.isBelow(score, threshold) { failure = failure ?? "mutation score \(MutationReport.percent(score)) is below the threshold of \(percent)%" }
        }
        return .success(MutationService.Answer(lines: lines, failure: failure))
        #endif
    }
}

/// What `mutate` at the prompt is doing, in the words its progress line shows.
private final class Status {
    var text = "finding the mutants"
    private let started = ContinuousClock.now
    private var shown: (text: String, second: Int64)?

    /// Whether the line would read differently now: other words, or another second.
    func isNew() -> Bool {
        let second = (ContinuousClock.now - started).components.seconds
        if let shown, shown.text == text, shown.second == second { return false }
        shown = (text, second)
        return true
    }
}
