@testable import Experiments
import REPLEngine
import StyleKit
import Testing
import Variants

/// What a CI matrix rests on: ids that follow from a mutant's place and swap, shards that
/// split the census once, reports that read back as written, a merge that is the whole
/// run's report or one line saying why not, and a baseline whose verdicts are reused only
/// where nothing they rest on changed.
@Suite struct MutationShardsTests {
    /// Every shipped style's mutants, as the census finds them before any transcript.
    static let mutants = MutantFinder.mutants(of: Catalog.shipped.styles.map(\.name), in: .shipped)
    static let transcripts = ["a.vmt", "b.vmt", "c.vmt"]
    static let hashes = ["a.vmt": "1", "b.vmt": "2", "c.vmt": "3"]

    /// A verdict for each mutant, every kind among them: what a run could have found.
    static func verdict(_ index: Int) -> MutationVerdict {
        switch index % 5 {
        case 0: .killed(by: transcripts[index % 3], line: index + 1, traceOnly: index % 2 == 0)
        case 1: .survived
        case 2: .noCoverage
        case 3: .timeout(in: "b.vmt")
        default: .killed(by: "c.vmt", line: 0)
        }
    }

    /// The census: each transcript covers every mutant but those with no coverage.
    static var census: MutantCensus {
        var coverage: [String: Set<Int>] = [:]
        for mutant in mutants { coverage["\(mutant.style)/\(mutant.screen)"] = [0, 1, 2] }
        return MutantCensus(mutants: mutants, actionsAsWritten: [:], coverage: coverage)
    }

    static func report(shard: MutationShard? = nil, version: String = "1.0", hashes: [String: String] = hashes) -> MutationJSONReport {
        let results = mutants.enumerated().filter { shard?.runs($0.offset) ?? true }.map { ($0.element, verdict($0.offset)) }
        var report = MutationJSONReport(results: results, transcripts: transcripts, catalog: .shipped, tool: ("vmrepl", version), census: census,
                                        explored: results.filter { $0.1 == .survived && $0.0.style == "relay" }.map { ($0.0, "explored to depth 3") },
                                        transcriptHashes: hashes)
        report.shard = shard
        return report
    }

    @Test func idsFollowFromPlaceAndSwapAndNoTwoShareOne() throws {
        let ids = Self.mutants.map(\.id)
        #expect(ids.count > 100)
        #expect(Set(ids).count == ids.count, "two mutants share an id")
        #expect(MutantFinder.mutants(of: Catalog.shipped.styles.map(\.name), in: .shipped).map(\.id) == ids, "another census, other ids")
        #expect(ids.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        // Where it is and what it swaps make the id; which run found it does not.
        let first = try #require(Self.mutants.first { $0.line != nil })
        let moved = Mutant(style: first.style, screen: first.screen, site: first.site, replacement: first.replacement, file: first.file,
                           line: (first.line ?? 0) + 1, column: first.column)
        let renamed = Mutant(style: first.style, screen: first.screen, site: OperatorMutation.Site(name: first.site.name, ordinal: first.site.ordinal + 1),
                             replacement: first.replacement, file: first.file, line: first.line, column: first.column)
        #expect(moved.id != first.id)
        #expect(renamed.id == first.id, "a call's place in the build is no part of a placed mutant's id")
    }

    @Test(arguments: [1, 2, 3, 4, 7])
    func theShardsRunEachMutantOnceInEqualParts(count: Int) throws {
        let shards = try (1...count).map { try #require(MutationShard("\($0)/\(count)")) }
        let runs = Self.mutants.indices.map { position in shards.filter { $0.runs(position) }.count }
        #expect(runs.allSatisfy { $0 == 1 })
        let sizes = shards.map { shard in Self.mutants.indices.count { shard.runs($0) } }
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(sizes)")
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "1/1001", "a/4", "1/4/2", "1/", "/4", " 1/4", "+1/4", "١/٤", ""])
    func aShardThatIsNotKOverNIsRefused(text: String) {
        #expect(MutationShard(text) == nil)
    }

    @Test func aReportReadsBackAsItWasWritten() throws {
        for report in [Self.report(), Self.report(shard: MutationShard("2/3"))] {
            let text = report.text()
            let read = try MutationJSONReport.read(Array(text.utf8)).get()
            #expect(read.text() == text)
            #expect(read.results.count == report.results.count)
            #expect(read.results.map(\.verdict.isTraceOnly) == report.results.map(\.verdict.isTraceOnly))
            #expect(read.results.contains { $0.verdict.isTraceOnly })
            #expect(read.explored.count == report.explored.count && !read.explored.isEmpty)
        }
    }

    @Test func theShardsMergeIntoTheWholeRunsReport() throws {
        let whole = Self.report().text()
        let shards = (1...4).compactMap { MutationShard("\($0)/4") }.map { Self.report(shard: $0) }
        #expect(shards.count == 4)
        let read = try shards.enumerated().map { ("shard\($0.offset + 1).json", try MutationJSONReport.read(Array($0.element.text().utf8)).get()) }
        let merged = try MutationMerge.merge(read.reversed()).get()
        #expect(merged.text() == whole)
        // One shard's report alone is a quarter of the run.
        #expect(throws: MutationRefusal.self) { try MutationMerge.merge([read[0]]).get() }
    }

    @Test func reportsOfOtherRunsAreRefusedInOneLine() throws {
        let shards = (1...3).map { ("s\($0).json", Self.report(shard: MutationShard("\($0)/3"))) }
        func refusal(_ reports: [(String, MutationJSONReport)]) -> String {
            guard case .failure(let refusal) = MutationMerge.merge(reports.map { (path: $0.0, report: $0.1) }) else { return "merged" }
            return refusal.reason
        }
        #expect(refusal([shards[0], shards[2]]) == "shard 2/3 is missing: give the report of each of the 3 shards")
        #expect(refusal(shards + [shards[1]]) == "shard 2/3 is given twice: 's2.json' and 's2.json'")
        #expect(refusal([shards[0], shards[1], ("s3.json", Self.report(shard: MutationShard("3/3"), version: "1.1"))])
            == "'s3.json' was made by vmrepl 1.1 and 's1.json' by vmrepl 1.0: merge the shards of one run")
        var otherHashes = Self.hashes
        otherHashes["b.vmt"] = "changed"
        #expect(refusal([shards[0], shards[1], ("s3.json", Self.report(shard: MutationShard("3/3"), hashes: otherHashes))])
            == "'s3.json' checked other transcripts than 's1.json' (or the same ones changed): merge the shards of one run")
        #expect(refusal([shards[0], ("whole.json", Self.report())]) == "'whole.json' is a whole run's report, not a shard's: it needs no merging")
        #expect(refusal([shards[0], ("s2of4.json", Self.report(shard: MutationShard("2/4")))]).hasPrefix("'s2of4.json' is shard 2/4 and 's1.json' is shard 1/3"))
        var fewer = Self.report(shard: MutationShard("3/3"))
        fewer.entries.removeLast()
        #expect(refusal([shards[0], shards[1], ("s3.json", fewer)]).hasPrefix("'s3.json' found other mutants than 's1.json'"))
        var contradicting = Self.report(shard: MutationShard("3/3"))
        contradicting.entries[0].verdict = contradicting.entries[0].verdict == .survived ? .noCoverage : .survived
        #expect(refusal([shards[0], shards[1], ("s3.json", contradicting)]).contains("different verdicts"))
        for reason in [refusal([shards[0], shards[2]]), refusal([shards[0], ("whole.json", Self.report())])] {
            #expect(!reason.contains("\n") && reason.count <= 120)
        }
    }

    @Test func aReportThatIsNotOneOfMutatesIsRefused() {
        for text in ["", "[]", #"{"schemaVersion":"2","files":{},"testFiles":{},"framework":{"name":"stryker"}}"#, "{\"files\": 3}"] {
            guard case .failure(let refusal) = MutationJSONReport.read(Array(text.utf8)) else {
                Issue.record("read \(text)")
                continue
            }
            #expect(refusal.reason.hasPrefix("is not a report of 'mutate --format json'"), "\(refusal.reason)")
        }
        // An id edited by hand no longer follows from its place.
        let text = Self.report().text().replacingOccurrences(of: Self.mutants[0].id, with: "0000000000000000")
        guard case .failure(let refusal) = MutationJSONReport.read(Array(text.utf8)) else {
            Issue.record("read an edited id")
            return
        }
        #expect(refusal.reason.contains("does not follow from its place"))
    }

    @Test func aBaselineGivesEachVerdictWhoseTranscriptsAndFileAreUnchanged() throws {
        let baseline = try MutationJSONReport.read(Array(Self.report().text().utf8)).get()
        func reused(_ hashes: [String: String], census: MutantCensus = Self.census, report: MutationJSONReport = baseline) -> [Bool] {
            let incremental = IncrementalBaseline(report, hashes: hashes)
            return Self.mutants.map { incremental.verdict(for: $0, census: census, transcripts: Self.transcripts, catalog: .shipped) != nil }
        }
        #expect(reused(Self.hashes).allSatisfy { $0 })
        // The verdicts given are the baseline's.
        let incremental = IncrementalBaseline(baseline, hashes: Self.hashes)
        #expect(Self.mutants.enumerated().allSatisfy { incremental.verdict(for: $0.element, census: Self.census, transcripts: Self.transcripts, catalog: .shipped) == Self.verdict($0.offset) })
        // A changed transcript re-runs every mutant whose verdict rests on it, and no other.
        var changed = Self.hashes
        changed["c.vmt"] = "4"
        let restsOnC = baseline.entries.map { $0.coveredBy?.contains("c.vmt") == true }
        #expect(restsOnC.contains(true) && restsOnC.contains(false))
        #expect(reused(changed) == restsOnC.map { !$0 })
        // Where c.vmt reaches only relay's view models, it re-runs relay's mutants and those
        // it killed.
        var coverage = Self.census.coverage
        for key in coverage.keys { coverage[key] = key.hasPrefix("relay/") ? [0, 1, 2] : [0, 1] }
        var narrower = Self.census
        narrower.coverage = coverage
        let results = Self.mutants.indices.map { (Self.mutants[$0], Self.verdict($0)) }
        let rebaselined = try MutationJSONReport.read(Array(MutationJSONReport(results: results, transcripts: Self.transcripts, catalog: .shipped,
                                                                             tool: ("vmrepl", "1.0"), census: narrower, transcriptHashes: Self.hashes).text().utf8)).get()
        let kept = reused(changed, census: narrower, report: rebaselined)
        for (index, (mutant, reused)) in zip(Self.mutants, kept).enumerated() {
            let killedByC = if case .killed("c.vmt", _, _) = Self.verdict(index) { true } else { false }
            let reachedByC = mutant.style == "relay" && mutant.site.within.isEmpty
            #expect(reused == !(reachedByC || killedByC), "\(mutant.style) \(mutant.swap)")
        }
        #expect(kept.contains(true) && kept.contains(false))
        // A view model's file that reads otherwise re-runs its mutants alone.
        let file = try #require(Self.mutants.first { $0.file != nil }?.file)
        var sources = baseline.sources
        sources[file] = "// a line\n" + (sources[file] ?? "")
        let editedBaseline = MutationJSONReport(entries: baseline.entries, transcripts: baseline.transcripts, transcriptHashes: baseline.transcriptHashes,
                                                sources: sources, tool: baseline.tool)
        #expect(zip(Self.mutants, reused(Self.hashes, report: editedBaseline)).allSatisfy { $0.0.file == file ? !$0.1 : $0.1 })
    }
}
