import Foundation
import REPLEngine
import Testing
import Variants
@testable import VMREPLKit

/// The completion scripts, read by the shells that load them: bash completes through the
/// function the script registers, fish answers `complete -C`, zsh loads the script.
@Suite struct CompletionScriptTests {
    /// Runs `program` with `arguments` in `directory`; its standard output, or nil when it
    /// could not run or failed.
    static func run(_ program: String, _ arguments: [String], in directory: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// A folder holding a transcript, a text file and a recording, to complete file names in.
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vmrepl-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["talk.vmt", "notes.txt", "old.cast"] {
            try Data().write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// What bash offers for the command line `words` (the last one being typed).
    static func bash(_ words: [String], toolName: String = "vmrepl") throws -> [String] {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = CompletionScript.script(for: .bash, toolName: toolName, styles: ["property", "scan"])
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let function = "_" + toolName.replacingOccurrences(of: "-", with: "_")
        let program = script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); \(function); printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        let output = try #require(run("/bin/bash", ["-c", program], in: directory))
        return output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesModesOptionsChoicesAndFiles() throws {
        #expect(try Self.bash(["vmrepl", ""]) == ["check", "demo", "explore", "handout", "mutate"])
        #expect(try Self.bash(["vmrepl", "--co"]) == ["--color"])
        #expect(try Self.bash(["vmrepl", "--color", ""]) == ["always", "auto", "never"])
        #expect(try Self.bash(["vmrepl", "--format", "j"]) == ["json"])
        // Each mode offers its own options, and only transcripts for its files.
        #expect(try Self.bash(["vmrepl", "check", "--b"]) == ["--bless"])
        #expect(try Self.bash(["vmrepl", "check", ""]) == ["talk.vmt"])
        #expect(try Self.bash(["vmrepl", "demo", "--ty"]) == ["--typing-speed"])
        #expect(try Self.bash(["vmrepl", "demo", "1"]).contains("1"))
        #expect(try Self.bash(["vmrepl", "demo", ""]).contains("late-subscribers"))
        #expect(try Self.bash(["vmrepl", "--record", ""]) == ["old.cast"])
        #expect(try Self.bash(["vmrepl", "check", "--junit", ""]) == [])
        // A mode's name given as an option's value is not the mode.
        #expect(try Self.bash(["vmrepl", "-e", "check", ""]) == ["check", "demo", "explore", "handout", "mutate"])
        #expect(try Self.bash(["vmrepl", "handout", ""]).contains("double-tap"))
        // explore takes the catalog's styles and its own options.
        #expect(try Self.bash(["vmrepl", "explore", "sc"]) == ["scan"])
        #expect(try Self.bash(["vmrepl", "explore", "property", "--d"]) == ["--depth"])
        #expect(try Self.bash(["team-vmrepl", "--vers"], toolName: "team-vmrepl") == ["--version"])
    }

    @Test func everyOptionIsCompletedInTheModesItAppliesTo() throws {
        for mode in CommandLineOption.Mode.allCases {
            let words = ["vmrepl"] + (mode == .run ? [] : [mode.rawValue]) + ["-"]
            let offered = Set(try Self.bash(words))
            let declared = mode == .explore ? Engine.exploreOptions.map(\.name) : mode == .mutate ? Engine.mutateOptions.map(\.name) : []
            let expected = Set(CommandLineOption.all.filter { $0.applies(in: mode) }.flatMap(\.names) + declared)
            #expect(offered == expected, "\(mode)")
        }
    }

    /// `explore`'s options have one declaration, the REPL command's: its usage line in
    /// `help explore`, Tab at the prompt, the shell's completion and `--help` all give
    /// every one of them, with its placeholder.
    @Test func exploresOptionsComeFromTheCommandsOneDeclaration() throws {
        let declared = Engine.exploreOptions
        #expect(declared.map(\.name).contains("--jobs") && declared.map(\.name).contains("--walks"))
        let engine = Engine(catalog: .shipped)
        let usage = engine.execute("help explore").lines.map { $0.text }.joined(separator: " ").split(separator: " ").joined(separator: " ")
        let help = Usage.help(toolName: "vmrepl").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for option in declared {
            let shown = option.name + (option.value.map { " " + $0 } ?? "")
            #expect(usage.contains("[\(shown)]") || option.name == "--all", "help explore: \(shown)")
            #expect(help.contains(shown), "--help: \(shown)")
            #expect(try Self.bash(["vmrepl", "explore", "property", option.name]) == [option.name], "bash: \(option.name)")
            #expect(engine.completions(for: "explore property \(option.name)") == [option.name], "Tab: \(option.name)")
        }
    }

    /// `mutate` has one grammar at the prompt and from the shell, the REPL command's:
    /// `help mutate`, Tab, the shell's completion and `--help` give each of its options,
    /// and the shell reads its words through the command itself.
    @Test func mutatesOptionsComeFromTheCommandsOneDeclaration() throws {
        let declared = Engine.mutateOptions
        #expect(["--style", "--threshold", "--junit", "--html", "--save", "--jobs", "--screen", "--depth"].allSatisfy { name in declared.contains { $0.name == name } })
        let engine = Engine(catalog: .shipped)
        let usage = engine.execute("help mutate").lines.map { $0.text }.joined(separator: " ").split(separator: " ").joined(separator: " ")
        let help = Usage.help(toolName: "vmrepl").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for option in declared {
            let shown = option.name + (option.value.map { " " + $0 } ?? "")
            #expect(usage.contains("[\(shown)]"), "help mutate: \(shown)")
            #expect(help.contains(shown) || help.contains(option.name), "--help: \(shown)")
            #expect(try Self.bash(["vmrepl", "mutate", option.name]) == [option.name], "bash: \(option.name)")
            #expect(engine.completions(for: "mutate relay \(option.name)") == [option.name], "Tab: \(option.name)")
        }
        // The shell's words are the prompt's: a style named as a word, the screen, the
        // threshold, read by the same declaration.
        let read = try engine.mutationOptions(["relay", "--screen", "login", "--threshold", "80", "--style", "scan", "scripts/05-double-tap.vmt"]).get()
        #expect(read.styles == ["relay", "scan"])
        #expect(read.screen == "login")
        #expect(read.threshold == 80)
        #expect(read.transcripts == ["scripts/05-double-tap.vmt"])
        guard case .mutate(let options) = try CommandLineParser.parse(["--format", "json", "mutate", "--jobs", "2", "relay", "f.vmt"]) else {
            Issue.record("not a mutate")
            return
        }
        #expect(options.format == .json)
        #expect(try engine.mutationOptions(options.arguments).get().jobs == 2)
    }

    @Test func fishAnswersWithTheTableAndItsSummaries() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = CompletionScript.script(for: .fish, toolName: "vmrepl")
        func complete(_ line: String) throws -> [String] {
            let output = try #require(Self.run("/usr/bin/fish", ["--no-config", "-c", script + "\ncomplete -C'\(line)'"], in: directory))
            return output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
        }
        #expect(try complete("vmrepl ").contains("check"))
        #expect(try complete("vmrepl --col") == ["--color"])
        #expect(try complete("vmrepl --color ") == ["always", "auto", "never"])
        #expect(try complete("vmrepl check --b") == ["--bless"])
        #expect(try complete("vmrepl demo --no") == ["--no-typing"])
        #expect(try !complete("vmrepl check --").contains("--echo"))
        #expect(try complete("vmrepl demo ").contains("late-subscribers"))
    }

    @Test func zshLoadsTheScriptAndRegistersTheFunction() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = CompletionScript.script(for: .zsh, toolName: "vmrepl")
        try script.write(to: directory.appendingPathComponent("_vmrepl"), atomically: true, encoding: .utf8)
        #expect(Self.run("/usr/bin/zsh", ["-n", "_vmrepl"], in: directory) != nil)
        let loaded = Self.run("/usr/bin/zsh", ["-f", "-c", "fpath=(\(directory.path) $fpath); autoload -U compinit; compinit -u -D; whence -w _vmrepl; print ${_comps[vmrepl]}"], in: directory)
        #expect(loaded == "_vmrepl: function\n_vmrepl\n")
        // What the function hands zsh's `_arguments` after `check`: one spec per option
        // of `check`, each one word, and the transcripts.
        let stub = "compdef() { : }; _arguments() { print -rl -- \"$@\" }; source ./_vmrepl; words=(vmrepl check --); CURRENT=3; _vmrepl"
        let specs = try #require(Self.run("/usr/bin/zsh", ["-f", "-c", stub], in: directory)).split(separator: "\n").map(String.init)
        #expect(specs.contains(#"--junit[write a JUnit XML report to FILE]:file:_files -g "*.xml""#))
        #expect(specs.contains(#"*:transcript:_files -g "*.vmt""#))
        #expect(!specs.contains { $0.hasPrefix("--echo") })
    }
}
