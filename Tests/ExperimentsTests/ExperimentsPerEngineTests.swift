import Experiments
@testable import REPLEngine
import StyleKit
import Testing
import Variants

/// `explore` and `mutate` are what an engine's options give it, never the process's: an
/// engine given none refuses both in one line while an engine beside it, given the
/// Experiments module's, runs them, whichever is made and used first. (Two CI failures
/// came from a process-wide service one test installed half-way through another's run.)
@Suite struct ExperimentsPerEngineTests {
    static let explore = "explore property scan --depth 2 --walks 0"
    static let mutate = "mutate relay --screen counter 1"

    /// What `line` prints in an engine whose options give `experiments`.
    static func printed(_ line: String, experiments: EngineExperiments) -> (status: LineStatus, text: String) {
        var options = EngineOptions.transcript
        options.experiments = experiments
        let engine = Engine(options: options, catalog: .shipped)
        let result = engine.execute(line)
        return (result.status, result.lines.map(\.text).joined(separator: "\n"))
    }

    @Test(arguments: [false, true])
    func anEngineHasTheExperimentsItWasGiven(withExperimentsFirst: Bool) {
        for line in [Self.explore, Self.mutate] {
            let order: [EngineExperiments] = withExperimentsFirst ? [ExperimentServices.all, .none] : [.none, ExperimentServices.all]
            let printed = order.map { Self.printed(line, experiments: $0) }
            let (given, none) = withExperimentsFirst ? (printed[0], printed[1]) : (printed[1], printed[0])
            #expect(given.status == .succeeded, "\(line): \(given.text)")
            #expect(!given.text.contains("needs the Experiments module"), "\(line): \(given.text)")
            #expect(none.status == .failed, "\(line): \(none.text)")
            #expect(none.text.contains("needs the Experiments module"), "\(line): \(none.text)")
        }
    }

    /// A transcript with `explore` in it passes where the checker is given the experiments
    /// its session had, and fails where it is not, in one process.
    @Test func aCheckedTranscriptRunsTheExperimentsItIsGiven() {
        let session = Self.printed(Self.explore, experiments: ExperimentServices.all)
        let transcript = "vmrepl> \(Self.explore)\n\(session.text)\n"
        #expect(TranscriptChecker.check(transcript, catalog: .shipped, experiments: ExperimentServices.all).passed)
        #expect(!TranscriptChecker.check(transcript, catalog: .shipped).passed)
        #expect(TranscriptChecker.check(transcript, catalog: .shipped, experiments: ExperimentServices.all).passed)
    }
}
