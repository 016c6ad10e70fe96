import Experiments
import MiniRx
import StyleKit
import Testing
import Variants

/// A survivor a team accepts, marked with Stryker's comment above its call, is `Ignored`
/// with the comment's reason: not run, and not counted in the score.
@Suite struct MutantIgnoredTests {
    static let rising = Style(name: "accepted", summary: "a counter that only rises", keyIdea: "its distinctUntilChanged drops nothing", variants: [
        Variant(of: .counter) { _ in
            let taps = PublishRelay<Void>()
            let count = BehaviorRelay(value: 0)
            let bag = DisposeBag()
            taps.map { count.value + 1 }
                // Stryker disable next-line DistinctUntilChangedRemoval: taps only ever raise the count
                .distinctUntilChanged()
                .bind(to: count).disposed(by: bag)
            return ViewModelPorts(bag, inputs: [.tap(Screen.Counter.countUp) { taps.accept(()) }],
                                  outputs: [.observable(Screen.Counter.count, count.map(String.init), current: { String(count.value) })])
        },
    ], activeAtStart: false)

    static let transcript = MutationRun.Transcript(name: "rising.vmt", text: """
        vmrepl> use accepted
        active: accepted
        vmrepl> countup
        count: "1"  (1 variant)

        """)

    @Test func aMarkedSurvivorIsIgnoredWithItsReasonAndLeftOutOfTheScore() throws {
        let catalog = try Catalog.shipped.adding([Self.rising])
        let mutants = MutantFinder.mutants(of: ["accepted"], in: catalog)
        let distinct = try #require(mutants.first { $0.swap == "distinctUntilChanged removed" })
        #expect(distinct.ignored == "taps only ever raise the count")
        // The mark names one kind of mutant: the relay on the line before is not ignored.
        #expect(mutants.filter { $0.ignored != nil }.count == 1, "\(mutants.map(\.swap))")
        let results = MutationRun.verdicts(of: mutants, transcripts: [Self.transcript], catalog: catalog)
        #expect(results.first { $0.mutant == distinct }?.verdict == .ignored(reason: "taps only ever raise the count"))
        let others = results.filter { $0.mutant != distinct }.map(\.verdict)
        #expect(MutationReport.score(results.map(\.verdict)) == MutationReport.score(others))
        let lines = MutationReport(results: results, transcripts: 1).lines()
        #expect(lines.contains("Ignored     accepted  distinctUntilChanged removed"), "\(lines)")
        #expect(lines.contains { $0.hasSuffix("taps only ever raise the count") }, "\(lines)")
    }

    /// Another kind named, or no mark: the mutant runs.
    @Test(arguments: ["// Stryker disable next-line ShareReplay: not this one", "// a comment that marks nothing"])
    func aMarkForAnotherKindIgnoresNothing(comment: String) {
        let lines = ["let x = source", "    " + comment, "    .distinctUntilChanged()"].map { Substring($0) }
        #expect(DisableComment.reason(before: 3, mutator: "DistinctUntilChangedRemoval", in: lines) == nil)
        let all = ["    // Stryker disable next-line all", "    .distinctUntilChanged()"].map { Substring($0) }
        #expect(DisableComment.reason(before: 2, mutator: "DistinctUntilChangedRemoval", in: all) == "disabled by a comment, with no reason given")
    }
}
