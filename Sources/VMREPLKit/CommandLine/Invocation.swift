import REPLEngine

/// What the command line asks vmrepl to do.
enum Invocation: Equatable, Sendable {
    /// Run commands: interactively, from `-e`/`-f`, or from standard input.
    case run(RunOptions)
    /// Check (or bless) transcript files.
    case check(CheckOptions)
    /// Step through a transcript or a lesson on a terminal.
    case demo(DemoOptions)
    /// Print a talk as a Markdown handout (or write it as a page, `--html FILE`): the words
    /// after `handout`, as the REPL's `handout` reads them.
    case handout([String])
    /// Find the shortest commands that tell styles apart.
    case explore(ExploreOptions)
    /// Run transcripts against operator mutants of the styles' view models.
    case mutate(MutateOptions)
    /// Print the usage text.
    case help
    /// Print the version.
    case version
    /// Print a shell completion script.
    case completionScript(CompletionScript.Shell)
}

/// Where commands come from: each `-e` command and `-f` file, in order.
enum CommandSource: Equatable, Sendable {
    /// One command line.
    case command(String)
    /// A file of command lines; `-` is standard input.
    case file(String)
}

/// When to colour output.
enum ColorChoice: String, CaseIterable, Sendable {
    /// Only on a terminal, and never when `NO_COLOR` is set.
    case auto
    /// Always.
    case always
    /// Never.
    case never
}

/// The options of a run.
struct RunOptions: Equatable, Sendable {
    /// The `-e` and `-f` sources, in order; empty means standard input.
    var sources: [CommandSource] = []
    /// Print each input line after the prompt (the transcript format).
    var echo = false
    /// Stop at the first failing command.
    var bail = false
    /// When to colour.
    var color = ColorChoice.auto
    /// The output format.
    var format = OutputFormat.text
    /// Show every event of a long run, not the first and last few.
    var allEvents = false
    /// The columns to wrap at (`--width N`); `nil`: 80 in batch mode, the terminal's
    /// width on a terminal.
    var width: Int?
    /// Stay interactive after the `-e` and `-f` sources have run (`-i`).
    var interactiveAfter = false
    /// Where to record an interactive session as an asciicast v2 file (`--record`).
    var recordPath: String?
    /// Replace an existing recording (`--force`).
    var force = false

    /// Default options.
    init() {}
}

/// The options of `vmrepl demo`.
struct DemoOptions: Equatable, Sendable {
    /// The transcript or command file, or a lesson's number or name.
    var source: String
    /// Only check the transcript's expected output, and exit.
    var checkOnly = false
    /// Type commands out at this many characters a second; 0 shows them at once.
    var typingSpeed = 30
    /// Where to record the talk as an asciicast v2 file.
    var recordPath: String?
    /// Overwrite an existing recording.
    var force = false
    /// When to colour.
    var color = ColorChoice.auto
    /// The columns to wrap at (`--width N`); `nil` follows the terminal's width.
    var width: Int?
    /// The longest pause a recording keeps, in seconds (`--idle-limit`), as asciinema's
    /// `--idle-time-limit`: a speaker's longer pause is cut to it.
    var idleLimit = 2

    /// A demo of `source` with the default pace.
    init(source: String) {
        self.source = source
    }
}

/// The options of `vmrepl explore`: the REPL command's words, and how to print.
struct ExploreOptions: Equatable, Sendable {
    /// The words after `explore`, as the REPL's `explore` takes them.
    var arguments: [String] = []
    /// Text, or JSON Lines (`--format json`).
    var format = OutputFormat.text
}

/// The options of `vmrepl mutate`: the REPL command's words (its one grammar), and how
/// to print.
struct MutateOptions: Equatable, Sendable {
    /// The words after `mutate`, as the REPL's `mutate` takes them.
    var arguments: [String] = []
    /// Text, or JSON as Stryker's mutation-testing report schema lays it out.
    var format = OutputFormat.text
}

/// The options of `vmrepl check`.
struct CheckOptions: Equatable, Sendable {
    /// The transcripts, in order; `-` is standard input.
    var files: [String]
    /// Rewrite the expected output of the transcripts that fail.
    var bless = false
    /// When to colour the report.
    var color = ColorChoice.auto
    /// Where to write a JUnit XML report, if anywhere.
    var junitPath: String?
    /// How many files are checked at once, each in a process of its own; `nil`: one per
    /// processor.
    var jobs: Int?

    /// Checks `files`, without blessing, colour on a terminal, no JUnit report.
    init(files: [String]) {
        self.files = files
    }
}

/// A command-line mistake: one line naming the bad argument.
struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message.
    let description: String
}
