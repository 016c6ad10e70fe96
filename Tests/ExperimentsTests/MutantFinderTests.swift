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

    /// A call is placed on its line where the build makes as many calls of its name as
    /// the files write; scan's login writes a `startWith` that runs only at a login, so
    /// its five build-time calls are placed in the file alone.
    @Test func aCallIsPlacedOnlyWhereTheBuildMatchesTheFile() {
        for style in Catalog.shipped.styles.map(\.name) {
            let mutants = MutantFinder.mutants(of: [style], in: .shipped)
            let unplaced = mutants.filter { $0.line == nil }
            if style == "scan" {
                #expect(unplaced.count == 5 && unplaced.allSatisfy { $0.swap == "startWith removed" && $0.screen == "login" })
                // Each is told from the others by which call of the build it is.
                #expect(unplaced.first?.place == "Login/ScanLoginViewModel.swift (its 1st startWith)")
                #expect(Set(unplaced.map(\.place)).count == 5, "\(unplaced.map(\.place))")
            } else {
                #expect(unplaced.isEmpty, "\(style): \(unplaced.map(\.swap))")
            }
        }
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
