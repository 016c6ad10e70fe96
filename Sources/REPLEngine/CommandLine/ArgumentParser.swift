/// Parses vmrepl's command line.
public enum ArgumentParser {
    /// The usage text of `vmrepl --help`.
    public static let usage = """
    usage: vmrepl [options]                 interactive on a terminal, else reads commands from stdin
           vmrepl check [--bless] [--color WHEN] FILE…
                                            check transcripts (or rewrite their expected output)
    options:
      -e CMD                 run CMD (repeatable; runs instead of reading stdin)
      -f FILE                run the commands in FILE; '-' reads standard input (repeatable)
      --echo                 print each command after the prompt (the transcript format)
      --bail                 stop at the first failing command
      --color auto|always|never
                             colour output (auto: only on a terminal and never with NO_COLOR)
      --format text|json     output format (json: one object per event)
      --help                 show this help
      --version              show the version
    exit status: 0 all commands succeeded, 1 a command failed, 2 usage or I/O error, 130 interrupted
    """

    private static let checkUsage = "usage: vmrepl check [--bless] [--color auto|always|never] FILE…"

    /// Reads the arguments after `check`.
    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> Invocation {
        var files: [String] = []
        var bless = false
        var color = ColorChoice.auto
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--bless" {
                bless = true
            } else if argument == "--color" || argument.hasPrefix("--color=") {
                let word: String
                if argument == "--color" {
                    index += 1
                    guard index < arguments.count else {
                        throw UsageError(description: "option '--color' needs a value; \(checkUsage)")
                    }
                    word = arguments[index]
                } else {
                    word = String(argument.dropFirst("--color=".count))
                }
                color = try colorChoice(word)
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(description: "unknown option '\(argument)' for 'check'; \(checkUsage)")
            } else {
                files.append(argument)
            }
            index += 1
        }
        guard !files.isEmpty else {
            throw UsageError(description: "'check' needs at least one transcript file; \(checkUsage)")
        }
        return .check(files: files, bless: bless, color: color)
    }

    /// The colour choice `word` names, for `--color` in a run or a check.
    private static func colorChoice(_ word: String) throws(UsageError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: word) else {
            throw UsageError(description: "unknown --color '\(word)'; use auto, always or never")
        }
        return choice
    }

        /// How to run what a word given without an option seems to be: a transcript to
    /// check, a file of commands, or a command (with the bare `words` that follow it).
    private static func howToRun(_ word: String, _ words: String) -> String {
        if word.hasSuffix(".vmt") { return "to check a transcript: vmrepl check \(word)" }
        if word.contains("/") || word.contains(".") { return "to run the commands in a file: vmrepl -f \(word)" }
        return "to run a command: vmrepl -e '\(words)'"
    }

    /// Reads the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.first == "check" {
            return try parseCheck(Array(arguments.dropFirst()))
        }
        var options = RunOptions()
        var index = 0
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else {
                throw UsageError(description: "option '\(option)' needs a value; see 'vmrepl --help'")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "-e":
                options.sources.append(.command(try value(for: argument)))
            case "-f":
                options.sources.append(.file(try value(for: argument)))
            case "--echo":
                options.echo = true
            case "--bail":
                options.bail = true
            case "--color":
                options.color = try colorChoice(try value(for: argument))
            case "--format":
                let word = try value(for: argument)
                guard let format = OutputFormat(rawValue: word) else {
                    throw UsageError(description: "unknown --format '\(word)'; use text or json")
                }
                options.format = format
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    let name = String(argument[..<equals])
                    if ["--color", "--format"].contains(name) {
                        var rewritten = arguments
                        rewritten.replaceSubrange(index...index, with: [name, String(argument[argument.index(after: equals)...])])
                        return try parse(rewritten)
                    }
                }
                // A bare word may be a misspelt `check`, never a misspelt option.
                let isOption = argument.hasPrefix("-")
                let known = isOption ? ["-e", "-f", "--echo", "--bail", "--color", "--format", "--help", "--version"] : ["check"]
                if let suggestion = NameMatcher(names: known).nearest(to: argument) {
                    throw UsageError(description: "unknown \(isOption ? "option" : "command") '\(argument)'; did you mean '\(suggestion)'?")
                }
                if isOption {
                    throw UsageError(description: "unknown option '\(argument)'; see 'vmrepl --help'")
                }
                // The bare words from here on, which may make up one command.
                let words = arguments[index...].prefix { !$0.hasPrefix("-") }
                throw UsageError(description: "unexpected argument '\(argument)'; \(Self.howToRun(argument, words.joined(separator: " ")))")
            }
            index += 1
        }
        return .run(options)
    }
}
