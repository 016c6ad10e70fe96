import Foundation
import StyleKit

/// `mutate [STYLE…] [options] FILE|LESSON…`: which swaps of the styles' operator calls
/// the transcripts notice. One grammar at the prompt and from the shell: `vmrepl mutate`
/// hands its words to this declaration (``Engine/mutateRequest(_:)``). At the prompt each
/// file is checked in this process (``MutationService``); from the shell, each in a
/// process of its own.
struct MutateCommand: Command, Equatable {
    /// The styles named (as words before the transcripts, or with `--style`), each once.
    private(set) var styles: [String] = []
    private(set) var screen: String?
    private(set) var explore = false
    /// The longest sequences `--explore` searches whole (`--depth`); nil: explore's own.
    private(set) var depth: Int?
    /// The score below which the command fails (`--threshold`, in percent).
    private(set) var threshold: Double?
    /// The part of the run this process runs (`--shard K/N`): the shell's.
    private(set) var shard: MutationShard?
    /// The report whose verdicts are reused where nothing changed (`--incremental`): the
    /// shell's.
    private(set) var baselinePath: String?
    /// How many mutants are checked at once, each file in a process of its own (`--jobs`):
    /// the shell's; at the prompt files are checked in this process.
    private(set) var jobs: Int?
    private(set) var junitPath: String?
    private(set) var htmlPath: String?
    private(set) var saveDirectory: String?
    private(set) var force = false
    private(set) var transcripts: [String] = []

    /// The options: the one declaration that parsing, the usage line, Tab, `help mutate`,
    /// `--help` and the shell completion scripts read.
    static let optionList: [CommandOption] = [
        CommandOption(name: "--style", value: "S"), CommandOption(name: "--screen", value: "S"), CommandOption(name: "--explore", value: nil),
        CommandOption(name: "--depth", value: "N"), CommandOption(name: "--threshold", value: "N"), CommandOption(name: "--junit", value: "FILE"),
        CommandOption(name: "--html", value: "FILE"), CommandOption(name: "--save", value: "DIR"), CommandOption(name: "--force", value: nil),
        CommandOption(name: "--jobs", value: "N"), CommandOption(name: "--shard", value: "K/N"), CommandOption(name: "--incremental", value: "FILE"),
    ]
    static let options = optionList.map(\.name)
    static let usage = "mutate [STYLE…] " + optionList.map(\.usage).joined(separator: " ") + " FILE|LESSON…"
    /// What a refusal ends with, where the usage line would take three lines of a
    /// terminal: where the options are listed.
    static let refusalHint = "see 'help mutate'"
    static let thresholds = 0.0...100.0
    static let jobCounts = 1...256

    static let declaration = CommandDeclaration(
        name: "mutate", usage: usage, summary: "which operator swaps a transcript notices",
        details: "Swaps each of the styles' operator calls in turn (flatMapLatest for flatMap, share without its replay, a catch left out, …) and checks the transcripts (files, or lessons by number) against each: Killed where one fails, with the step that noticed; Survived where all pass; NoCoverage where none reaches the call. The styles: those named (words before the transcripts, or --style S), else the active ones. Lines are as 'source STYLE' numbers them. --screen S: that screen's calls only. --explore: for each survivor, the shortest commands after which the style and the swap print differently (from the start, then after the screen's success path), or what was searched; --depth N: every sequence up to N commands, then explore's random walks; --save DIR: each killing test written there (--force replaces files). --threshold N: fails below N percent. --junit FILE, --html FILE: the report for CI, and as one page. --jobs N (N mutants at once, each file in a process), --shard K/N and --incremental FILE (a CI matrix's, with 'mutate merge'): the shell's; at the prompt, files are checked in this process (a singleton carries over).",
        example: "mutate relay --screen login 5", arguments: .variantsAndOptions(options), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        try MutateCommand(arguments)
    }

    private init(_ arguments: Arguments) throws(CommandError) {
        var index = 0
        func value(of option: String) throws(CommandError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw .badSetting("", option: option, valid: [Self.valueNames[option] ?? "a value"], usage: Self.refusalHint)
            }
            return arguments[index]
        }
        func number(of option: String, in range: ClosedRange<Int>) throws(CommandError) -> Int {
            let word = try value(of: option)
            guard let number = Int(word), range.contains(number) else {
                throw .badSetting(word, option: option, valid: [Self.valueNames[option] ?? "a number"], usage: Self.refusalHint)
            }
            return number
        }
        func name(_ style: String) {
            if !styles.contains(style) { styles.append(style) }
        }
        // `vmrepl mutate merge` joins a CI matrix's reports; the prompt runs no shard.
        if arguments.count > 0, arguments[0] == "merge" {
            throw .exploreStyles("'mutate merge' is the shell's: 'vmrepl mutate merge REPORT.json…' makes a CI matrix's shard reports one", usage: Self.refusalHint)
        }
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--explore": explore = true
            case "--force": force = true
            case "--style": name(try arguments.variant(try value(of: word)))
            case "--screen": screen = try arguments.screen(try value(of: word))
            case "--depth": depth = try number(of: word, in: ExploreCommand.depths)
            case "--threshold":
                let word = try value(of: word)
                guard let percent = Self.percent(word), Self.thresholds.contains(percent) else {
                    throw .badSetting(word, option: "--threshold", valid: [Self.valueNames["--threshold"] ?? "a percent"], usage: Self.refusalHint)
                }
                threshold = percent
            case "--shard":
                let word = try value(of: word)
                guard let read = MutationShard(word) else {
                    throw .badSetting(word, option: "--shard", valid: [Self.valueNames["--shard"] ?? "K/N"], usage: Self.refusalHint)
                }
                shard = read
            case "--incremental": baselinePath = try arguments.fileName(try value(of: word))
            case "--jobs": jobs = try number(of: word, in: Self.jobCounts)
            case "--junit": junitPath = try arguments.fileName(try value(of: word))
            case "--html": htmlPath = try arguments.fileName(try value(of: word))
            case "--save": saveDirectory = try arguments.fileName(try value(of: word))
            default:
                if word.hasPrefix("--") {
                    // The format is the command line's: a session prints as it was started.
                    let elsewhere = word == "--format" ? "the command line's: 'vmrepl --format json' prints the session, mutate's table too, as JSON" : nil
                    throw .unknownOption(word, command: "mutate", elsewhere: elsewhere, usage: Self.refusalHint)
                }
                if word == "-" {
                    throw .exploreStyles("'-' is standard input, which mutate cannot read: each mutant reads every file again; give a file", usage: Self.refusalHint)
                }
                // Words before the first transcript that name styles are styles; one that
                // names no style, lesson or file (a bare word) is a style misspelt.
                if transcripts.isEmpty, let style = try? arguments.variant(word) {
                    name(style)
                } else if transcripts.isEmpty && !Self.mayNameTranscript(word) {
                    name(try arguments.variant(word))
                } else {
                    transcripts.append(try arguments.fileName(word))
                }
            }
            index += 1
        }
        guard !transcripts.isEmpty else { throw .exploreStyles("mutate needs at least one transcript: a file, or at the prompt a lesson by number", usage: Self.refusalHint) }
        if depth != nil && !explore { throw .exploreStyles("--depth bounds the search of --explore; add '--explore'", usage: Self.refusalHint) }
        if saveDirectory != nil { explore = true }
        if force && saveDirectory == nil { throw .exploreStyles("--force lets --save replace files; add '--save DIR'", usage: Self.refusalHint) }
        if shard != nil && threshold != nil {
            throw .exploreStyles("a shard's score is part of the run's: give --threshold to 'mutate merge', which scores the shards' reports together", usage: Self.refusalHint)
        }
    }

    /// `word` as a percent: digits, and a decimal part if any (`84.2`); `nil` for other
    /// text (`nan`, `1e2`, `-3`).
    private static func percent(_ word: String) -> Double? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(word)
    }

    /// Whether `word` may name a transcript: a path (with `.` or `/`, or one that is
    /// there: a directory, a FIFO), `-`, a number, or a lesson's name.
    private static func mayNameTranscript(_ word: String) -> Bool {
        word.contains(".") || word.contains("/") || word == "-" || Int(word) != nil || FileManager.default.fileExists(atPath: word)
            || EmbeddedLessons.all.contains { String($0.number) == word || $0.name == word }
    }

    private static let valueNames = ["--style": "a style's name", "--screen": "a screen's name", "--depth": "a number of commands from 1 to 10",
                                     "--threshold": "a percent from 0 to 100, such as 84.2", "--jobs": "a number of processes from 1 to 256",
                                     "--shard": "K/N, the K-th of N shards, 1 ≤ K ≤ N ≤ 1000", "--incremental": "a file name",
                                     "--junit": "a file name", "--html": "a file name", "--save": "a directory name"]

    /// What was asked, as the shell's `vmrepl mutate` reads it too.
    var options: MutationOptions {
        MutationOptions(styles: styles, screen: screen, explore: explore, depth: depth, threshold: threshold, jobs: jobs, shard: shard, baselinePath: baselinePath,
                        junitPath: junitPath, htmlPath: htmlPath, saveDirectory: saveDirectory, force: force, transcripts: transcripts)
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if MutationService.isChecking {
            return .failed("'mutate' inside a transcript that mutate is checking would nest; run it from the session")
        }
        if jobs != nil {
            return .failed("'--jobs' is the shell's; the prompt checks each file in this process")
        }
        if shard != nil || baselinePath != nil {
            return .failed("'\(shard != nil ? "--shard" : "--incremental")' is the shell's, for a CI's runs: 'vmrepl mutate \(shard != nil ? "--shard K/N" : "--incremental BASELINE.json") …'")
        }
        guard let service = engine.options.experiments.mutate else {
            return .failed("mutate needs the Experiments module, which vmrepl's executable gives every engine (EngineExperiments); this engine has none")
        }
        // Where reports and tests go is checked before any work: never a transcript, and
        // writable.
        for (path, isDirectory, what) in [(junitPath, false, "the JUnit report"), (htmlPath, false, "the HTML report"), (saveDirectory, true, "the killing tests")] {
            guard let path else { continue }
            if let input = transcripts.first(where: { Self.sameFile($0, path) }) {
                return .failed("cannot write \(what) to '\(path)': it is the transcript '\(input)', which mutate reads; give another name")
            }
            if let problem = engine.writeProblem(path, replacing: isDirectory ? force : true, isDirectory: isDirectory) {
                return .failed("cannot write \(what) to '\(path)': \(problem)")
            }
        }
        var texts: [(name: String, text: String, fileReader: FileReader?)] = []
        for word in transcripts {
            switch engine.talkLines(named: word) {
            case .failure(let problem):
                return .failed(problem.reason)
            case .success(let (lines, name)):
                var bytes: [UInt8] = []
                var count = 0
                while let line = lines.next() {
                    count += 1
                    // As `check` reads a file: bounded, a line at a time.
                    guard bytes.count + line.count < 8 << 20 else { return .failed("'\(name)' is over 8 MB; mutate checks transcripts of a session's size") }
                    bytes += line + [10]
                }
                if let problem = lines.failure() { return .failed("cannot read '\(name)': \(problem.reason)") }
                guard let text = String(validating: bytes, as: UTF8.self) else { return .failed(Engine.notUTF8(name, line: count).reason) }
                // A transcript that mutates would check itself without end (lesson 16).
                let commands = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                if let nested = commands.first(where: { $0.element.hasPrefix(Engine.prompt + "mutate ") }) {
                    return .failed("'\(name)' runs mutate itself (line \(nested.offset + 1)); mutate checks transcripts that do not")
                }
                // A `run FILE` in it reads beside it, as `check` reads.
                let folder = name.contains("/") ? String(name[..<(name.lastIndex(of: "/") ?? name.startIndex)]) + "/" : ""
                let reader = engine.fileReader.map { read in { @Sendable (file: String) in read(file.hasPrefix("/") ? file : folder + file) } }
                texts.append((name, text, reader))
            }
        }
        let catalog = MutationService.experimentCatalog(of: engine)
        let active = engine.session.settings.activeNames
        var request = MutationService.Request(options: options, styles: styles.isEmpty ? catalog.styles.map(\.name).filter(active.contains) : styles,
                                              transcripts: texts, catalog: catalog, toolName: engine.options.toolName) { path, bytes, replacing in
            engine.write(bytes, to: path, replacing: replacing)
        }
        // A class sees a long run alive (a transcript's engine has no line to show it on).
        request.progress = engine.mutateProgress
        request.forAClass = engine.isInteractive && !engine.options.isTranscript && !engine.options.recordsEveryEvent
        request.show = { lines in
            engine.mutateProgressEnded?()
            context.show(.mutation(lines))
        }
        defer { engine.mutateProgressEnded?() }
        // Whether Ctrl-C stopped it, as the service saw it: the flag may be cleared by now.
        var stopped = false
        let answer = MutationService.$isChecking.withValue(true) {
            service(request, {
                stopped = stopped || engine.isInterrupted()
                return stopped
            })
        }
        switch answer {
        case .success(let answer):
            if !answer.lines.isEmpty { context.show(.mutation(answer.lines)) }
            if stopped {
                let message = "interrupted: mutate stopped; what it had found is above"
                context.show(.interruption(message))
                return .interrupted(message)
            }
            return answer.failure.map { .failed($0) } ?? .succeeded
        case .failure(let refusal):
            return .failed(refusal.reason)
        }
    }

    /// Whether the two names are one file: the same path once `.` and `..` are read and
    /// symbolic links followed.
    private static func sameFile(_ first: String, _ second: String) -> Bool {
        let resolve = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        return resolve(first) == resolve(second)
    }
}

extension Engine {
    /// `mutate`'s options as the command declares them: each name, and the placeholder of
    /// its value (`nil`: none). The command line's `--help` and the shell completion
    /// scripts read them here.
    package static var mutateOptions: [(name: String, value: String?)] {
        MutateCommand.optionList.map { ($0.name, $0.value) }
    }

    /// `mutate`'s usage line, as the command declares it.
    package static var mutateUsage: String { MutateCommand.usage }

    /// The words after `mutate` (as the shell split them), read as the command reads
    /// them; why not, in one line naming the word, if they are wrong.
    package func mutationOptions(_ arguments: [String]) -> Result<MutationOptions, CommandError> {
        // The shell's words as they are: no line to hold them, so a file name with a
        // control character, or more files than a typed line's 4,096 bytes, are read.
        do throws(CommandError) {
            guard let command = try parser.command(words: ["mutate"] + arguments) as? MutateCommand else { return .failure(.wrongArguments(command: "mutate", usage: MutateCommand.usage)) }
            return .success(command.options)
        } catch {
            return .failure(error)
        }
    }
}
