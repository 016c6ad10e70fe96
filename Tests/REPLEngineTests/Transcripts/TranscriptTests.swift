import Foundation
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
        #expect(TranscriptChecker.check(text).actual == """
        # first
        vmrepl> countup
        count: "1"  (all 9 agree)

        # second
        vmrepl> countup
        count: "2"  (all 9 agree)

        """)
    }

    @Test func nothingRunsAfterQuit() {
        let text = "vmrepl> quit\nvmrepl> countup\n"
        #expect(TranscriptChecker.check(text).actual == text)
    }

    @Test func diffsShowOnlyTheChangedRegionsWithContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[2] = "changed 3"
        new[17] = "changed 18"
        let diff = UnifiedDiff.make(from: old, to: new, fromName: "a", toName: "b")
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,6 +1,6 @@", "@@ -15,6 +15,6 @@"])
    }

    /// The shipped lessons are golden tests: each must pass as it stands.
    @Test(arguments: TranscriptTests.lessonFiles())
    func theShippedLessonPasses(path: String) throws {
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

    @Test func thereAreLessonsToCheck() {
        #expect(Self.lessonFiles().count >= 5)
    }
}
