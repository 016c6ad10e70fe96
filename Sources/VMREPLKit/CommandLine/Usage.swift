import REPLEngine
/// vmrepl's `--help` and each mode's usage line, made from the option table.
enum Usage {
    /// What each mode is for, and its operands.
    private static func operands(of mode: CommandLineOption.Mode) -> (operands: String, purpose: String) {
        switch mode {
        case .run: return ("", "interactive, or reads commands from stdin")
        case .check: return ("[--] FILE…|-", "check or bless transcripts")
        case .demo: return ("FILE|LESSON", "step through a talk on a terminal")
        case .handout: return ("FILE|LESSON [--html PAGE]", "a talk as a Markdown handout")
        case .explore: return ("A B|--all [...]", "find what tells styles apart")
        case .mutate: return ("FILE…", "which operator swaps transcripts notice")
        }
    }

    /// `usage: vmrepl check [--color WHEN] [--bless] [--junit FILE] [--] FILE…|-`.
    static func line(for mode: CommandLineOption.Mode, toolName: String) -> String {
        "usage: " + synopsis(of: mode, toolName: toolName)
    }

    /// The mode's name, options and operands.
    private static func synopsis(of mode: CommandLineOption.Mode, toolName: String) -> String {
        var options = CommandLineOption.all.filter { $0.applies(in: mode) && !$0.isImmediate }.map { "[\($0.synopsis)]" }
        // mutate's own options are the REPL command's.
        if mode == .mutate { options += mutateOptions.map { "[" + $0.name + ($0.value.map { " " + $0 } ?? "") + "]" } }
        let words = [toolName] + (mode == .run ? ["[options]"] : [mode.rawValue] + options) + [operands(of: mode).operands]
        return words.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The text of `vmrepl --help`, within 80 columns: each mode's usage, then the
    /// options by the first mode they apply to.
    static func help(toolName: String) -> String {
        let modes = CommandLineOption.Mode.allCases
        var lines: [String] = []
        for (index, mode) in modes.enumerated() {
            let takesOptions = CommandLineOption.all.contains { $0.applies(in: mode) && !$0.isImmediate }
            let words = [toolName] + (mode == .run ? [] : [mode.rawValue]) + (takesOptions ? ["[options]"] : []) + [operands(of: mode).operands]
            let usage = (index == 0 ? "usage: " : "       ") + words.filter { !$0.isEmpty }.joined(separator: " ")
            lines.append(usage.padding(toLength: max(usage.count + 2, 38), withPad: " ", startingAt: 0) + operands(of: mode).purpose)
        }
        var listed: Set<String> = []
        for mode in modes {
            let options = CommandLineOption.all.filter { $0.applies(in: mode) && !$0.isImmediate }
            let shared = options.filter { listed.contains($0.name) }.map(\.name)
            if options.isEmpty { continue }
            let heading = mode == .run ? "options:" : "\(mode.rawValue) options" + (shared.isEmpty ? ":" : " (and " + shared.joined(separator: ", ") + "):")
            lines.append(contentsOf: wrapped(heading, width: 80))
            for option in options where !listed.contains(option.name) {
                lines += describe(option)
                listed.insert(option.name)
            }
            // mutate's own options are the REPL command's.
            if mode == .mutate {
                let replOptions = mutateOptions.map { $0.name + ($0.value.map { " " + $0 } ?? "") }
                lines += indented(wrapped("and the REPL's 'mutate' options ('help mutate'): " + replOptions.joined(separator: ", "), width: 76),
                                  first: "  ", rest: "    ")
            }
            // explore's own options are the REPL command's.
            if mode == .explore {
                let replOptions = Engine.exploreOptions.filter { $0.name != "--all" }.map { $0.name + ($0.value.map { " " + $0 } ?? "") }
                lines += indented(wrapped("and the REPL's 'explore' options ('help explore'): " + replOptions.joined(separator: ", "), width: 76),
                                  first: "  ", rest: "    ")
            }
        }
        lines.append("and:")
        for option in CommandLineOption.all where option.isImmediate { lines += describe(option) }
        lines.append("exit status: 0 all commands succeeded, 1 a command failed, 2 usage or I/O error,")
        lines.append("  130 interrupted (143 terminated, 129 hung up); explore: 0 no difference")
        lines.append("  found, 1 a difference found")
        return lines.joined(separator: "\n")
    }

    /// An option's lines in `--help`: its spellings, then what it does from column 22.
    private static func describe(_ option: CommandLineOption) -> [String] {
        let names = "  " + ([option.synopsis] + option.names.dropFirst()).joined(separator: ", ")
        let column = String(repeating: " ", count: 22)
        let text = wrapped(option.summary, width: 80 - column.count)
        if names.count < column.count {
            return indented(text, first: names.padding(toLength: column.count, withPad: " ", startingAt: 0), rest: column)
        }
        return [names] + indented(text, first: column, rest: column)
    }

    /// `text` in lines of at most `width` columns, broken at spaces.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    /// `lines` with `first` before the first and `rest` before the others.
    private static func indented(_ lines: [String], first: String, rest: String) -> [String] {
        lines.enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }

    /// mutate's options that the REPL command declares and the option table does not.
    private static var mutateOptions: [(name: String, value: String?)] {
        Engine.mutateOptions.filter { option in !CommandLineOption.all.contains { $0.applies(in: .mutate) && $0.names.contains(option.name) } }
    }
}
