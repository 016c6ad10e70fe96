import Mutation
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
                #expect(unplaced.first?.place == "Login/ScanLoginViewModel.swift")
            } else {
                #expect(unplaced.isEmpty, "\(style): \(unplaced.map(\.swap))")
            }
        }
        #expect(MutantFinder.mutants(of: ["property", "flux", "observation", "async"], in: .shipped).isEmpty)
    }
}
