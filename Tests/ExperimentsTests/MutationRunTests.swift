import Foundation
import Experiments
import StyleKit
import Testing
import Variants

/// Killed, survived and no-coverage verdicts on the shipped lessons.
@Suite struct MutationRunTests {
    static func lesson(_ name: String) throws -> MutationRun.Transcript {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/\(name)")
        return MutationRun.Transcript(name: "scripts/\(name)", text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The double tap: lesson 5 notices relay's flatMapLatest built as flatMap; lesson 4,
    /// which taps once at a time, does not.
    @Test func lessonFiveKillsTheDoubleTapsMutantAndLessonFourDoesNot() throws {
        let mutant = try #require(MutantFinder.mutants(of: ["relay"], in: .shipped).first { $0.swap == "flatMapLatest → flatMap" })
        let five = MutationRun.verdicts(of: [mutant], transcripts: [try Self.lesson("05-double-tap.vmt")], catalog: .shipped)
        guard case .killed(let by, let line, traceOnly: false) = five.first?.verdict else {
            Issue.record("lesson 5 did not kill it: \(String(describing: five.first?.verdict))")
            return
        }
        #expect(by == "scripts/05-double-tap.vmt")
        #expect(line > 0)
        let four = MutationRun.verdicts(of: [mutant], transcripts: [try Self.lesson("04-login.vmt")], catalog: .shipped)
        #expect(four.first?.verdict == .survived)
    }

    /// A transcript that never sends into the style's login (lesson 7 uses relay and flux)
    /// cannot notice unio's mutants.
    @Test func aStyleNoTranscriptUsesIsNoCoverage() throws {
        let mutant = try #require(MutantFinder.mutants(of: ["unio"], in: .shipped).first)
        let verdicts = MutationRun.verdicts(of: [mutant], transcripts: [try Self.lesson("07-flux.vmt")], catalog: .shipped)
        #expect(verdicts.first?.verdict == .noCoverage)
    }

    /// The shell's report counts the kills by a trace only in one whole line, and marks
    /// each.
    @Test func theReportCountsAndMarksTheKillsByATraceOnly() throws {
        let mutants = Array(MutantFinder.mutants(of: ["relay"], in: .shipped).prefix(3))
        try #require(mutants.count == 3)
        let report = MutationReport(results: [
            (mutants[0], .killed(by: "a.vmt", line: 4, traceOnly: true)),
            (mutants[1], .killed(by: "a.vmt", line: 9)),
            (mutants[2], .killed(by: "a.vmt", line: 7, traceOnly: true)),
        ], transcripts: 1)
        let lines = report.lines()
        #expect(lines.prefix(2) == ["mutate: 3 mutants, 1 transcript", "2 kills by a trace only (the events shown the same; scored as kills)"])
        #expect(lines.count { $0.hasSuffix("by a.vmt:4 (trace only)") || $0.hasSuffix("by a.vmt:7 (trace only)") } == 2, "\(lines)")
        #expect(report.score == 100)
    }

    /// How a mutant's files end decides its verdict: the first that fails, runs past its
    /// time or crashes notices it, and the files after it are not checked.
    @Test func theFirstFileThatNoticesDecides() {
        func verdict(_ checks: [MutationRun.FileCheck?]) -> (MutationVerdict?, checked: Int) {
            var checked = 0
            let files = checks.indices.map { "f\($0).vmt" }
            let verdict = MutationRun.verdict(files: files) { name in
                checked += 1
                return checks[files.firstIndex(of: name) ?? 0]
            }
            return (verdict, checked)
        }
        #expect(verdict([.passed(reached: false), .timedOut, .failed(line: 3, traceOnly: false)]) == (.timeout(in: "f1.vmt"), 2))
        #expect(verdict([.crashed, .passed(reached: true)]) == (.killed(by: "f0.vmt", line: 0), 1))
        #expect(verdict([.passed(reached: false), .failed(line: 7, traceOnly: false)]) == (.killed(by: "f1.vmt", line: 7), 2))
        #expect(verdict([.passed(reached: false), .passed(reached: true)]) == (.survived, 2))
        #expect(verdict([.passed(reached: false), .passed(reached: false)]) == (.noCoverage, 2))
        // A file only a trace's wording fails is passed by for one whose behaviour differs;
        // with none, the first such is the verdict, marked.
        #expect(verdict([.failed(line: 4, traceOnly: true), .failed(line: 9, traceOnly: false)]) == (.killed(by: "f1.vmt", line: 9), 2))
        #expect(verdict([.failed(line: 4, traceOnly: true), .passed(reached: true), .failed(line: 2, traceOnly: true)])
            == (.killed(by: "f0.vmt", line: 4, traceOnly: true), 3))
        // A signal stops it: no verdict, and nothing after.
        #expect(verdict([.passed(reached: true), nil, .failed(line: 1, traceOnly: false)]) == (nil, 2))
        #expect(MutationVerdict.timeout(in: "f.vmt").isDetected && !MutationVerdict.noCoverage.isDetected)
    }
}
