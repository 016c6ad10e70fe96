/// Parses vmrepl's command line.
public enum ArgumentParser {
    /// The usage text of `vmrepl --help`, for the tool run as `toolName`.
    public static func usage(toolName: String = "vmrepl") -> String {
        """
        usage: \(toolName) [options]                 interactive on a terminal, else reads commands from stdin
               \(toolName) demo [--check] [--no-typing] [--record FILE.cast] FILE|LESSON
                                                step through a transcript or a lesson on a terminal
               \(toolName) [--color WHEN] check [--bless] [--junit FILE] [--] FILE…|-
                                                check transcripts ('-': standard input), or rewrite
                                                their expected output; VMREPL_BLESS=1 blesses too
        options:
          -e CMD                 run CMD (repeatable; runs instead of reading stdin)
          -f FILE                run the commands in FILE; '-' reads standard input (repeatable)
          --echo                 print each command after the prompt (the transcript format)
          --bail                 stop at the first failing command
          --color auto|always|never
                                 colour output (auto: only on a terminal and never with NO_COLOR)
          --format text|json     output format (json: JSON Lines, one record per line; docs/JSON.md)
          --all-events           show every event, not the first and last few of a long run
          --width N              wrap text at N columns (default: 80, or the terminal's width)
          -i                     stay interactive after the -e and -f commands have run
          --record FILE.cast     record an interactive session as asciicast v2 (--force replaces)
          --help                 show this help
          --version              show the version
        exit status: 0 all commands succeeded, 1 a command failed, 2 usage or I/O error, 130 interrupted
        """
    }

    static func demoUsage(_ toolName: String) -> String {
        "usage: \(toolName) demo [--check] [--no-typing] [--typing-speed N] [--width N] [--record FILE.cast [--force]] FILE|LESSON"
    }

    /// Reads the arguments after `demo`.
    private static func parseDemo(_ arguments: [String], color: ColorChoice, toolName: String) throws(UsageError) -> Invocation {
        var source: String?
        var options = DemoOptions(source: "")
        options.color = color
        var reader = Arguments(arguments, usage: demoUsage(toolName), valued: ["--typing-speed", "--record", "--color", "--width"])
        while let argument = reader.next() {
            if reader.afterDoubleDash || !argument.hasPrefix("-") || argument == "-" {
                guard source == nil else { throw UsageError(description: "'demo' takes one transcript or lesson; \(demoUsage(toolName))") }
                source = argument
                continue
            }
            switch argument {
            case "--check": options.checkOnly = true
            case "--no-typing": options.typingSpeed = 0
            case "--force": options.force = true
            case "--color": options.color = try colorChoice(try reader.value(for: argument))
            case "--record": options.recordPath = try reader.fileValue(for: argument)
            case "--width":
                let word = try reader.value(for: argument)
                guard let width = Int(word), Engine.widths.contains(width) else {
                    throw UsageError(description: "--width '\(word)' is not a whole number from \(Engine.widths.lowerBound) to \(Engine.widths.upperBound)")
                }
                options.width = width
            case "--typing-speed":
                let word = try reader.value(for: argument)
                guard let speed = Int(word), (1...1_000).contains(speed) else {
                    throw UsageError(description: "--typing-speed '\(word)' is not a whole number of characters a second from 1 to 1000")
                }
                options.typingSpeed = speed
            default:
                throw UsageError(description: "unknown option '\(argument)' for 'demo'; \(demoUsage(toolName))")
            }
        }
        guard let source else { throw UsageError(description: "'demo' needs a transcript or a lesson (see 'lessons'); \(demoUsage(toolName))") }
        options.source = source
        return .demo(options)
    }

    static func checkUsage(_ toolName: String) -> String {
        "usage: \(toolName) check [--bless] [--junit FILE] [--color auto|always|never] [--] FILE…|-"
    }

    /// Reads the arguments after `check`; `color` is what options before it chose.
    private static func parseCheck(_ arguments: [String], color: ColorChoice, toolName: String) throws(UsageError) -> Invocation {
        var options = CheckOptions(files: [])
        options.color = color
        var reader = Arguments(arguments, usage: checkUsage(toolName), valued: ["--color", "--junit"])
        while let argument = reader.next() {
            if reader.afterDoubleDash || argument == "-" || !argument.hasPrefix("-") {
                options.files.append(argument)
                continue
            }
            switch argument {
            case "--bless": options.bless = true
            case "--color": options.color = try colorChoice(try reader.value(for: argument))
            case "--junit": options.junitPath = try reader.fileValue(for: argument)
            default:
                let known = ["--bless", "--color", "--junit"]
                if let suggestion = NameMatcher(names: known).nearest(to: argument) {
                    throw UsageError(description: "unknown option '\(argument)' for 'check'; did you mean '\(suggestion)'?")
                }
                throw UsageError(description: "unknown option '\(argument)' for 'check' (a file whose name starts with '-' goes after '--'); \(checkUsage(toolName))")
            }
        }
        guard !options.files.isEmpty else {
            throw UsageError(description: "'check' needs at least one transcript file, or '-' for standard input; \(checkUsage(toolName))")
        }
        if options.files.filter({ $0 == "-" }).count > 1 {
            throw UsageError(description: "'-' (standard input) can be checked only once; \(checkUsage(toolName))")
        }
        return .check(options)
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
    private static func howToRun(_ word: String, _ words: String, toolName: String) -> String {
        if word.hasSuffix(".vmt") { return "to check a transcript: \(toolName) check \(word)" }
        if word.contains("/") || word.contains(".") { return "to run the commands in a file: \(toolName) -f \(word)" }
        return "to run a command: \(toolName) -e '\(words)'"
    }

    /// Reads the arguments after the program name. Options may come before `check`
    /// (`vmrepl --color never check f.vmt`) where they apply to it.
    /// Messages name the tool as `toolName`: a team's package runs as its own command.
    public static func parse(_ arguments: [String], toolName: String = "vmrepl") throws(UsageError) -> Invocation {
        var options = RunOptions()
        // The first option given that only a run takes, to refuse it before `check`.
        var runOnlyOption: String?
        var reader = Arguments(arguments, usage: "see '\(toolName) --help'", valued: ["--color", "--format", "--width", "--record"])
        while let argument = reader.next() {
            if !reader.afterDoubleDash {
                switch argument {
                case "-h", "--help":
                    return .help
                case "--version":
                    return .version
                case "--color":
                    options.color = try colorChoice(try reader.value(for: argument))
                    continue
                case "-e", "-f", "--echo", "--bail", "--format", "--all-events", "--width", "-i", "--record", "--force":
                    runOnlyOption = runOnlyOption ?? argument
                default:
                    break
                }
                switch argument {
                case "-e":
                    options.sources.append(.command(try reader.value(for: argument)))
                    continue
                case "-f":
                    options.sources.append(.file(try reader.value(for: argument)))
                    continue
                case "--echo":
                    options.echo = true
                    continue
                case "--bail":
                    options.bail = true
                    continue
                case "--all-events":
                    options.allEvents = true
                    continue
                case "-i":
                    options.interactiveAfter = true
                    continue
                case "--record":
                    options.recordPath = try reader.fileValue(for: argument)
                    continue
                case "--force":
                    options.force = true
                    continue
                case "--width":
                    let word = try reader.value(for: argument)
                    guard let width = Int(word), Engine.widths.contains(width) else {
                        throw UsageError(description: "--width '\(word)' is not a whole number from \(Engine.widths.lowerBound) to \(Engine.widths.upperBound)")
                    }
                    options.width = width
                    continue
                case "--format":
                    let word = try reader.value(for: argument)
                    guard let format = OutputFormat(rawValue: word) else {
                        throw UsageError(description: "unknown --format '\(word)'; use text or json")
                    }
                    options.format = format
                    continue
                default:
                    break
                }
            }
            if argument == "demo" {
                if let runOnlyOption {
                    throw UsageError(description: "option '\(runOnlyOption)' does not apply to 'demo'; \(demoUsage(toolName))")
                }
                return try parseDemo(reader.rest, color: options.color, toolName: toolName)
            }
            if argument == "check" {
                if let runOnlyOption {
                    throw UsageError(description: "option '\(runOnlyOption)' does not apply to 'check'; \(checkUsage(toolName))")
                }
                return try parseCheck(reader.rest, color: options.color, toolName: toolName)
            }
            // A bare word may be a misspelt `check`, never a misspelt option.
            let isOption = argument.hasPrefix("-") && !reader.afterDoubleDash
            let known = isOption ? ["-e", "-f", "-i", "--echo", "--bail", "--all-events", "--width", "--record", "--force", "--color", "--format", "--help", "--version"] : ["check", "demo"]
            if isOption, let equals = argument.firstIndex(of: "="), known.contains(String(argument[..<equals])) {
                throw UsageError(description: "option '\(argument[..<equals])' takes no value; see '\(toolName) --help'")
            }
            if let suggestion = NameMatcher(names: known).nearest(to: argument) {
                throw UsageError(description: "unknown \(isOption ? "option" : "command") '\(argument)'; did you mean '\(suggestion)'?")
            }
            if isOption {
                throw UsageError(description: "unknown option '\(argument)'; see '\(toolName) --help'")
            }
            // The bare words from here on, which may make up one command.
            let words = [argument] + reader.rest.prefix { !$0.hasPrefix("-") }
            throw UsageError(description: "unexpected argument '\(argument)'; \(Self.howToRun(argument, words.joined(separator: " "), toolName: toolName))")
        }
        return .run(options)
    }
}

/// The command line, read one argument at a time: `--name=value` is read as `--name` and
/// its value (for the options that take one), and `--` ends the options.
private struct Arguments {
    private var remaining: ArraySlice<String>
    private var inlineValue: String?
    private let usage: String
    private let valued: Set<String>
    /// Whether `--` has been read: every later argument is a name, not an option.
    private(set) var afterDoubleDash = false

    init(_ arguments: [String], usage: String, valued: Set<String>) {
        remaining = arguments[...]
        self.usage = usage
        self.valued = valued
    }

    /// The next argument, or `nil` at the end.
    mutating func next() -> String? {
        guard let argument = remaining.popFirst() else { return nil }
        if !afterDoubleDash && argument == "--" {
            afterDoubleDash = true
            return next()
        }
        if !afterDoubleDash, let equals = argument.firstIndex(of: "="), valued.contains(String(argument[..<equals])) {
            inlineValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        return argument
    }

    /// The value of `option`: given after `=`, or the next argument.
    mutating func value(for option: String) throws(UsageError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard let value = remaining.popFirst() else {
            throw UsageError(description: "option '\(option)' needs a value; \(usage)")
        }
        return value
    }

    /// The value of `option` that names a file to write: as ``value(for:)``, but never an
    /// option (`--record --force` names no file called `--force`). A name that starts
    /// with `-` can be given after `=` or as `./-name`.
    mutating func fileValue(for option: String) throws(UsageError) -> String {
        let fromNext = inlineValue == nil
        let value = try value(for: option)
        if fromNext, value.hasPrefix("-"), value != "-" {
            throw UsageError(description: "option '\(option)' needs a file name, not the option '\(value)'; for a file whose name starts with '-', write './\(value)'")
        }
        return value
    }

    /// The arguments not read yet (after `--` too, if it was read).
    var rest: [String] {
        (afterDoubleDash ? ["--"] : []) + remaining
    }
}
