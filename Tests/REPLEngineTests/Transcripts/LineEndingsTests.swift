import Testing
@testable import REPLEngine

/// Transcripts saved with Windows line endings (CR LF) check as they would with LF, and
/// a blessed one keeps its endings.
@Suite struct LineEndingsTests {
    private let lesson = """
    # counting
    vmrepl> countup
    count: "1"  (all 9 agree)

    vmrepl> contup
    error: unknown command 'contup'; did you mean 'countup'?

    """

    private func windows(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    @Test func theFirstLineEndingDecides() {
        #expect(LineEndings(of: Array("a\r\nb\n".utf8)) == .windows)
        #expect(LineEndings(of: Array("a\nb\r\n".utf8)) == .unix)
        #expect(LineEndings(of: Array("no newline\r".utf8)) == .unix)
        #expect(LineEndings(of: Array("\r\n".utf8)) == .windows)
    }

    @Test func crLFBecomesLFAndBack() {
        let text = Array("a\r\nb\rc\r\n\r\n".utf8)
        #expect(LineEndings.unixLines(text) == Array("a\nb\rc\n\n".utf8))
        #expect(LineEndings.windows.applied(to: Array("a\nb\n".utf8)) == Array("a\r\nb\r\n".utf8))
        #expect(LineEndings.unix.applied(to: Array("a\nb\n".utf8)) == Array("a\nb\n".utf8))
    }

    @Test func aTranscriptWithWindowsLineEndingsPassesAsItWouldWithUnixOnes() {
        #expect(TranscriptChecker.check(lesson).passed)
        #expect(TranscriptChecker.check(windows(lesson)).passed)
        #expect(Transcript(windows(lesson)).lines == Transcript(lesson).lines)
    }

    @Test func aFailingOneDiffsOnlyTheRealChangeAndBlessesInItsOwnEndings() {
        let wrong = lesson.replacingOccurrences(of: #"count: "1""#, with: #"count: "7""#)
        let result = TranscriptChecker.check(windows(wrong), name: "t.vmt")
        #expect(!result.passed)
        #expect(result.diff == """
        --- t.vmt (expected)
        +++ t.vmt (actual)
        @@ -1,6 +1,6 @@
         # counting
         vmrepl> countup
        -count: "7"  (all 9 agree)
        +count: "1"  (all 9 agree)
         
         vmrepl> contup
         error: unknown command 'contup'; did you mean 'countup'?
        """)
        #expect(result.actual == windows(lesson))
    }
}
