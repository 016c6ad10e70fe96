import REPLEngine

/// Reads vmrepl's command line through the option table (``CommandLineOption/all``).
///
/// Options given before `check` or `demo` apply to it when they can
/// (`vmrepl --color never check f.vmt`); the others are refused, naming the mode.
/// Messages name the tool as `toolName`: a team's package runs as its own command.
enum CommandLineParser {
    /// The invocation `arguments` (after the program's name) ask for.
    static func parse(_ arguments: [String], toolName: String = "vmrepl") throws(UsageError) -> Invocation {
        var options = RunOptions()
        var given: [(option: CommandLineOption, value: String)] = []
        var reader = Arguments(arguments, usage: "see '\(toolName) --help'")
        while let argument = reader.next() {
            if !reader.afterDoubleDash, let option = CommandLineOption.named(argument) {
                let value = try reader.value(of: option)
                switch option.action(in: .run) {
                case .immediate(let invocation):
                    return try invocation(value)
                case .run(let apply):
                    apply(&options, value)
                default:
                    let modes = CommandLineOption.Mode.allCases.filter { option.applies(in: $0) }.map(\.rawValue)
                    throw UsageError(description: "option '\(argument)' goes after '\(modes.joined(separator: "' or '"))': \(Usage.line(for: modes.first.flatMap(CommandLineOption.Mode.init) ?? .check, toolName: toolName))")
                }
                given.append((option, value))
                continue
            }
            if !reader.afterDoubleDash, let mode = CommandLineOption.Mode(rawValue: argument), mode != .run {
                if let stray = given.first(where: { !$0.option.applies(in: mode) }) {
                    throw UsageError(description: "option '\(stray.option.name)' does not apply to '\(mode.rawValue)'; \(Usage.line(for: mode, toolName: toolName))")
                }
                switch mode {
                case .check: return try parseCheck(reader.rest, given: given, toolName: toolName)
                case .handout: return try parseHandout(reader.rest, given: given, toolName: toolName)
                case .explore: return try parseExplore(reader.rest, given: given, toolName: toolName)
                case .mutate: return try parseMutate(reader.rest, given: given, toolName: toolName)
                default: return try parseDemo(reader.rest, given: given, toolName: toolName)
                }
            }
            throw unexpected(argument, afterDoubleDash: reader.afterDoubleDash, rest: reader.rest, toolName: toolName)
        }
        return .run(options)
    }

    /// Reads the arguments after `check`; `given` are the options before it.
    private static func parseCheck(_ arguments: [String], given: [(option: CommandLineOption, value: String)], toolName: String) throws(UsageError) -> Invocation {
        var options = CheckOptions(files: [])
        let immediate = try parse(.check, arguments, given: given, toolName: toolName, apply: { action, value in
            if case .check(let apply) = action { apply(&options, value) }
        }, operand: { file in options.files.append(file) })
        if let immediate { return immediate }
        let usage = Usage.line(for: .check, toolName: toolName)
        guard !options.files.isEmpty else {
            throw UsageError(description: "'check' needs at least one transcript file, or '-' for standard input; \(usage)")
        }
        if options.files.filter({ $0 == "-" }).count > 1 {
            throw UsageError(description: "'-' (standard input) can be checked only once; \(usage)")
        }
        return .check(options)
    }

    /// Reads the arguments after `mutate`: the REPL command's words, which it reads
    /// itself (one grammar at the prompt and from the shell), less `--format FORMAT`, which
    /// is the command line's; `given` are the options before it.
    private static func parseMutate(_ arguments: [String], given: [(option: CommandLineOption, value: String)], toolName: String) throws(UsageError) -> Invocation {
        var options = MutateOptions()
        for (option, value) in given {
            if case .mutate(let apply)? = option.action(in: .mutate) { apply(&options, value) }
        }
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        let (words, format) = try commandWords(arguments, mode: .mutate, toolName: toolName)
        options.arguments += words
        if let format { options.format = OutputFormat(rawValue: format) ?? .text }
        return .mutate(options)
    }

    /// Reads the arguments after `demo`; `given` are the options before it.
    private static func parseDemo(_ arguments: [String], given: [(option: CommandLineOption, value: String)], toolName: String) throws(UsageError) -> Invocation {
        var options = DemoOptions(source: "")
        var sources: [String] = []
        let immediate = try parse(.demo, arguments, given: given, toolName: toolName, apply: { action, value in
            if case .demo(let apply) = action { apply(&options, value) }
        }, operand: { source in sources.append(source) })
        if let immediate { return immediate }
        let usage = Usage.line(for: .demo, toolName: toolName)
        guard let source = sources.first else {
            throw UsageError(description: "'demo' needs a transcript or a lesson (see 'lessons'); \(usage)")
        }
        guard sources.count == 1 else { throw UsageError(description: "'demo' takes one transcript or lesson; \(usage)") }
        options.source = source
        return .demo(options)
    }

    /// Reads the arguments after `explore`: the REPL command's words, which it reads
    /// itself, less `--format FORMAT`, which is the command line's.
    private static func parseExplore(_ arguments: [String], given: [(option: CommandLineOption, value: String)], toolName: String) throws(UsageError) -> Invocation {
        var options = ExploreOptions()
        for (option, value) in given {
            if case .explore(let apply)? = option.action(in: .explore) { apply(&options, value) }
        }
        let (words, format) = try commandWords(arguments, mode: .explore, toolName: toolName)
        options.arguments = words
        if let format { options.format = OutputFormat(rawValue: format) ?? .text }
        return .explore(options)
    }

    /// The words of a mode whose REPL command reads them itself (`explore`, `mutate`),
    /// with `--format FORMAT` (the command line's, checked) taken out.
    private static func commandWords(_ arguments: [String], mode: CommandLineOption.Mode, toolName: String) throws(UsageError) -> (words: [String], format: String?) {
        var words: [String] = []
        var format: String?
        var rest = arguments[...]
        while let word = rest.popFirst() {
            guard word == "--format" || word.hasPrefix("--format="), let option = CommandLineOption.named("--format") else {
                words.append(word)
                continue
            }
            guard let value = word.hasPrefix("--format=") ? String(word.dropFirst("--format=".count)) : rest.popFirst() else {
                throw UsageError(description: "option '--format' needs a value; \(Usage.line(for: mode, toolName: toolName))")
            }
            format = try option.validated(value)
        }
        return (words, format)
    }

    /// Reads the arguments after `handout`: the REPL command's words (one talk, and
    /// `--html FILE [--force]`), which it reads itself.
    private static func parseHandout(_ arguments: [String], given: [(option: CommandLineOption, value: String)], toolName: String) throws(UsageError) -> Invocation {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        guard !arguments.isEmpty else {
            throw UsageError(description: "'handout' takes one transcript, command file or lesson (see 'lessons'); \(Usage.line(for: .handout, toolName: toolName))")
        }
        return .handout(arguments)
    }

    /// Reads the options and operands of `mode`, after applying the options `given`
    /// before it; an immediate option's invocation, if one was given.
    private static func parse(_ mode: CommandLineOption.Mode, _ arguments: [String],
                              given: [(option: CommandLineOption, value: String)], toolName: String,
                              apply: (CommandLineOption.Action, String) -> Void,
                              operand: (String) -> Void) throws(UsageError) -> Invocation? {
        for (option, value) in given {
            if let action = option.action(in: mode) { apply(action, value) }
        }
        let usage = Usage.line(for: mode, toolName: toolName)
        var reader = Arguments(arguments, usage: usage)
        while let argument = reader.next() {
            if reader.afterDoubleDash || argument == "-" || !argument.hasPrefix("-") {
                operand(argument)
                continue
            }
            guard let option = CommandLineOption.named(argument), let action = option.action(in: mode) else {
                let known = CommandLineOption.all.filter { $0.applies(in: mode) }.flatMap(\.names)
                if let suggestion = NameMatcher(names: known).nearest(to: argument) {
                    throw UsageError(description: "unknown option '\(argument)' for '\(mode.rawValue)'; did you mean '\(suggestion)'?")
                }
                throw UsageError(description: "unknown option '\(argument)' for '\(mode.rawValue)' (a file whose name starts with '-' goes after '--'); \(usage)")
            }
            let value = try reader.value(of: option)
            if case .immediate(let invocation) = action { return try invocation(value) }
            apply(action, value)
        }
        return nil
    }

    /// The message for an argument that is neither an option of a run nor a mode: the
    /// nearest valid name, or how to run what it seems to be.
    private static func unexpected(_ argument: String, afterDoubleDash: Bool, rest: [String], toolName: String) -> UsageError {
        let isOption = argument.hasPrefix("-") && !afterDoubleDash
        let known = isOption
            ? CommandLineOption.all.filter { $0.applies(in: .run) }.flatMap(\.names)
            : CommandLineOption.Mode.allCases.filter { $0 != .run }.map(\.rawValue)
        if isOption, let equals = argument.firstIndex(of: "="), known.contains(String(argument[..<equals])) {
            return UsageError(description: "option '\(argument[..<equals])' takes no value; see '\(toolName) --help'")
        }
        if let suggestion = NameMatcher(names: known).nearest(to: argument) {
            return UsageError(description: "unknown \(isOption ? "option" : "command") '\(argument)'; did you mean '\(suggestion)'?")
        }
        if isOption {
            return UsageError(description: "unknown option '\(argument)'; see '\(toolName) --help'")
        }
        // The bare words from here on, which may make up one command.
        let words = ([argument] + rest.prefix { !$0.hasPrefix("-") }).joined(separator: " ")
        let how: String
        if argument.hasSuffix(".vmt") {
            how = "to check a transcript: \(toolName) check \(argument)"
        } else if argument.contains("/") || argument.contains(".") {
            how = "to run the commands in a file: \(toolName) -f \(argument)"
        } else {
            how = "to run a command: \(toolName) -e '\(words)'"
        }
        return UsageError(description: "unexpected argument '\(argument)'; \(how)")
    }
}

/// The command line, read one argument at a time: `--name=value` is read as `--name` and
/// its value (for the options that take one), and `--` ends the options.
private struct Arguments {
    private var remaining: ArraySlice<String>
    private var inlineValue: String?
    private let usage: String
    /// Whether `--` has been read: every later argument is a name, not an option.
    private(set) var afterDoubleDash = false

    init(_ arguments: [String], usage: String) {
        remaining = arguments[...]
        self.usage = usage
    }

    /// The next argument, or `nil` at the end.
    mutating func next() -> String? {
        guard let argument = remaining.popFirst() else { return nil }
        if !afterDoubleDash && argument == "--" {
            afterDoubleDash = true
            return next()
        }
        if !afterDoubleDash, let equals = argument.firstIndex(of: "="),
           let option = CommandLineOption.named(String(argument[..<equals])), option.value != .none {
            inlineValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        return argument
    }

    /// The value of `option`, checked: given after `=`, or the next argument; empty for
    /// a switch. A file to write is never an option (`--record --force` names no file
    /// called `--force`); a name that starts with `-` can be given after `=` or as
    /// `./-name`.
    mutating func value(of option: CommandLineOption) throws(UsageError) -> String {
        guard option.value != .none else { return "" }
        let fromNext = inlineValue == nil
        let value: String
        if let inlineValue {
            self.inlineValue = nil
            value = inlineValue
        } else if let next = remaining.popFirst() {
            value = next
        } else {
            throw UsageError(description: "option '\(option.name)' needs a value; \(usage)")
        }
        if case .outputFile = option.value, fromNext, value.hasPrefix("-"), value != "-" {
            throw UsageError(description: "option '\(option.name)' needs a file name, not the option '\(value)'; for a file whose name starts with '-', write './\(value)'")
        }
        return try option.validated(value)
    }

    /// The arguments not read yet (after `--` too, if it was read).
    var rest: [String] {
        (afterDoubleDash ? ["--"] : []) + remaining
    }
}
