import REPLEngine
import StyleKit

/// `mutate` at the prompt, as the engine asks it of this module (``MutationService``):
/// the style's mutants, the transcripts checked against each in this process, the table,
/// and each survivor explored if asked.
enum MutationAtThePrompt {
    /// Makes this what `mutate` at the prompt runs in every engine of this process
    /// (``ExperimentServices/install()``).
    static func install() {
        MutationService.install(run)
    }

    private static func run(_ request: MutationService.Request, isInterrupted: @escaping () -> Bool) -> Result<[String], MutationRefusal> {
        #if RealRxSwift
        // As from the shell: the shipped styles run on RxSwift's operators here.
        return .failure(MutationRefusal("mutate is not offered on the RealRxSwift build: its mutants are MiniRx's operators swapped, and these styles run on RxSwift; use a default build"))
        #else
        let transcripts = request.transcripts.map { MutationRun.Transcript(name: $0.name, text: $0.text) }
        // The census's run of each file is also Stryker's dry run: a file judges a mutant
        // only if it passes with none (a command file, which tests nothing, never does).
        var failing: (name: String, line: Int)?
        let census = MutantFinder.census(of: [request.style], in: request.catalog, files: transcripts.count) { index, counting in
            guard !isInterrupted() && failing == nil else { return }
            let transcript = transcripts[index]
            switch TranscriptChecker.check(transcript.text, name: transcript.name, catalog: counting, toolName: request.toolName).verdict {
            case .passed: break
            case .failed(let line, _), .invalid(let line, _, _): failing = (transcript.name, line)
            }
        }
        var mutants = census.mutants
        if let failing {
            return .failure(MutationRefusal("'\(failing.name)' fails at line \(failing.line) with no mutant; mutate needs transcripts that 'check' passes"))
        }
        if let screen = request.screen { mutants = mutants.filter { $0.screen == screen } }
        guard !mutants.isEmpty else {
            let on = request.screen.map { " on its \($0) screen" } ?? ""
            return .failure(MutationRefusal("style '\(request.style)' calls no operator to mutate\(on) (\(MutantFinder.mutableOperators.joined(separator: ", ")))"))
        }
        let results = MutationRun.verdicts(of: mutants, transcripts: transcripts, catalog: request.catalog, census: census, toolName: request.toolName,
                                           isInterrupted: isInterrupted)
        var lines = MutationTable(style: request.style, screen: request.screen, transcripts: transcripts.map(\.name), results: results).lines()
        guard request.explore else { return .success(lines) }
        let survivors = results.filter { $0.verdict == .survived }.map(\.mutant)
        if survivors.isEmpty { lines.append("explore: no survivor to explore") }
        for mutant in survivors {
            guard let finding = SurvivorSearch.finding(for: mutant, in: request.catalog, depth: request.depth, isInterrupted: isInterrupted) else { break }
            lines += SurvivorSearch.lines(finding, for: mutant, saved: nil)
        }
        return .success(lines)
        #endif
    }
}
