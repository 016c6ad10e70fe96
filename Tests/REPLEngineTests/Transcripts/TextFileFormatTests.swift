import Testing
@testable import REPLEngine

/// Transcripts saved the Windows way (CR LF line endings, a byte order mark) check as
/// they would saved plainly, and a blessed one is written back the way it came.
@Suite struct TextFileFormatTests {
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

    private func windowsFormat(_ bytes: String) -> TextFileFormat {
        TextFileFormat(of: Array(bytes.utf8))
    }

    @Test func theFirstLineEndingAndTheFirstBytesDecide() {
        #expect(windowsFormat("a\r\nb\n") == TextFileFormat(windowsLineEndings: true, byteOrderMark: false))
        #expect(windowsFormat("a\nb\r\n") == .plain)
        #expect(windowsFormat("no newline\r") == .plain)
        #expect(windowsFormat("\u{FEFF}\r\n") == TextFileFormat(windowsLineEndings: true, byteOrderMark: true))
        #expect(windowsFormat("\u{FEFF}a\n") == TextFileFormat(windowsLineEndings: false, byteOrderMark: true))
    }

    @Test func plainTextAndBack() {
        #expect(TextFileFormat.plainText(Array("\u{FEFF}a\r\nb\rc\r\n\r\n".utf8)) == Array("a\nb\rc\n\n".utf8))
        #expect(TextFileFormat.plainText(Array("a\u{FEFF}\n".utf8)) == Array("a\u{FEFF}\n".utf8))
        let both = TextFileFormat(windowsLineEndings: true, byteOrderMark: true)
        #expect(both.applied(to: Array("a\nb\n".utf8)) == Array("\u{FEFF}a\r\nb\r\n".utf8))
        #expect(TextFileFormat.plain.applied(to: Array("a\nb\n".utf8)) == Array("a\nb\n".utf8))
    }

    @Test func aTranscriptSavedTheWindowsWayPassesAsItWouldSavedPlainly() throws {
        #expect(TranscriptChecker.check(lesson).passed)
        #expect(TranscriptChecker.check(windows(lesson)).passed)
        #expect(TranscriptChecker.check("\u{FEFF}" + windows(lesson)).passed)
        #expect(TranscriptChecker.check("\u{FEFF}" + lesson).passed)
        #expect(try Transcript(bytes: Array(("\u{FEFF}" + windows(lesson)).utf8)).steps == Transcript(lesson).steps)
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
        #expect(result.blessed == windows(lesson))
        #expect(TranscriptChecker.check("\u{FEFF}" + wrong).blessed == "\u{FEFF}" + lesson)
    }
}
