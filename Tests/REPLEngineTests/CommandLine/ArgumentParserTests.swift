import Testing
@testable import REPLEngine

@Suite struct ArgumentParserTests {
    @Test func readsEveryOption() throws {
        var expected = RunOptions()
        expected.sources = [.command("countup"), .file("lesson.txt"), .file("-")]
        expected.echo = true
        expected.bail = true
        expected.color = .never
        expected.format = .json
        let parsed = try ArgumentParser.parse(["-e", "countup", "-f", "lesson.txt", "-f", "-", "--echo", "--bail", "--color", "never", "--format=json"])
        #expect(parsed == .run(expected))
        #expect(try ArgumentParser.parse([]) == .run(RunOptions()))
        #expect(try ArgumentParser.parse(["--help"]) == .help)
        #expect(try ArgumentParser.parse(["--version"]) == .version)
    }

    @Test func readsCheckOptionsBeforeAndAfterTheSubcommand() throws {
        func check(_ files: [String], bless: Bool = false, color: ColorChoice = .auto, junit: String? = nil) -> Invocation {
            var options = CheckOptions(files: files)
            options.bless = bless
            options.color = color
            options.junitPath = junit
            return .check(options)
        }
        #expect(try ArgumentParser.parse(["check", "--bless", "a.vmt", "b.vmt"]) == check(["a.vmt", "b.vmt"], bless: true))
        #expect(try ArgumentParser.parse(["check", "--color", "always", "a.vmt"]) == check(["a.vmt"], color: .always))
        #expect(try ArgumentParser.parse(["check", "a.vmt", "--color=never"]) == check(["a.vmt"], color: .never))
        #expect(try ArgumentParser.parse(["--color", "never", "check", "f.vmt"]) == check(["f.vmt"], color: .never))
        #expect(try ArgumentParser.parse(["--color=always", "check", "--junit=r.xml", "-"]) == check(["-"], color: .always, junit: "r.xml"))
        #expect(try ArgumentParser.parse(["check", "--", "-odd.vmt", "--bless"]) == check(["-odd.vmt", "--bless"]))
        #expect(try ArgumentParser.parse(["check", "--junit", "r.xml", "a.vmt"]) == check(["a.vmt"], junit: "r.xml"))
    }

    @Test func checkMistakesNameTheArgument() {
        let usage = ArgumentParser.checkUsage("vmrepl")
        #expect(throws: UsageError(description: "option '-e' does not apply to 'check'; \(usage)")) { try ArgumentParser.parse(["-e", "countup", "check", "a.vmt"]) }
        #expect(throws: UsageError(description: "unknown option '-odd.vmt' for 'check' (a file whose name starts with '-' goes after '--'); \(usage)")) { try ArgumentParser.parse(["check", "-odd.vmt"]) }
        #expect(throws: UsageError(description: "unknown option '--bles' for 'check'; did you mean '--bless'?")) { try ArgumentParser.parse(["check", "--bles", "a.vmt"]) }
        #expect(throws: UsageError(description: "option '--junit' needs a value; \(usage)")) { try ArgumentParser.parse(["check", "a.vmt", "--junit"]) }
        #expect(throws: UsageError(description: "'-' (standard input) can be checked only once; \(usage)")) { try ArgumentParser.parse(["check", "-", "-"]) }
        #expect(throws: UsageError(description: "option '--echo' takes no value; see 'vmrepl --help'")) { try ArgumentParser.parse(["--echo=yes"]) }
    }

    @Test func mistakesAreOneLineNamingTheArgument() {
        #expect(throws: UsageError(description: "unknown option '--ech'; did you mean '--echo'?")) { try ArgumentParser.parse(["--ech"]) }
        #expect(throws: UsageError(description: "option '-e' needs a value; see 'vmrepl --help'")) { try ArgumentParser.parse(["-e"]) }
        #expect(throws: UsageError(description: "unknown --format 'xml'; use text or json")) { try ArgumentParser.parse(["--format", "xml"]) }
        #expect(throws: UsageError(description: "'check' needs at least one transcript file, or '-' for standard input; \(ArgumentParser.checkUsage("vmrepl"))")) { try ArgumentParser.parse(["check"]) }
        #expect(throws: UsageError(description: "unknown --color 'blue'; use auto, always or never")) { try ArgumentParser.parse(["check", "--color", "blue", "a.vmt"]) }
        #expect(throws: UsageError(description: "option '--color' needs a value; \(ArgumentParser.checkUsage("vmrepl"))")) { try ArgumentParser.parse(["check", "a.vmt", "--color"]) }
        #expect(throws: UsageError(description: "unknown option '--frobnicate'; see 'vmrepl --help'")) { try ArgumentParser.parse(["--frobnicate"]) }
        #expect(throws: UsageError(description: "unknown command 'chek'; did you mean 'check'?")) { try ArgumentParser.parse(["chek", "a.vmt"]) }
    }
}

@Suite struct ScriptRunnerTests {
    func run(_ lines: [String], echo: Bool = false, bail: Bool = false) -> (output: [String], status: REPLEngine.ExitStatus) {
        var runner = ScriptRunner(engine: Engine(), echo: echo, bail: bail)
        var output: [String] = []
        for line in lines {
            if case .stop(let status) = runner.run(line: Array(line.utf8), emit: { output.append($0.text) }) {
                return (output, status)
            }
        }
        return (output, runner.status)
    }

    @Test func echoPrintsTheTranscriptFormat() {
        let result = run(["# note", "countup", ""], echo: true)
        #expect(result.output == ["# note", "vmrepl> countup", #"count: "1"  (all 9 agree)"#, ""])
        #expect(result.status == .success)
    }

    @Test func aSourceThatStartsWithThePromptIsATranscriptWhoseOutputLinesAreNotRun() {
        let transcript = ["# lesson", "vmrepl> countup", "count: \"7\"  (stale)", "vmrepl> countup 2"]
        #expect(run(transcript, echo: true).output == [
            "# lesson", "vmrepl> countup", #"count: "1"  (all 9 agree)"#, "vmrepl> countup 2", #"count: "2" "3"  (all 9 agree)"#,
        ])
        // A plain command file runs every line; one pasted with its prompt runs too.
        #expect(run(["countup", "vmrepl> countup"]).output.last == #"count: "2"  (all 9 agree)"#)
    }

    @Test func aFailedCommandFailsTheRunAndBailStopsIt() {
        #expect(run(["contup", "countup"]).status == .commandFailed)
        #expect(run(["contup", "countup"]).output.count == 2)
        let bailed = run(["contup", "countup"], bail: true)
        #expect(bailed.status == .commandFailed)
        #expect(bailed.output.count == 1)
    }

    @Test func quitEndsTheRunWithTheStatusSoFar() {
        #expect(run(["countup", "quit", "contup"]).status == .success)
        #expect(run(["contup", "quit"]).status == .commandFailed)
    }

    /// A word given without an option is not an option: the message says how to run
    /// what it seems to be.
    @Test func aBareWordIsAnUnexpectedArgumentWithTheWayToRunIt() {
        #expect(throws: UsageError(description: "unexpected argument 'countup'; to run a command: vmrepl -e 'countup'")) {
            try ArgumentParser.parse(["countup"])
        }
        // Two edits from '-e', but a command, not a misspelt option.
        #expect(throws: UsageError(description: "unexpected argument 'use'; to run a command: vmrepl -e 'use relay'")) {
            try ArgumentParser.parse(["use", "relay", "--echo"])
        }
        #expect(throws: UsageError(description: "unexpected argument 'lesson.txt'; to run the commands in a file: vmrepl -f lesson.txt")) {
            try ArgumentParser.parse(["--echo", "lesson.txt"])
        }
        #expect(throws: UsageError(description: "unexpected argument 'scripts/01-counting.vmt'; to check a transcript: vmrepl check scripts/01-counting.vmt")) {
            try ArgumentParser.parse(["scripts/01-counting.vmt"])
        }
    }

    @Test func windowsLineEndingsAreAccepted() {
        #expect(run(["countup\r"]).status == .success)
    }

    @Test func aByteOrderMarkBeforeTheFirstLineIsPassedOver() {
        #expect(run(["\u{FEFF}countup", "countup"]).status == .success)
        // Anywhere else it is part of the word.
        #expect(run(["countup", "\u{FEFF}countup"]).status == .commandFailed)
    }
}
