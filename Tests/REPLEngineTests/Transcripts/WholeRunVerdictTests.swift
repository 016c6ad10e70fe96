import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A verdict is the whole run's: what a command leaves behind — a scripted API outcome
/// that `trace` used up, the session a hundred commands built — counts for every command
/// after it, however long the file.
@Suite struct WholeRunVerdictTests {
    /// The session as `--echo` prints it.
    func echoed(_ lines: [String]) -> String {
        let engine = Engine(options: .transcript)
        var text = ""
        for line in lines {
            text += Engine.prompt + line + "\n"
            _ = engine.execute(line) { text += $0.text + "\n" }
        }
        return text
    }

    /// `trace login` uses up the scripted `wrong-password`, so after `reset` the right
    /// credentials succeed: a transcript that says they fail fails.
    @Test func aScriptedOutcomeThatTraceUsedUpIsGoneAfterReset() {
        let lines = ["api wrong-password", "email demo@example.com", "password secret123", "trace login", "reset",
                     "email demo@example.com", "password secret123", "login"]
        let echo = echoed(lines)
        let success = "loginResult: success(token-demo) @300ms  (all 9 agree)\n"
        #expect(echo.hasSuffix(success), "\(echo)")
        #expect(TranscriptChecker.check(echo).passed)
        let wrong = echo.replacingOccurrences(of: success, with: "loginResult: failure(wrongPassword) @300ms  (all 9 agree)\n")
        #expect(wrong != echo)
        let result = TranscriptChecker.check(wrong)
        #expect(result.verdict == .failed(line: echo.split(separator: "\n").firstIndex { $0 == "vmrepl> login" }.map { $0 + 1 } ?? 0,
                                          reason: "'login' printed other output than the transcript expects"))
    }

    /// A failing step stays failing however many passing steps follow it.
    @Test func passingStepsAfterAFailureDoNotHideIt() {
        let failing = "vmrepl> countup\ncount: \"7\"  (all 9 agree)\n"
        for count in [0, 1, 100, 1_000] {
            let rest = echoed(Array(repeating: "reset", count: min(count, 1)) + Array(repeating: "countup", count: count))
            let result = TranscriptChecker.check(failing + rest)
            #expect(result.verdict == .failed(line: 1, reason: "'countup' printed other output than the transcript expects"), "\(count)")
        }
    }
}
