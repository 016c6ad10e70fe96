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
        let latest = mutants.filter { $0.screen == "login" && $0.swap.hasPrefix("flatMapLatest") }
        #expect(latest.map(\.swap) == ["flatMapLatest → flatMap", "flatMapLatest → flatMapFirst", "flatMapLatest → concatMap"])
        let place = try #require(latest.first)
        let text = try #require(Catalog.shipped.style(named: "relay")?.variants.flatMap { $0.sources }.first { $0.path == place.file }?.text)
        let line = try #require(place.line)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains(".flatMapLatest"))
    }

    /// Every call is placed where it is written, from the call's own location: scan's
    /// login writes six `startWith`, two on one line and one in a flat-map's closure,
    /// which text alone could not tell apart; each names its line and the column its
    /// name starts at.
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
        #expect(startWiths.count == 6)
        #expect(Set(startWiths.map { "\($0.line ?? 0):\($0.column ?? 0)" }).count == 6)
        #expect(MutantFinder.mutants(of: ["observation", "async"], in: .shipped).isEmpty)
        // Flux's action creators call Rx only where the search waits for a pause.
        #expect(MutantFinder.mutants(of: ["flux"], in: .shipped).map(\.swap) == ["debounce → throttle", "distinctUntilChanged removed"])
    }

    /// The reducer's store relay is RDXVM's, not written in the style's files: no mutant.
    @Test func aCallTheLibraryMakesIsNoMutant() {
        let swaps = MutantFinder.mutants(of: ["reducer"], in: .shipped).map(\.swap)
        #expect(!swaps.isEmpty)
        #expect(!swaps.contains("BehaviorRelay → PublishRelay"), "\(swaps)")
        #expect(MutantFinder.mutants(of: ["relay"], in: .shipped).contains { $0.swap == "BehaviorRelay → PublishRelay" })
    }

    /// The login's `catch` runs in flatMapLatest's closure at each tap: the census lists
    /// it before any transcript runs (its screen's tour taps), placed on the first
    /// `.catch` written after the flatMapLatest, and the same census whatever the
    /// transcripts reach; a transcript that never logs in leaves it NoCoverage.
    @Test func aCallAtEventsIsListedBeforeAnyTranscriptRuns() throws {
        let one = try MutationRunTests.lesson("01-counting.vmt")
        let four = try MutationRunTests.lesson("04-login.vmt")
        for style in ["relay", "scan", "mvvm"] {
            let listed = MutantFinder.mutants(of: [style], in: .shipped)
            for lesson in [one, four] {
                let census = MutantFinder.census(of: [style], in: .shipped, files: 1) { _, counting in
                    _ = TranscriptChecker.check(lesson.text, name: lesson.name, catalog: counting)
                }
                #expect(census.mutants == listed, "\(style) with \(lesson.name)")
            }
        }
        let mutants = MutantFinder.mutants(of: ["relay"], in: .shipped)
        let removed = try #require(mutants.first { $0.swap == "catch removed" })
        let flatMap = try #require(mutants.firstIndex { $0.swap == "flatMapLatest → concatMap" })
        #expect(mutants.firstIndex(of: removed) == flatMap + 1, "it follows the flat-map whose closure calls it")
        let text = try #require(Catalog.shipped.style(named: "relay")?.variants.flatMap { $0.sources }.first { $0.path == removed.file }?.text)
        let line = try #require(removed.line)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(written.contains(".catch"), "\(written)")
        #expect(removed.column.map { written.dropFirst($0 - 1).hasPrefix("catch") } == true)
        #expect(MutationRun.verdicts(of: [removed], transcripts: [one], catalog: .shipped).first?.verdict == .noCoverage)
        // Removed, it lets the failed login end loginResult: lesson 4 notices.
        let verdicts = MutationRun.verdicts(of: [removed], transcripts: [four], catalog: .shipped)
        guard case .killed? = verdicts.first?.verdict else {
            Issue.record("lesson 4 did not kill \(removed.swap): \(String(describing: verdicts.first?.verdict))")
            return
        }
    }
}
