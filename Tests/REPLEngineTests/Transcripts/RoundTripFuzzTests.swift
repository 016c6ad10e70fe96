import Testing
@testable import REPLEngine

/// What vmrepl writes as a transcript (`--echo`, `save`), `check` reads back the same:
/// random sessions, each printed line kept, checked, and blessed without a change. A line
/// of output that reads back as a comment (`#14:`, `# error(boom)`) or splits in two
/// (`"nl\nx"`) fails here.
@Suite struct RoundTripFuzzTests {
    /// Commands a hostile user might type; the ones that print the most unusual lines
    /// (wrapped titles, legends, errors that echo words) come up often.
    static let vocabulary: [String] = [
        "countup", "countup 3", "countup 17", "countup 0", "email x", "email user@example.com",
        #"email "nl\nx""#, #"email "t\tab""#, #"password "pass\nword""#, "password password1",
        "login", "subscribe count", "subscribe validEmail", "subscribe loginResult",
        "unsubscribe count", "unsubscribe all", "unsubscribe #2", "state", "state count", "reset",
        "error countUp", "complete countUp", "error email", "complete login",
        "tick 100", "tick 300", "time", "events all", "events short", "marbles", "marbles count",
        "marbles validEmail loginResult", "use property scan", "use all", "use flux reducer",
        "variants", "help", "help output", "help marbles", "log", "api ok", "api auto", "autorun off",
        "autorun on", #""nl\nx""#, #"email "\q""#, "contup", "# a comment", "   # indented",
        "subscribe #14", "unsubscribe nothing", "resources", "lessons",
    ]

    @Test(arguments: 0..<24)
    func anEchoedSessionChecksAndBlessesUnchanged(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 7919 &+ 1)
        // As `--echo` and `save` print a transcript: every event.
        let engine = Engine(options: .transcript)
        var transcript = ""
        for _ in 0..<60 {
            let command = try #require(Self.vocabulary.randomElement(using: &random))
            let line = Int.random(in: 0..<8, using: &random) == 0 ? String(repeating: "subscribe validEmail\n", count: 3) : command
            for part in line.split(separator: "\n") {
                let (printed, _) = engine.execute(String(part))
                transcript += TranscriptLine.isComment(part) ? "\(part)\n" : "\(Engine.prompt)\(part)\n"
                for output in printed {
                    #expect(!output.text.contains("\n"), "a printed line holds a newline: \(output.text.debugDescription)")
                    transcript += output.text + "\n"
                }
            }
        }
        let result = TranscriptChecker.check(transcript, name: "seed \(seed)")
        #expect(result.passed, "\(transcript)\n\(result.diff)")
        #expect(result.blessed == transcript)
    }
}

/// The two places that printed a line a transcript reads back as a comment, and the
/// values and words that printed a line in two.
@Suite struct OutputReadsBackTests {
    /// An echoed transcript of `commands`, and whether `check` passes it unchanged.
    func echoed(_ commands: [String]) -> (transcript: String, passes: Bool) {
        // As `--echo` and `save` print a transcript: every event.
        let engine = Engine(options: .transcript)
        var transcript = ""
        for command in commands {
            transcript += Engine.prompt + command + "\n"
            for line in engine.execute(command).lines { transcript += line.text + "\n" }
        }
        let result = TranscriptChecker.check(transcript)
        return (transcript, result.passed && result.blessed == transcript)
    }

    func noLineReadsAsAComment(_ transcript: String) -> Bool {
        !transcript.split(separator: "\n").contains { TranscriptLine.isComment($0) }
    }

    @Test func aWrappedStreamTitleNeverStartsALineWithHash() {
        let (transcript, passes) = echoed(Array(repeating: "subscribe validEmail", count: 14) + ["email x"])
        #expect(transcript.contains("validEmail #14:"), "\(transcript)")
        #expect(noLineReadsAsAComment(transcript), "\(transcript)")
        #expect(passes)
    }

    @Test func theMarblesLegendNeverStartsALineWithHash() {
        let (transcript, passes) = echoed(Array(repeating: "countup", count: 17) + ["error countUp", "marbles count"])
        #expect(transcript.contains("# error(boom)"))
        #expect(noLineReadsAsAComment(transcript), "\(transcript)")
        #expect(passes)
    }

    @Test func controlCharactersInValuesAndEchoedWordsAreEscaped() {
        let engine = Engine()
        let error = engine.execute(#""nl\nx""#).lines.map(\.text)
        #expect(error == [#"error: unknown command 'nl\nx'; type 'help' for the list"#])
        _ = engine.execute(#"email "a@b.c\td""#)
        // A forced success makes a token of the email, control characters and all.
        _ = engine.execute("api ok")
        for line in engine.execute("state").lines.map(\.text) + engine.execute("login").lines.map(\.text) {
            #expect(!line.contains("\n") && !line.contains("\t"), "\(line.debugDescription)")
        }
        let (_, passes) = echoed(["api ok", #"email "nl\nx""#, #"password "p\tq""#, "login", #""nl\nx""#, "state"])
        #expect(passes)
    }
}

/// Late subscribers are capped, as `events all`, `save` and `marbles` are: memory and
/// time stay bounded whatever the input.
@Suite struct LateSubscriberLimitTests {
    @Test func theHundredAndFirstIsRefusedInOneLineAndUnsubscribingFreesRoom() {
        let engine = Engine()
        for number in 1...Session.lateSubscriberLimit {
            #expect(engine.execute("subscribe count").status == .succeeded, "subscriber \(number)")
        }
        let (lines, status) = engine.execute("subscribe validEmail")
        #expect(status == .failed)
        #expect(lines.map(\.text) == ["error: the session already has 100 late subscribers, the most it keeps;", "    'unsubscribe STREAM', 'unsubscribe all' or 'reset' frees some"])
        #expect(engine.execute("unsubscribe #7").status == .succeeded)
        #expect(engine.execute("subscribe validEmail").status == .succeeded)
        #expect(engine.execute("subscribe count").status == .failed)
        _ = engine.execute("reset")
        #expect(engine.execute("subscribe count").status == .succeeded)
    }
}
