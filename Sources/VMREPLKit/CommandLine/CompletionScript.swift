import REPLEngine

/// Shell completion scripts for vmrepl, made from the option table, as
/// `vmrepl --generate-completion-script bash|zsh|fish` prints them.
///
/// Each completes the modes (`check`, `demo`), the options of the mode being typed, the
/// choices of an option (`--color auto|always|never`), files where a file goes
/// (transcripts for `check` and `demo`, `.cast` for `--record`), and the lessons' numbers
/// and names for `demo`.
enum CompletionScript {
    /// A shell vmrepl writes a completion script for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script for `shell`, completing the command `toolName`, whose `explore` takes
    /// the styles named `styles`.
    static func script(for shell: Shell, toolName: String, styles: [String] = []) -> String {
        let exploreWords = styles + exploreOptions
        switch shell {
        case .bash: return bash(toolName, exploreWords: exploreWords)
        case .zsh: return zsh(toolName, exploreWords: exploreWords)
        case .fish: return fish(toolName, exploreWords: exploreWords)
        }
    }

    private static var modes: [CommandLineOption.Mode] { CommandLineOption.Mode.allCases }

    /// The options of `explore`, which the REPL command reads, not the option table.
    static let exploreOptions = Engine.exploreOptions.map(\.name)

    /// The options of `mutate`, which the REPL command reads.
    static let mutateOptions = Engine.mutateOptions.map(\.name)

    private static var valuedNames: [String] {
        CommandLineOption.all.filter { $0.value != .none }.flatMap(\.names)
    }

    private static var lessonWords: [String] {
        EmbeddedLessons.all.flatMap { [String($0.number), $0.name] }
    }

    /// A shell function name made from the tool's name: `_team_vmrepl`.
    private static func functionName(_ toolName: String) -> String {
        "_" + String(toolName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    // MARK: bash

    private static func bash(_ toolName: String, exploreWords: [String]) -> String {
        let function = functionName(toolName)
        var valueCases: [String] = []
        for option in CommandLineOption.all where option.value != .none {
            let pattern = option.names.joined(separator: "|")
            switch option.value {
            case .choice(let words):
                valueCases.append("        \(pattern)) COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")); return ;;")
            case .inputFile, .outputFile:
                // A file to write with an extension offers only files with it.
                var filter = ""
                if case .outputFile(let ext?) = option.value { filter = " -X '!*.\(ext)'" }
                valueCases.append("        \(pattern)) COMPREPLY=($(compgen -f\(filter) -- \"$cur\") $(compgen -d -- \"$cur\")); return ;;")
            default:
                valueCases.append("        \(pattern)) COMPREPLY=(); return ;;")
            }
        }
        let modeCases = modes.map { mode -> String in
            let table = CommandLineOption.all.filter { $0.applies(in: mode) }.flatMap(\.names)
            let declared = mode == .explore ? exploreOptions : mode == .mutate ? mutateOptions : []
            let options = (table + declared.filter { !table.contains($0) }).joined(separator: " ")
            let operands: String
            switch mode {
            case .run: operands = "COMPREPLY=($(compgen -W '\(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: " "))' -- \"$cur\"))"
            case .check, .mutate: operands = "COMPREPLY=($(compgen -f -X '!*.vmt' -- \"$cur\") $(compgen -d -- \"$cur\"))"
            case .demo, .handout: operands = "COMPREPLY=($(compgen -W '\(lessonWords.joined(separator: " "))' -- \"$cur\") $(compgen -f -X '!*.vmt' -- \"$cur\") $(compgen -d -- \"$cur\"))"
            case .explore: operands = "COMPREPLY=($(compgen -W '\(exploreWords.joined(separator: " "))' -- \"$cur\"))"
            }
            return """
                    \(mode.rawValue))
                        if [[ "$cur" == -* ]]; then
                            COMPREPLY=($(compgen -W '\(options)' -- "$cur"))
                        else
                            \(operands)
                        fi ;;
            """
        }
        return """
        # bash completion for \(toolName), made by '\(toolName) --generate-completion-script bash'.
        # Load it with: source <(\(toolName) --generate-completion-script bash)
        \(function)() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local mode=run i
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    \(valuedNames.joined(separator: "|"))) ((i++)) ;;
                    \(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: "|"))) mode="${COMP_WORDS[i]}"; break ;;
                esac
            done
            case "$prev" in
        \(valueCases.joined(separator: "\n"))
            esac
            case "$mode" in
        \(modeCases.joined(separator: "\n"))
            esac
        }
        complete -o filenames -F \(function) \(toolName)

        """
    }

    // MARK: zsh

    private static func zshSpec(_ option: CommandLineOption) -> [String] {
        let summary = option.summary.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
        let repeatable = option.names.contains("-e") || option.names.contains("-f") ? "*" : ""
        let action: String
        switch option.value {
        case .none: action = ""
        case .choice(let words): action = ":\(option.placeholder.lowercased()):(\(words.joined(separator: " ")))"
        case .inputFile: action = ":file:_files"
        case .outputFile(let ext): action = ":file:_files" + (ext.map { " -g \"*.\($0)\"" } ?? "")
        case .number: action = ":\(option.placeholder.lowercased()): "
        case .command: action = ":command: "
        }
        return option.names.map { "'\(repeatable)\($0)[\(summary)]\(action)'" }
    }

    private static func zsh(_ toolName: String, exploreWords: [String]) -> String {
        let function = functionName(toolName)
        let branches = modes.map { mode -> String in
            let specs = CommandLineOption.all.filter { $0.applies(in: mode) }.flatMap(zshSpec)
            let operands: String
            switch mode {
            case .run: operands = "'1:mode:(\(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: " ")))'"
            case .check: operands = "'*:transcript:_files -g \"*.vmt\"'"
            case .mutate: operands = "'*:transcript, style or option:{_files -g \"*.vmt\"; compadd -- \(mutateOptions.joined(separator: " "))}'"
            case .demo, .handout: operands = "'1:transcript or lesson:{_files -g \"*.vmt\"; compadd -- \(lessonWords.joined(separator: " "))}'"
            case .explore: operands = "'*:style or option:(\(exploreWords.joined(separator: " ")))'"
            }
            return "        \(mode.rawValue))\n            _arguments -s \\\n                " + (specs + [operands]).joined(separator: " \\\n                ") + " ;;"
        }
        return """
        #compdef \(toolName)
        # zsh completion for \(toolName), made by '\(toolName) --generate-completion-script zsh'.
        # Put it in a directory on $fpath as \(function), or load it with:
        #   source <(\(toolName) --generate-completion-script zsh) && compdef \(function) \(toolName)
        \(function)() {
            local mode=run i
            for ((i = 2; i < CURRENT; i++)); do
                case "${words[i]}" in
                    (\(valuedNames.joined(separator: "|"))) ((i++)) ;;
                    (\(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: "|"))) mode="${words[i]}"; break ;;
                esac
            done
            if [[ $mode != run ]]; then
                shift $((i - 1)) words
                ((CURRENT -= i - 1))
            fi
            case $mode in
        \(branches.joined(separator: "\n"))
            esac
        }
        if [[ "$funcstack[1]" == \(function) ]]; then \(function) "$@"; else compdef \(function) \(toolName); fi

        """
    }

    // MARK: fish

    private static func fish(_ toolName: String, exploreWords: [String]) -> String {
        let helper = "__\(functionName(toolName).dropFirst())_mode"
        var lines = [
            "# fish completion for \(toolName), made by '\(toolName) --generate-completion-script fish'.",
            "# Load it with: \(toolName) --generate-completion-script fish | source",
            "function \(helper) --description 'The mode of the \(toolName) command line being typed'",
            "    set -l words (commandline -opc)",
            "    set -l skip 0",
            "    for word in $words[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $word",
            "            case \(valuedNames.map { "'\($0)'" }.joined(separator: " "))",
            "                set skip 1",
            "            case \(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: " "))",
            "                echo $word",
            "                return",
            "        end",
            "    end",
            "    echo run",
            "end",
            "complete -c \(toolName) -f",
            "complete -c \(toolName) -n 'test (\(helper)) = run' -a '\(modes.filter { $0 != .run }.map(\.rawValue).joined(separator: " "))'",
            "complete -c \(toolName) -n 'test (\(helper)) = check' -F -a '(__fish_complete_suffix .vmt)'",
            "complete -c \(toolName) -n 'test (\(helper)) = demo' -a '\(lessonWords.joined(separator: " ")) (__fish_complete_suffix .vmt)'",
            "complete -c \(toolName) -n 'test (\(helper)) = handout' -a '\(lessonWords.joined(separator: " ")) (__fish_complete_suffix .vmt)'",
            "complete -c \(toolName) -n 'test (\(helper)) = explore' -a '\(exploreWords.joined(separator: " "))'",
            "complete -c \(toolName) -n 'test (\(helper)) = mutate' -F -a '\(mutateOptions.joined(separator: " ")) (__fish_complete_suffix .vmt)'",
        ]
        for option in CommandLineOption.all {
            let inModes = option.isImmediate ? modes : modes.filter { option.applies(in: $0) }
            let condition = "contains -- (\(helper)) " + inModes.map(\.rawValue).joined(separator: " ")
            let summary = option.summary.replacingOccurrences(of: "'", with: "\\'")
            for name in option.names {
                let flag = name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : name.count == 2 ? "-s \(name.dropFirst())" : "-o \(name.dropFirst())"
                var value = ""
                switch option.value {
                case .none: value = ""
                case .choice(let words): value = " -x -a '\(words.joined(separator: " "))'"
                case .inputFile: value = " -r -F"
                case .outputFile(let ext): value = " -r" + (ext.map { " -a '(__fish_complete_suffix .\($0))'" } ?? " -F")
                case .number, .command: value = " -x"
                }
                lines.append("complete -c \(toolName) -n '\(condition)' \(flag)\(value) -d '\(summary)'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
