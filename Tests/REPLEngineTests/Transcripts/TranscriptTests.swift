import Foundation
import Experiments
import Testing
@testable import REPLEngine

@Suite struct TranscriptTests {
    @Test func aMatchingTranscriptPasses() {
        let text = """
        # counting
        vmrepl> countup
        count: "1"  (all 9 agree)

        vmrepl> contup
        error: unknown command 'contup'; did you mean 'countup'?

        """
        #expect(TranscriptChecker.check(text).passed)
    }

    @Test func aWrongExpectationFailsWithAUnifiedDiff() {
        let text = """
        vmrepl> countup
        count: "2"  (all 9 agree)
        vmrepl> countup
        count: "2"  (all 9 agree)
        """
        let result = TranscriptChecker.check(text, name: "t.vmt")
        #expect(!result.passed)
        #expect(result.diff == """
        --- t.vmt (expected)
        +++ t.vmt (actual)
        @@ -1,4 +1,4 @@
         vmrepl> countup
        -count: "2"  (all 9 agree)
        +count: "1"  (all 9 agree)
         vmrepl> countup
         count: "2"  (all 9 agree)
        """)
    }

    @Test func blessingRewritesOutputAndKeepsComments() {
        let text = """
        # first
        vmrepl> countup
        stale line

        # second
        vmrepl> countup
        """
        #expect(TranscriptChecker.check(text).blessed == """
        # first
        vmrepl> countup
        count: "1"  (all 9 agree)

        # second
        vmrepl> countup
        count: "2"  (all 9 agree)

        """)
    }


    @Test func diffsShowOnlyTheChangedRegionsWithContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[2] = "changed 3"
        new[17] = "changed 18"
        let diff = UnifiedDiff.make(from: old, to: new, fromName: "a", toName: "b")
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,6 +1,6 @@", "@@ -15,6 +15,6 @@"])
    }

    @Test func aDiffAppliedToTheOldLinesGivesTheNewOnes() throws {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "line \(Int.random(in: 0...5, using: &generator))" }
            var new = old
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 1: new.insert("new \(Int.random(in: 0...5, using: &generator))", at: Int.random(in: 0...new.count, using: &generator))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "changed" }
                }
            }
            // The shortest script, and the greedy one used beyond its edit limit.
            for limit in [UnifiedDiff.maximumExactEdits, 0] {
                let diff = UnifiedDiff.make(from: old, to: new, fromName: "a", toName: "b", maximumExactEdits: limit)
                #expect(try applying(diff, to: old) == new, "\(old) -> \(new)\n\(diff)")
            }
        }
    }

    @Test func aTranscriptThatDiffersEverywhereStillGetsACorrectDiffInBoundedMemory() throws {
        // 100,000 lines with every 20th changed: 5,000 changes, far beyond the shortest-
        // script search, whose full trace would need gigabytes here.
        let old = (0..<100_000).map { "vmrepl> countup \($0 % 7)" }
        var new = old
        for index in stride(from: 10, to: new.count, by: 20) { new[index] = "count: \"\(index)\"" }
        new.append("one more line")
        let diff = UnifiedDiff.make(from: old, to: new, fromName: "a", toName: "b")
        #expect(try applying(diff, to: old) == new)
        // A hunk per change, and one for the appended line.
        #expect(diff.components(separatedBy: "\n").count { $0.hasPrefix("@@") } == 5_001)
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -8,7 +8,7 @@\n"))
    }

    /// The shipped lessons are golden tests: each must pass as it stands.
    @Test(arguments: TranscriptTests.lessonFiles())
    func theShippedLessonPasses(path: String) throws {
        // Lesson 15's `explore` and 16's `mutate` run as the executable runs them (the
        // shipped catalog's check helper gives them).
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = TranscriptChecker.check(text, name: path)
        #expect(result.passed, "\(result.diff)")
    }

    static func lessonFiles() -> [String] {
        let scripts = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scripts.path)) ?? []
        return names.filter { $0.hasSuffix(".vmt") }.sorted().map { scripts.appendingPathComponent($0).path }
    }

    /// A projector shows 80 columns: no line of a lesson, comment or output, is wider.
    @Test(arguments: TranscriptTests.lessonFiles())
    func theShippedLessonFits80Columns(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n").enumerated() {
            #expect(line.count <= 80, "\(path):\(number + 1) is \(line.count) columns")
        }
    }

    @Test func thereAreLessonsToCheck() {
        #expect(Self.lessonFiles().count >= 5)
    }
}

/// `old` with a unified diff applied, checking every context and removed line.
func applying(_ diff: String, to old: [String]) throws -> [String] {
    struct Mismatch: Error, CustomStringConvertible { let description: String }
    if diff.isEmpty { return old }
    var result: [String] = []
    var position = 0
    for line in diff.components(separatedBy: "\n").dropFirst(2) {
        if line.hasPrefix("@@ ") {
            let fields = line.split(separator: " ")[1].dropFirst().split(separator: ",")
            let (start, count) = (Int(fields[0]) ?? 0, Int(fields[1]) ?? 0)
            let firstOld = count == 0 ? start : start - 1
            while position < firstOld {
                result.append(old[position])
                position += 1
            }
        } else if line.hasPrefix("+") {
            result.append(String(line.dropFirst()))
        } else {
            guard position < old.count, old[position] == String(line.dropFirst()) else {
                throw Mismatch(description: "line \(position + 1) is not \(line)")
            }
            if line.hasPrefix(" ") { result.append(old[position]) }
            position += 1
        }
    }
    return result + old[position...]
}

/// A small deterministic random number generator, so that generated cases repeat.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
