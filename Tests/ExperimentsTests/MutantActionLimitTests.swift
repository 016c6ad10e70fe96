import Experiments
import MiniRx
import REPLEngine
import StyleKit
import Testing
import Variants

/// A mutant that does not end is stopped by a limit counted in actions on virtual time,
/// never in seconds: its `Timeout` is the same verdict on every machine.
@Suite struct MutantActionLimitTests {
    /// A counter whose count is echoed back into itself through the scheduler, held by
    /// `distinctUntilChanged`: without it, each echo schedules the next at the same
    /// instant, for ever.
    static let echoing = Style(name: "echoing", summary: "a counter echoed through the scheduler", keyIdea: "distinctUntilChanged ends the echo", variants: [
        Variant(of: .counter) { environment in
            let taps = PublishRelay<Void>()
            let count = BehaviorRelay(value: 0)
            let bag = DisposeBag()
            taps.map { count.value + 1 }.bind(to: count).disposed(by: bag)
            count.distinctUntilChanged().observe(on: environment.scheduler).bind(to: count).disposed(by: bag)
            return ViewModelPorts(bag, inputs: [.tap(Screen.Counter.countUp) { taps.accept(()) }],
                                  outputs: [.observable(Screen.Counter.count, count.map(String.init), current: { String(count.value) })])
        },
    ], activeAtStart: false)

    static let transcript = MutationRun.Transcript(name: "echo.vmt", text: """
        vmrepl> use echoing
        active: echoing
        vmrepl> countup
        count: "1" "1"  (1 variant)

        """)

    @Test func aSchedulerLoopTimesOutAtItsLimitOfActions() throws {
        let catalog = try Catalog.shipped.adding([Self.echoing])
        let census = MutantFinder.census(of: ["echoing"], in: catalog, files: 1) { _, counting in
            let checked = TranscriptChecker.check(Self.transcript.text, name: Self.transcript.name, catalog: counting)
            #expect(checked.verdict == .passed, "\(checked.diff)")
        }
        let removed = try #require(census.mutants.first { $0.swap == "distinctUntilChanged removed" })
        let limit = census.actionLimit(for: removed, file: 0)
        #expect(limit == MutantCensus.actionLimit(asWritten: 2), "as written the echo runs twice: the first value and the tap's")
        let first = MutationRun.verdicts(of: [removed], transcripts: [Self.transcript], catalog: catalog, census: census)
        #expect(first.first?.verdict == .timeout(in: "echo.vmt"))
        // The same again: nothing in the verdict depends on how fast it ran.
        let second = MutationRun.verdicts(of: [removed], transcripts: [Self.transcript], catalog: catalog, census: census)
        #expect(second.first?.verdict == first.first?.verdict)
    }

    /// A mutant that ends is not held by the limit, however many actions it runs within it.
    @Test func aMutantThatEndsIsJudgedByItsOutput() throws {
        let catalog = try Catalog.shipped.adding([Self.echoing])
        let census = MutantFinder.census(of: ["echoing"], in: catalog, files: 1) { _, counting in
            _ = TranscriptChecker.check(Self.transcript.text, name: Self.transcript.name, catalog: counting)
        }
        let relay = try #require(census.mutants.first { $0.swap == "BehaviorRelay → PublishRelay" })
        let verdict = MutationRun.verdicts(of: [relay], transcripts: [Self.transcript], catalog: catalog, census: census).first?.verdict
        #expect(verdict != .timeout(in: "echo.vmt"), "\(String(describing: verdict))")
    }
}
