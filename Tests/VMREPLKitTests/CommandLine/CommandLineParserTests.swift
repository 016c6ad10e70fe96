import Testing
import REPLEngine
@testable import VMREPLKit

@Suite struct CommandLineParserTests {
    @Test func readsEveryOption() throws {
        var expected = RunOptions()
        expected.sources = [.command("countup"), .file("lesson.txt"), .file("-")]
        expected.echo = true
        expected.bail = true
        expected.color = .never
        expected.format = .json
        let parsed = try CommandLineParser.parse(["-e", "countup", "-f", "lesson.txt", "-f", "-", "--echo", "--bail", "--color", "never", "--format=json"])
        #expect(parsed == .run(expected))
        #expect(try CommandLineParser.parse([]) == .run(RunOptions()))
        #expect(try CommandLineParser.parse(["--help"]) == .help)
        #expect(try CommandLineParser.parse(["--version"]) == .version)
    }

    @Test func exploreHandsItsWordsToTheREPLCommandAndTakesFormatBeforeOrAfter() throws {
        func explore(_ arguments: [String], format: OutputFormat = .text) -> Invocation {
            .explore(ExploreOptions(arguments: arguments, format: format))
        }
        #expect(try CommandLineParser.parse(["explore", "scan", "property", "--depth", "3"]) == explore(["scan", "property", "--depth", "3"]))
        #expect(try CommandLineParser.parse(["--format", "json", "explore", "--all"]) == explore(["--all"], format: .json))
        #expect(try CommandLineParser.parse(["explore", "a", "--format=json", "b"]) == explore(["a", "b"], format: .json))
        #expect(throws: UsageError(description: "unknown --format 'xml'; use text or json")) {
            try CommandLineParser.parse(["explore", "a", "b", "--format", "xml"])
        }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["explore", "a", "b", "--format"]) }
        #expect(throws: UsageError(description: "option '--echo' does not apply to 'explore'; usage: vmrepl explore [--format FORMAT] A B|--all [...]")) {
            try CommandLineParser.parse(["--echo", "explore", "a", "b"])
        }
    }

    @Test func readsCheckOptionsBeforeAndAfterTheSubcommand() throws {
        func check(_ files: [String], bless: Bool = false, color: ColorChoice = .auto, junit: String? = nil) -> Invocation {
            var options = CheckOptions(files: files)
            options.bless = bless
            options.color = color
            options.junitPath = junit
            return .check(options)
        }
        #expect(try CommandLineParser.parse(["check", "--bless", "a.vmt", "b.vmt"]) == check(["a.vmt", "b.vmt"], bless: true))
        #expect(try CommandLineParser.parse(["check", "--color", "always", "a.vmt"]) == check(["a.vmt"], color: .always))
        #expect(try CommandLineParser.parse(["check", "a.vmt", "--color=never"]) == check(["a.vmt"], color: .never))
        #expect(try CommandLineParser.parse(["--color", "never", "check", "f.vmt"]) == check(["f.vmt"], color: .never))
        #expect(try CommandLineParser.parse(["--color=always", "check", "--junit=r.xml", "-"]) == check(["-"], color: .always, junit: "r.xml"))
        #expect(try CommandLineParser.parse(["check", "--", "-odd.vmt", "--bless"]) == check(["-odd.vmt", "--bless"]))
        #expect(try CommandLineParser.parse(["check", "--junit", "r.xml", "a.vmt"]) == check(["a.vmt"], junit: "r.xml"))
    }

    @Test func checkMistakesNameTheArgument() {
        let usage = Usage.line(for: .check, toolName: "vmrepl")
        #expect(throws: UsageError(description: "option '-e' does not apply to 'check'; \(usage)")) { try CommandLineParser.parse(["-e", "countup", "check", "a.vmt"]) }
        #expect(throws: UsageError(description: "unknown option '-odd.vmt' for 'check' (a file whose name starts with '-' goes after '--'); \(usage)")) { try CommandLineParser.parse(["check", "-odd.vmt"]) }
        #expect(throws: UsageError(description: "unknown option '--bles' for 'check'; did you mean '--bless'?")) { try CommandLineParser.parse(["check", "--bles", "a.vmt"]) }
        #expect(throws: UsageError(description: "option '--junit' needs a value; \(usage)")) { try CommandLineParser.parse(["check", "a.vmt", "--junit"]) }
        #expect(throws: UsageError(description: "'-' (standard input) can be checked only once; \(usage)")) { try CommandLineParser.parse(["check", "-", "-"]) }
        #expect(throws: UsageError(description: "option '--echo' takes no value; see 'vmrepl --help'")) { try CommandLineParser.parse(["--echo=yes"]) }
    }

    @Test func mistakesAreOneLineNamingTheArgument() {
        #expect(throws: UsageError(description: "unknown option '--ech'; did you mean '--echo'?")) { try CommandLineParser.parse(["--ech"]) }
        #expect(throws: UsageError(description: "option '-e' needs a value; see 'vmrepl --help'")) { try CommandLineParser.parse(["-e"]) }
        #expect(throws: UsageError(description: "unknown --format 'xml'; use text or json")) { try CommandLineParser.parse(["--format", "xml"]) }
        #expect(throws: UsageError(description: "'check' needs at least one transcript file, or '-' for standard input; \(Usage.line(for: .check, toolName: "vmrepl"))")) { try CommandLineParser.parse(["check"]) }
        #expect(throws: UsageError(description: "unknown --color 'blue'; use auto, always or never")) { try CommandLineParser.parse(["check", "--color", "blue", "a.vmt"]) }
        #expect(throws: UsageError(description: "option '--color' needs a value; \(Usage.line(for: .check, toolName: "vmrepl"))")) { try CommandLineParser.parse(["check", "a.vmt", "--color"]) }
        #expect(throws: UsageError(description: "unknown option '--frobnicate'; see 'vmrepl --help'")) { try CommandLineParser.parse(["--frobnicate"]) }
        #expect(throws: UsageError(description: "unknown command 'chek'; did you mean 'check'?")) { try CommandLineParser.parse(["chek", "a.vmt"]) }
    }

    /// A word given without an option is not an option: the message says how to run
    /// what it seems to be.
    @Test func aBareWordIsAnUnexpectedArgumentWithTheWayToRunIt() {
        #expect(throws: UsageError(description: "unexpected argument 'countup'; to run a command: vmrepl -e 'countup'")) {
            try CommandLineParser.parse(["countup"])
        }
        // Two edits from '-e', but a command, not a misspelt option.
        #expect(throws: UsageError(description: "unexpected argument 'use'; to run a command: vmrepl -e 'use relay'")) {
            try CommandLineParser.parse(["use", "relay", "--echo"])
        }
        #expect(throws: UsageError(description: "unexpected argument 'lesson.txt'; to run the commands in a file: vmrepl -f lesson.txt")) {
            try CommandLineParser.parse(["--echo", "lesson.txt"])
        }
        #expect(throws: UsageError(description: "unexpected argument 'scripts/01-counting.vmt'; to check a transcript: vmrepl check scripts/01-counting.vmt")) {
            try CommandLineParser.parse(["scripts/01-counting.vmt"])
        }
    }

    @Test func readsDemoOptionsAndOptionsBeforeTheMode() throws {
        var expected = DemoOptions(source: "3")
        expected.checkOnly = true
        expected.typingSpeed = 60
        expected.width = 100
        expected.recordPath = "talk.cast"
        expected.force = true
        expected.color = .never
        #expect(try CommandLineParser.parse(["--width", "100", "demo", "--check", "--typing-speed=60", "--record", "talk.cast", "--force", "--color", "never", "3"]) == .demo(expected))
        #expect(try CommandLineParser.parse(["demo", "--no-typing", "1"]) == .demo({ var options = DemoOptions(source: "1"); options.typingSpeed = 0; return options }()))
        #expect(try CommandLineParser.parse(["--generate-completion-script", "fish"]) == .completionScript(.fish))
        #expect(try CommandLineParser.parse(["check", "--help"]) == .help)
    }

    @Test func demoAndModeMistakesNameTheArgumentAndTheMode() {
        let demo = Usage.line(for: .demo, toolName: "vmrepl")
        #expect(throws: UsageError(description: "--typing-speed '0' is not a whole number of characters a second from 1 to 1000")) { try CommandLineParser.parse(["demo", "--typing-speed", "0", "1"]) }
        #expect(throws: UsageError(description: "'demo' takes one transcript or lesson; \(demo)")) { try CommandLineParser.parse(["demo", "1", "2"]) }
        #expect(throws: UsageError(description: "option '--echo' does not apply to 'demo'; \(demo)")) { try CommandLineParser.parse(["--echo", "demo", "1"]) }
        #expect(throws: UsageError(description: "option '--bless' goes after 'check': \(Usage.line(for: .check, toolName: "vmrepl"))")) { try CommandLineParser.parse(["--bless", "check", "a.vmt"]) }
        #expect(throws: UsageError(description: "option '--record' needs a file name, not the option '--force'; for a file whose name starts with '-', write './--force'")) { try CommandLineParser.parse(["demo", "--record", "--force", "1"]) }
        #expect(throws: UsageError(description: "unknown --generate-completion-script 'tcsh'; use bash, zsh or fish")) { try CommandLineParser.parse(["--generate-completion-script", "tcsh"]) }
    }
}
