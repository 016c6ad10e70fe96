import Testing
@testable import REPLEngine

/// A PASS means something: a transcript that tests nothing fails with its line and why.
@Suite struct TranscriptRulesTests {
    func invalid(_ text: String) -> (line: Int, reason: String)? {
        let result = TranscriptChecker.check(text)
        guard case .invalid(let line, let reason, unreadable: false) = result.verdict else { return nil }
        #expect(result.blessedUTF8 == nil, "an invalid transcript is never blessed")
        return (line, reason)
    }

    @Test func outputBeforeTheFirstInputFails() {
        let found = invalid("# note\ncount: \"1\"  (all 9 agree)\n")
        #expect(found?.line == 2)
        #expect(found?.reason.hasPrefix("expected output before the first input line") == true)
    }

    @Test(arguments: ["", "\n", "# only a comment\n\n", "   \n\t\n"])
    func aFileWithNoInputFails(text: String) {
        #expect(invalid(text)?.reason == "no input line, so nothing is tested; commands start with 'vmrepl> '")
    }

    @Test(arguments: ["vmrepl>countup", "vmrepl >countup", "> countup", "$ vmrepl -e countup", "VMREPL> countup", "vmrepl>", "  > countup", "vmrepl>\tcountup"])
    func aMistypedPromptFails(line: String) {
        let found = invalid("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n\(line)\n")
        #expect(found?.line == 3)
        // A control character (the tab) is written as its escape, so the line stays one line.
        #expect(found?.reason.hasPrefix("'\(line.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "\\t"))' looks like a") == true, "\(found?.reason ?? "passed")")
    }

    @Test func inputAfterQuitFailsNamingBothLines() {
        let text = "vmrepl> countup\ncount: \"1\"  (all 9 agree)\nvmrepl> quit\nvmrepl> countup\n"
        #expect(invalid(text)?.line == 4)
        #expect(invalid(text)?.reason == "commands after 'quit' on line 3 never run; remove them or the 'quit'")
        // `q` is quit too; comments after it are fine.
        #expect(invalid("vmrepl> q\n# done\nvmrepl> countup\n")?.line == 3)
        #expect(TranscriptChecker.check("vmrepl> countup\ncount: \"1\"  (all 9 agree)\nvmrepl> quit\n# the end\n").passed)
        // Every spelling the engine quits on: an abbreviation, another tool's word, upper
        // case, a pasted prompt, quotes, a trailing comment.
        for quit in ["qui", "QUIT", ".exit", "  Quit", "vmrepl> q", "\"quit\"", "'q'", "quit # done", "\\quit", "q\"\""] {
            #expect(invalid("vmrepl> \(quit)\nvmrepl> countup\n")?.line == 2, "\(quit)")
        }
        // Words that only look like it are commands like any other (`exit` is quit only
        // as typed, as python and sqlite3 take it).
        for notQuit in ["qx", "quitting", "question", "EXIT"] {
            #expect(invalid("vmrepl> \(notQuit)\nerror: [..]\nvmrepl> countup\n") == nil, "\(notQuit)")
        }
    }

    @Test func commentsBetweenOutputLinesAreIgnoredAndKeptWhereTheyStand() {
        let text = """
        vmrepl> reset
        count:
        # the replaying styles
          "0"  property relay anyobserver scan unio mvvm reducer

          —    flux flux-keyed
        validEmail, validPassword, loginButtonEnabled:
            # an indented comment
          false  property relay anyobserver scan unio reducer
          —      mvvm flux flux-keyed
        isLoggingIn:
          false  property relay anyobserver scan unio mvvm reducer
          —      flux flux-keyed
        repos:
          []  property relay anyobserver scan unio reducer
          —   mvvm flux flux-keyed
        isLoading:
          false  property relay anyobserver scan unio reducer
          —      mvvm flux flux-keyed
        message:
          ""  property relay anyobserver scan unio reducer
          —   mvvm flux flux-keyed
        reset: view models rebuilt, virtual time 0; 9 styles active

        """
        #expect(TranscriptChecker.check(text).passed)
        let stale = text.replacingOccurrences(of: "  —    flux flux-keyed", with: "  —    flux")
        let result = TranscriptChecker.check(stale, name: "t.vmt")
        #expect(!result.passed)
        // Only the changed line is in the diff, not the comments around it.
        #expect(result.diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
            "--- t.vmt (expected)", "+++ t.vmt (actual)", "-  —    flux", "+  —    flux flux-keyed",
        ])
        #expect(result.blessed == text)
    }

    @Test func anyTextWildcardMatchesWithinALine() {
        #expect(TranscriptChecker.check("vmrepl> countup 3\ncount: \"1\" [..] \"3\"  (all [..] agree)\n").passed)
        #expect(TranscriptChecker.check("vmrepl> countup 3\n[..]\n").passed)
        #expect(!TranscriptChecker.check("vmrepl> countup 3\ncount: \"2\"[..]\n").passed)
        // A wildcard stands for text within one line, never for a line.
        #expect(!TranscriptChecker.check("vmrepl> countup 3\n").passed)
        #expect(!TranscriptChecker.check("vmrepl> countup\n[..]\n[..]\n").passed)
    }

    @Test func anyLinesWildcardMatchesAnyNumberOfLines() {
        let subscribe = "vmrepl> subscribe count\n"
        #expect(TranscriptChecker.check(subscribe + "...\n").passed)
        #expect(TranscriptChecker.check(subscribe + "count #1:\n...\nsubscribed #1 to count\n").passed)
        #expect(TranscriptChecker.check(subscribe + "count #1:\n...\n  \"0\"  [..]scan[..]\n...\nsubscribed #1 to count\n...\n").passed)
        #expect(!TranscriptChecker.check(subscribe + "count #1:\n...\n  \"5\"  [..]\n...\n").passed)
        // None at all is a number of lines too.
        #expect(TranscriptChecker.check("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n...\n").passed)
    }

    @Test func blessKeepsEveryMatchedLineAsWrittenAndRewritesTheRest() {
        let text = """
        # lesson
        vmrepl> countup 3
        count: "1" [..]  (all 9 agree)
        stale line
        vmrepl> subscribe count
        count #1:
        ...
          "7"  scan
        subscribed #1 to count

        """
        let result = TranscriptChecker.check(text)
        #expect(!result.passed)
        #expect(result.blessed == """
        # lesson
        vmrepl> countup 3
        count: "1" [..]  (all 9 agree)
        vmrepl> subscribe count
        count #1:
        ...
          "0"  scan
        subscribed #1 to count

        """)
        // Blessed once, it passes, and blessing again changes nothing.
        let again = TranscriptChecker.check(result.blessed ?? "")
        #expect(again.passed)
        #expect(again.blessed == result.blessed)
    }

    @Test func aFailureNamesTheFirstCommandThatPrintedOtherOutput() {
        let text = "vmrepl> countup\ncount: \"1\"  (all 9 agree)\nvmrepl> countup\ncount: \"9\"  (all 9 agree)\n"
        #expect(TranscriptChecker.check(text).verdict == .failed(line: 3, reason: "'countup' printed other output than the transcript expects"))
    }

    @Test func aTranscriptThatIsNotUTF8IsUnreadableAndNamesTheLine() {
        let bytes = Array("vmrepl> countup\n".utf8) + [0xFF, 0x0A]
        guard case .invalid(let line, let reason, unreadable: true) = TranscriptChecker.check(utf8: bytes).verdict else {
            Issue.record("not reported as unreadable")
            return
        }
        #expect(line == 2)
        #expect(reason == "not valid UTF-8; save the file as UTF-8 text")
    }

    /// The file is validated whole, but a bad byte is still named at its own line: in a
    /// comment, in an input line after a byte order mark, in a truncated sequence at the
    /// very end of the file.
    @Test func aBadByteIsNamedAtItsLine() {
        let lesson: [UInt8] = Array("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".utf8)
        let inAComment: [UInt8] = lesson + Array("# caf".utf8) + [0xC3, 0x28, 0x0A] + lesson
        let inAnInput: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("vmrepl> ".utf8) + [0xC0, 0xAF, 0x0A] + lesson
        let atTheEnd: [UInt8] = lesson + [0xE2, 0x82]
        for (bytes, expected) in [(inAComment, 3), (inAnInput, 1), (atTheEnd, 3)] {
            guard case .invalid(let line, _, unreadable: true) = TranscriptChecker.check(utf8: bytes).verdict else {
                Issue.record("not reported as unreadable")
                continue
            }
            #expect(line == expected)
        }
    }

    /// Commands whose first byte is not ASCII are asked of the parser like any other:
    /// none of them quits, and the lines after them run.
    @Test func wordsThatStartOutsideASCIIAreNotQuit() {
        for word in ["ｑuit", "\u{212A}", "éxit", "\u{00A0}quit"] {
            #expect(invalid("vmrepl> \(word)\nerror: [..]\nvmrepl> countup\n") == nil, "\(word)")
        }
    }

    @Test func errorsAboutTheLineInATranscriptDoNotSayRetype() {
        let result = TranscriptChecker.check("vmrepl> countup \u{7}\n")
        #expect(result.blessed?.contains("retype") == false)
        #expect(result.blessed?.contains("error: ") == true)
    }
}

/// Commands of every kind, right and wrong, for tests that run a session through many.
enum SampleCommands {
    static let all = [
        "countup", "countup 3", "email demo@example.com", "password secret123", "login", "subscribe count",
        "subscribe validEmail", "unsubscribe", "state", "state count", "reset", "error countUp", "complete email",
        "use relay scan", "use all", "api wrong-password", "api latency 50", "tick 100", "autorun off", "autorun on",
        "log", "variants", "help", "help countup", "contup", "countup zero", "# a comment", "  # indented comment",
        "", "   ", "\t# tabbed", "email \"two words\"", "subscribe loginResult", "unsubscribe #1",
        "# a comment with a control character \u{1}", "# " + String(repeating: "long ", count: 1_000),
    ]
}

@Suite struct LinePatternTests {
    @Test func literalAndWildcardLines() {
        #expect(LinePattern("count: \"1\"").matches("count: \"1\""))
        #expect(!LinePattern("count: \"1\"").matches("count: \"12\""))
        #expect(LinePattern("a[..]").matches("a"))
        #expect(LinePattern("[..]b").matches("ab"))
        #expect(LinePattern("a[..]b[..]c").matches("a-b-b-c"))
        #expect(!LinePattern("a[..]b[..]c").matches("a-c-b"))
        // The prefix and the suffix may not overlap.
        #expect(!LinePattern("ab[..]ba").matches("aba"))
        #expect(LinePattern("[..][..]").matches(""))
        #expect(LinePattern("time: [..] ms (ü[..])").matches("time: 12.5 ms (ü über)"))
    }
}
