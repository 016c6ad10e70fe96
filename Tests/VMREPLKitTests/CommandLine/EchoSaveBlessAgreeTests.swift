import Experiments
import Foundation
import REPLEngine
import Testing
import Variants
@testable import VMREPLKit

/// One session, three ways to a transcript: the batch run's `--echo`, `save`'s file and
/// `check --bless`'s file are the same bytes, and pass `check`. Random sessions, each with
/// `trace`, `api`, `reset`, `run`, `bench`, and the same email typed precomposed (NFC) and
/// decomposed (NFD); a copy with wildcards passes too, and blessing leaves it as it is.
@Suite struct EchoSaveBlessAgreeTests {
    /// The file the sessions' `run` reads.
    static let setup = "# the known account\nemail demo@example.com\npassword secret123\n"

    /// Reads `setup.vmrepl`, and no other file.
    static let reader: FileReader = { name in
        guard name == "setup.vmrepl" else { return .failure(FileProblem("No such file or directory", isMissing: true)) }
        var lines = setup.split(separator: "\n").map { Array($0.utf8) }.makeIterator()
        return .success(FileLines(next: { lines.next() }, failure: { nil }))
    }

    /// What the sessions type; each session has the commands of `musts` and others.
    static let musts = ["trace login", "api wrong-password", "reset", "run setup.vmrepl",
                        "email caf\u{E9}@example.com", "email cafe\u{301}@example.com"]
    static let vocabulary = musts + [
        "countup", "countup 3", "subscribe count", "subscribe loginResult", "unsubscribe all", "use relay anyobserver scan",
        "use all", "use property flux reducer", "email demo@example.com", "password secret123", "login", "trace countup",
        "api ok", "api auto", "api latency 500", "tick 300", "autorun off", "autorun on", "bench 1000", "state",
        "complete countUp", "# a comment", "contup", "log", "time", "explore property scan --depth 2",
        "explore relay scan --screen login --depth 2 --as-rendered",
    ]

    /// The commands of session `seed`: every one of ``musts`` and five others, in an
    /// order of its own.
    static func session(_ seed: Int) -> [String] {
        // Picked and ordered by multiplicative hashes of the seed: the same each run.
        let others = (0..<5).map { vocabulary[(seed &* 2_654_435_761 &+ $0 &* 40_503) % vocabulary.count] }
        return (musts + others).enumerated()
            .sorted { ($0.offset &+ 1) &* (seed | 1) % 97 < ($1.offset &+ 1) &* (seed | 1) % 97 }
            .map(\.element)
    }

    /// The session as `vmrepl --echo` prints it (bench's figures `[..]`, as `VMREPL.run` sets
    /// it up).
    static func echoed(_ lines: [String]) -> String {
        var options = EngineOptions(recordsEveryEvent: true)
        options.measuresBench = false
        options.experiments = ExperimentServices.all
        let engine = Engine(options: options, catalog: .shipped)
        engine.fileReader = reader
        var runner = ScriptRunner(engine: engine, echo: true, bail: false)
        var text = ""
        for line in lines {
            _ = runner.run(line: Array(line.utf8)) { text += $0.text + "\n" }
        }
        return text
    }

    /// The session typed in a terminal's engine, then `save`d: the file's bytes. (Its
    /// `bench` measures nothing, to keep the test short: `save` runs the lines again as a
    /// transcript, whose figures are `[..]` whatever the session's were.)
    static func saved(_ lines: [String]) throws -> String {
        var options = EngineOptions()
        options.measuresBench = false
        options.experiments = ExperimentServices.all
        let engine = Engine(options: options, catalog: .shipped)
        engine.fileReader = reader
        var file: [UInt8]?
        engine.fileWriter = { _, bytes, _ in
            file = bytes
            return nil
        }
        for line in lines { _ = engine.execute(line) }
        #expect(engine.execute("save session.vmt").status == .succeeded)
        return String(decoding: try #require(file), as: UTF8.self)
    }

    @Test(arguments: 0..<40)
    func echoSaveAndBlessWriteTheSameTranscript(seed: Int) throws {
        let lines = Self.session(seed)
        let echo = Self.echoed(lines)
        #expect(try Self.saved(lines) == echo, "seed \(seed)")
        let checked = TranscriptChecker.check(echo, name: "echo", catalog: .shipped, fileReader: Self.reader, experiments: ExperimentServices.all)
        #expect(checked.passed, "seed \(seed)\n\(checked.diff)")
        // The inputs alone, blessed: the output written in.
        let inputs = echo.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix(Engine.prompt) || $0.hasPrefix("#") }
        let blessed = TranscriptChecker.check(inputs.joined(separator: "\n") + "\n", name: "inputs", catalog: .shipped, fileReader: Self.reader, experiments: ExperimentServices.all)
        #expect(!blessed.passed)
        #expect(blessed.blessed == echo, "seed \(seed)")
        // Wildcards: every digit run in a count line, and a `...` for a trace's steps.
        let wild = Self.wildcarded(echo)
        #expect(wild != echo)
        let loose = TranscriptChecker.check(wild, name: "wild", catalog: .shipped, fileReader: Self.reader, experiments: ExperimentServices.all)
        #expect(loose.passed, "seed \(seed)\n\(loose.diff)")
        #expect(loose.blessed == wild)
    }

    /// `echo` with `[..]` for each count's value, and `...` for what each `trace` prints
    /// after its first line.
    static func wildcarded(_ echo: String) -> String {
        var lines: [String] = []
        var inTrace = false
        var traced = 0
        for line in echo.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix(Engine.prompt) {
                inTrace = line.hasPrefix(Engine.prompt + "trace ")
                traced = 0
                lines.append(String(line))
            } else if inTrace {
                traced += 1
                if traced == 1 { lines.append(String(line)) } else if traced == 2 { lines.append("...") }
            } else {
                lines.append(line.hasPrefix("count: \"") ? "count: [..]" : String(line))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An NFD expected line does not match NFC output, nor the other way round.
    @Test func anExpectedLineMatchesOnlyItsOwnBytes() {
        let composed = Self.echoed(["use reducer", "email caf\u{E9}", "log"])
        let decomposed = composed.replacingOccurrences(of: "caf\u{E9}", with: "cafe\u{301}", options: .literal)
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        // The input lines too are NFD now: the command sends what was typed.
        #expect(TranscriptChecker.check(decomposed, catalog: .shipped).passed)
        // Only the expected output changed: the check fails and says where.
        var mixed = composed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let logged = mixed.firstIndex { $0.hasPrefix("reducer: action email") } ?? 0
        mixed[logged] = mixed[logged].replacingOccurrences(of: "caf\u{E9}", with: "cafe\u{301}", options: .literal)
        let result = TranscriptChecker.check(mixed.joined(separator: "\n"), catalog: .shipped)
        #expect(!result.passed)
        #expect(result.diff.contains("-reducer: action email(\"cafe\u{301}\")"), "\(result.diff)")
    }

    /// `--echo` with `bench` gives a transcript that `check` passes: its figures are `[..]`.
    @Test func anEchoedBenchPassesCheck() {
        let echo = Self.echoed(["bench 1000"])
        #expect(echo.contains("[..]"))
        #expect(TranscriptChecker.check(echo, catalog: .shipped).passed, "\(echo)")
    }
}

/// One definition of quit: every spelling that ends a batch run ends a transcript at
/// the same line, and a command after it is refused there.
@Suite struct QuitEndsBatchAndCheckAlikeTests {
    @Test(arguments: ["quit", "q", "exit", ".quit", "QUIT", "qui", "\\quit", "q\"\"", "'q'", "quit # done", "vmrepl> q"])
    func aSpellingThatEndsABatchRunEndsATranscript(spelling: String) {
        var runner = ScriptRunner(engine: Engine(catalog: .shipped), echo: true, bail: false)
        var ran: [String] = []
        for line in ["countup", spelling, "countup"] {
            ran.append(line)
            if case .stop = runner.run(line: Array(line.utf8), emit: { _ in }) { break }
        }
        #expect(ran == ["countup", spelling], "batch mode ran on past '\(spelling)'")
        let transcript = "vmrepl> countup\ncount: \"1\"  (all 9 agree)\nvmrepl> \(spelling)\nvmrepl> countup\ncount: \"2\"  (all 9 agree)\n"
        let result = TranscriptChecker.check(transcript, catalog: .shipped)
        #expect(result.verdict == .invalid(line: 4, reason: "commands after 'quit' on line 3 never run; remove them or the 'quit'", unreadable: false))
    }

    @Test(arguments: ["quitting", "qx", "EXIT", "\"q x\""])
    func aWordThatOnlyLooksLikeQuitIsACommand(word: String) {
        var runner = ScriptRunner(engine: Engine(catalog: .shipped), echo: true, bail: false)
        var stopped = false
        for line in [word, "countup"] {
            if case .stop = runner.run(line: Array(line.utf8), emit: { _ in }) { stopped = true }
        }
        #expect(!stopped)
        // Its error aside, the command after it runs: the file is a transcript that tests.
        let result = TranscriptChecker.check("vmrepl> \(word)\nvmrepl> countup\ncount: \"1\"  (all 9 agree)\n", catalog: .shipped)
        #expect(result.verdict == .failed(line: 1, reason: "'\(word)' printed other output than the transcript expects"))
    }
}
