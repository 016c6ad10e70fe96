import Experiments
import REPLEngine
import StyleKit
import Testing
import Variants

/// The mutants of the shipped styles: each call their view models make, placed on the line
/// `source` shows.
@Suite struct MutantFinderTests {
    @Test func relaysLoginHasItsFlatMapLatestOnItsLine() throws {
        let mutants = MutantFinder.mutants(of: ["relay"], in: .shipped)
        let latest = mutants.filter { $0.swap.hasPrefix("flatMapLatest") }
        #expect(latest.map(\.swap) == ["flatMapLatest → flatMap", "flatMapLatest → flatMapFirst", "flatMapLatest → concatMap"])
        let place = try #require(latest.first)
        let text = try #require(Catalog.shipped.style(named: "relay")?.variants.flatMap { $0.sources }.first { $0.path == place.file }?.text)
        let line = try #require(place.line)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains(".flatMapLatest"))
    }

    /// Every call is placed where it is written, from the call's own location: scan's
    /// login writes five `startWith`, two on one line, which text alone could not tell
    /// apart; each names its line and the column its name starts at.
    @Test func everyCallIsPlacedOnTheOperatorsName() throws {
        for style in Catalog.shipped.styles.map(\.name) {
            let mutants = MutantFinder.mutants(of: [style], in: .shipped)
            #expect(mutants.allSatisfy { $0.line != nil && $0.column != nil }, "\(style): \(mutants.filter { $0.line == nil }.map(\.swap))")
            let files = Catalog.shipped.style(named: style)?.variants.flatMap(\.sources) ?? []
            for mutant in mutants {
                let text = try #require(files.first { $0.path == mutant.file }?.text, "\(style): \(mutant.place)")
                let line = text.split(separator: "\n", omittingEmptySubsequences: false)[try #require(mutant.line) - 1]
                let written = mutant.operatorName.prefix { $0 != "(" }
                #expect(line.dropFirst(try #require(mutant.column) - 1).hasPrefix(written), "\(style) \(mutant.place): \(line)")
            }
        }
        let startWiths = MutantFinder.mutants(of: ["scan"], in: .shipped).filter { $0.screen == "login" && $0.swap == "startWith removed" }
        #expect(startWiths.count == 5)
        #expect(Set(startWiths.map { "\($0.line ?? 0):\($0.column ?? 0)" }).count == 5)
        #expect(MutantFinder.mutants(of: ["flux", "observation", "async"], in: .shipped).isEmpty)
    }

    /// The reducer's store relay is RDXVM's, not written in the style's files: no mutant.
    @Test func aCallTheLibraryMakesIsNoMutant() {
        let swaps = MutantFinder.mutants(of: ["reducer"], in: .shipped).map(\.swap)
        #expect(!swaps.isEmpty)
        #expect(!swaps.contains("BehaviorRelay → PublishRelay"), "\(swaps)")
        #expect(MutantFinder.mutants(of: ["relay"], in: .shipped).contains { $0.swap == "BehaviorRelay → PublishRelay" })
    }

    /// The login's `catch` runs in flatMapLatest's closure at each tap: only a transcript
    /// that taps finds it, placed on the first `.catch` written after the flatMapLatest.
    @Test func aCallAtEventsIsFoundByRunningTheTranscripts() throws {
        let unexercised = MutantFinder.mutants(of: ["relay"], in: .shipped)
        #expect(!unexercised.contains { $0.swap == "catch removed" })
        let four = try MutationRunTests.lesson("04-login.vmt")
        let mutants = MutantFinder.census(of: ["relay"], in: .shipped, files: 1) { _, counting in
            _ = TranscriptChecker.check(four.text, name: four.name, catalog: counting)
        }.mutants
        #expect(mutants.count == unexercised.count + 1)
        let removed = try #require(mutants.first { $0.swap == "catch removed" })
        let flatMap = try #require(mutants.firstIndex { $0.swap == "flatMapLatest → concatMap" })
        #expect(mutants.firstIndex(of: removed) == flatMap + 1, "it follows the flat-map whose closure calls it")
        let text = try #require(Catalog.shipped.style(named: "relay")?.variants.flatMap { $0.sources }.first { $0.path == removed.file }?.text)
        let line = try #require(removed.line)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(written.contains(".catch"), "\(written)")
        #expect(removed.column.map { written.dropFirst($0 - 1).hasPrefix("catch") } == true)
        // Removed, it lets the failed login end loginResult: lesson 4 notices.
        let verdicts = MutationRun.verdicts(of: [removed], transcripts: [four], catalog: .shipped)
        guard case .killed? = verdicts.first?.verdict else {
            Issue.record("lesson 4 did not kill \(removed.swap): \(String(describing: verdicts.first?.verdict))")
            return
        }
    }
}
