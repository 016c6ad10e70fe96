import StyleKit

/// `explore A B | explore --all`: the shortest command sequences that tell styles apart,
/// searched breadth first in sessions of their own.
struct ExploreCommand: Command, Equatable {
    /// The two styles named, in catalog order; empty with `--all`.
    private(set) var styles: [String] = []
    /// The style named first, whose behaviour `--save` expects of the other.
    private(set) var model: String?
    private(set) var all = false
    /// The screen named with `--screen`; nil for the first both implement.
    private(set) var screen: String?
    /// The longest sequences searched whole (`--depth`); nil: as deep as
    /// ``defaultSequences`` allow for two styles, ``allDepth`` for `--all`.
    private(set) var depth: Int?
    /// Where to write the transcripts (`--save`): a file for two styles, a directory for
    /// `--all`.
    private(set) var savePath: String?
    private(set) var force = false
    /// The random walks after the search: `--walks N`, `--random SEC`; nil: the default
    /// (``defaultWalks`` for two styles, none for `--all`).
    private(set) var walkBudget: WalkBudget?
    /// Whether styles are compared by what a view shows after each command
    /// (`--as-rendered`).
    private(set) var asRendered = false
    /// How many processes share a long search (`--jobs`); nil: the engine's workers.
    private(set) var jobs: Int?
    /// The one sequence to replay instead of a search (`--sequence 'C1; C2'`): what a
    /// saved test compared as rendered runs.
    private(set) var sequence: [String]?

    /// The options, the one declaration that parsing, the usage line, Tab, `help
    /// explore`, `--help` and the shell completion scripts read.
    static let optionList: [CommandOption] = [
        CommandOption(name: "--all", value: nil), CommandOption(name: "--screen", value: "S"), CommandOption(name: "--depth", value: "N"),
        CommandOption(name: "--walks", value: "N"), CommandOption(name: "--random", value: "SEC"), CommandOption(name: "--as-rendered", value: nil),
        CommandOption(name: "--save", value: "PATH"), CommandOption(name: "--force", value: nil), CommandOption(name: "--jobs", value: "N"),
        CommandOption(name: "--sequence", value: "'C1; C2'"),
    ]
    /// The options' names.
    static let options = optionList.map(\.name)
    static let usage = "explore A B|--all " + optionList.filter { $0.name != "--all" }.map(\.usage).joined(separator: " ")
    static let depths = 1...10
    /// The commands the default search of two styles replays whole, at most: every
    /// sequence up to the longest length that fits (9 commands on the counter, 4 on the
    /// login screen with its API's settings), then ``defaultWalks``: a few seconds either
    /// way (docs/PERFORMANCE.md).
    static let defaultCommands = 450_000
    /// The random walks after the default search of two styles.
    static let defaultWalks = 5_000
    /// What a search at the prompt replays by default, where a class waits for it: every
    /// sequence up to the longest length that fits 40,000 commands, then 500 walks, and
    /// `--all` to depth 3 (docs/PERFORMANCE.md). The shell's `vmrepl explore` and a
    /// transcript keep the CI gate's defaults above.
    static let classCommands = 40_000
    static let classWalks = 500
    static let classAllDepth = 3
    /// How deep `--all` searches unless told.
    static let allDepth = 4

    static let declaration = CommandDeclaration(
        name: "explore", usage: usage, summary: "find the shortest commands that tell styles apart",
        details: "Tries every sequence of the screen's commands, shortest first, in fresh sessions, then random walks of up to 32, shrunk to what tells them apart, and replays the first sequence after which the two print differently. The commands: each input with its examples, subscribe to each output, error and complete where every style takes them, the screen service's settings, tick by each delay the screen declares. By default: every sequence up to the longest length whose sequences hold \(defaultCommands) commands, then \(defaultWalks) walks, the same on every machine; --depth N: every sequence up to N; --walks N: N walks (0 none); --random SEC: walks for SEC seconds. --as-rendered compares what a view drawing the latest value shows. --all compares the active styles (depth \(allDepth), no walks unless asked): their classes, a matrix of shortest lengths ('=' none), what tells the classes apart. --save FILE writes a regression test: it fails until the second style prints what the first prints (--all: a directory of transcripts); --force replaces files. --jobs N: processes that share a long search. --sequence 'C1; C2': those commands only, no search. From the shell it exits 1 on a difference, 0 on none.",
        example: "explore property scan", arguments: .variantsAndOptions(options), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        try ExploreCommand(arguments)
    }

    private init(_ arguments: Arguments) throws(CommandError) {
        var named: [String] = []
        var index = 0
        func value(of option: String) throws(CommandError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw .badSetting("", option: option, valid: [Self.valueNames[option] ?? "a value"], usage: arguments.usage)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--all": all = true
            case "--force": force = true
            case "--as-rendered": asRendered = true
            case "--screen": screen = try arguments.screen(try value(of: word))
            case "--depth": depth = try arguments.number(try value(of: word), in: Self.depths)
            case "--walks": walkBudget = .walks(try arguments.number(try value(of: word), in: 0...1_000_000))
            case "--random": walkBudget = .seconds(try arguments.number(try value(of: word), in: 1...3600))
            case "--jobs": jobs = try arguments.number(try value(of: word), in: 1...64)
            case "--save": savePath = try arguments.fileName(try value(of: word))
            case "--sequence":
                let commands = try value(of: word).split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
                guard !commands.isEmpty, !commands.contains("") else {
                    throw .exploreStyles("--sequence takes the screen's commands separated by ';', as in --sequence 'countup; subscribe count'", usage: arguments.usage)
                }
                sequence = commands
            default:
                if word.hasPrefix("--") { throw arguments.wrong }
                let style = try arguments.variant(word)
                if named.contains(style) {
                    throw .exploreStyles("'\(style)' is named twice; explore compares two different styles", usage: arguments.usage)
                }
                named.append(style)
            }
            index += 1
        }
        if all && !named.isEmpty { throw .exploreStyles("'--all' compares the active styles; name two styles or give --all, not both", usage: arguments.usage) }
        if !all && named.count != 2 { throw .exploreStyles("explore compares two styles; name two, or give --all for the active ones", usage: arguments.usage) }
        if sequence != nil && (all || depth != nil || walkBudget != nil) {
            throw .exploreStyles("--sequence replays one sequence of two styles; leave out --all, --depth, --walks and --random, which search", usage: arguments.usage)
        }
        if force && savePath == nil { throw .exploreStyles("--force replaces files written by --save; add '--save PATH'", usage: arguments.usage) }
        styles = arguments.vocabulary.variantNames.filter(named.contains)
        // `--save` pins the behaviour of the style named first for the one named second.
        model = named.first
    }

    private static let valueNames = ["--screen": "a screen's name", "--depth": "a number of commands from 1 to 10",
                                     "--walks": "a number of walks from 0", "--random": "a number of seconds",
                                     "--save": "a file or directory name", "--jobs": "a number of processes from 1 to 64",
                                     "--sequence": "commands separated by ';'"]

    func run(_ context: CommandContext) -> CommandOutcome {
        let (outcome, result) = explore(context)
        context.engine.exploreFoundDifference = result?.foundDifference
        return outcome
    }

    /// Searches, shows what was found, and writes the transcripts asked for: the outcome,
    /// and the result if the search ran.
    func explore(_ context: CommandContext) -> (outcome: CommandOutcome, result: ExploreResult?) {
        let engine = context.engine
        let catalog = MutationService.experimentCatalog(of: engine)
        let chosen: (screen: Screen, styles: [String])
        switch choose(in: catalog, active: { engine.session.settings.activeNames }) {
        case .success(let found): chosen = found
        case .failure(let problem): return (.failed(problem.reason), nil)
        }
        guard let searcher = engine.options.experiments.explore else { return (.failed(ExploreService.missing), nil) }
        // Where the transcripts go is checked before a search that may take minutes.
        if let savePath, let problem = engine.writeProblem(savePath, replacing: force, isDirectory: all) {
            return (.failed("cannot save '\(savePath)': \(problem)"), nil)
        }
        // A transcript's search runs in this process, as `check` runs the rest of it, and
        // shows no progress: the line is for a terminal.
        var workers = engine.options.isTranscript ? nil : engine.exploreWorkers
        if let jobs, let given = workers { workers = ExploreWorkers(count: jobs, run: given.run) }
        var request = ExploreService.Request(catalog: catalog, screen: chosen.screen, styles: chosen.styles, asRendered: asRendered,
                                             all: all, depth: depth, walks: walkBudget, workers: workers,
                                             progress: engine.exploreProgress,
                                             isInterrupted: engine.isInterrupted)
        // Typed at the prompt, a class waits: the default search is sized for a few
        // seconds. A transcript, a session being echoed as one, a talk (which plays what
        // a transcript holds), commands read from a file or `-e`, and the shell's gate
        // keep the deep default, so that what they print is what `check` expects.
        request.sequence = sequence
        request.forAClass = engine.isInteractive && !engine.options.isTranscript && !engine.options.recordsEveryEvent
            && !engine.exploresAsGate && engine.runningTalk == nil
        let searched = searcher.search(request)
        engine.exploreProgressEnded?()
        let result: ExploreResult
        switch searched {
        case .success(let found): result = found
        case .failure(let refusal): return (.failed(refusal.reason), nil)
        }
        // A sequence given looks at its screen alone, as a saved test does.
        let otherScreens = sequence != nil ? [] : catalog.screens.filter { screen in
            screen.name != chosen.screen.name && chosen.styles.allSatisfy { name in catalog.style(named: name)?.variant(of: screen) != nil }
        }.map(\.name)
        context.show(.explore(ExploreReport(result: result, all: all, replay: all ? [] : replay(result, engine: engine), otherScreens: otherScreens)))
        if result.interrupted {
            return (.interrupted("interrupted: explore stopped after \(result.sequences) sequences; what it had found is above"), result)
        }
        if let savePath {
            if let problem = save(result, to: savePath, context) { return (.failed(problem), result) }
        }
        return (.succeeded, result)
    }

    /// The screen and the styles to explore, or why there are none.
    private func choose(in catalog: Catalog, active: () -> [String]) -> Result<(screen: Screen, styles: [String]), FileProblem> {
        let candidates = all ? active() : styles
        let implementing = { (screen: Screen) in candidates.filter { name in catalog.styles.contains { $0.name == name && $0.variant(of: screen) != nil } } }
        if let screen {
            guard let found = catalog.screens.first(where: { $0.name == screen }) else { return .failure(FileProblem("no screen '\(screen)'")) }
            let styles = implementing(found)
            if !all, let missing = candidates.first(where: { !styles.contains($0) }) {
                return .failure(FileProblem("style '\(missing)' has no view model of screen '\(screen)'; 'variants' lists the styles"))
            }
            if all && styles.count < 2 {
                return .failure(FileProblem("explore --all needs two active styles of screen '\(screen)', and \(styles.count) are active; 'use all' makes them all active"))
            }
            return .success((found, styles))
        }
        if let shared = catalog.screens.first(where: { implementing($0).count == candidates.count && (!all || candidates.count >= 2) }) {
            return .success((shared, implementing(shared)))
        }
        if all {
            return .failure(FileProblem("explore --all needs two active styles of one screen; 'use all' makes them all active"))
        }
        return .failure(FileProblem("'\(styles[0])' and '\(styles[1])' implement no screen in common; 'variants' lists the styles"))
    }

    /// The sequence that tells the two styles apart, run again in a fresh engine printing
    /// as this one prints (its colours, its width; every event, as a transcript holds
    /// them): each command's line and what it printed.
    private func replay(_ result: ExploreResult, engine: Engine) -> [(command: String, lines: [String])] {
        let pair = ExploreResult.Pair(first: 0, second: 1)
        guard let witness = result.witnesses[pair] else { return [] }
        var options = engine.options
        options.format = .text
        options.recordsEveryEvent = true
        options.width = engine.width
        let replaying = Engine(options: options, catalog: MutationService.experimentCatalog(of: engine))
        // `use A B` and `autorun off` first, unshown: the header says them.
        let lines = result.transcriptLines(witness, pair: pair)
        for line in lines.dropLast(witness.commands.count) { _ = replaying.execute(line) }
        return witness.commands.map { line in (line, replaying.execute(line).lines.map(\.text)) }
    }
}

/// What `explore` shows: the result and, for two styles told apart, the sequence
/// replayed as the REPL printed it.
struct ExploreReport {
    let result: ExploreResult
    /// Whether it is `--all`'s: classes and a matrix, not one replay.
    let all: Bool
    let replay: [(command: String, lines: [String])]
    /// The other screens every explored style implements, where a difference may be
    /// when this one shows none.
    var otherScreens: [String] = []
}

/// How `vmrepl explore` ended, which its exit status says.
public enum ExploreEnding: Equatable, Sendable {
    /// Nothing tried told the styles apart: exit status 0.
    case alike
    /// A sequence told two styles apart: exit status 1.
    case differ
    /// The command was wrong, or a file could not be written.
    case failed
    /// Ctrl-C stopped it.
    case interrupted
}

extension Engine {
    /// `explore`'s options as the REPL command declares them: each name, and the
    /// placeholder of its value (`nil`: none). The command line's `--help` and the shell
    /// completion scripts read them here, so no copy can drift.
    package static var exploreOptions: [(name: String, value: String?)] {
        ExploreCommand.optionList.map { ($0.name, $0.value) }
    }

    /// Runs `explore` with `arguments` (the words after it, as the shell split them),
    /// printing as the command prints: how it ended, for an exit status.
    public func explore(_ arguments: [String], emit: (OutputLine) -> Void) -> ExploreEnding {
        exploreFoundDifference = nil
        // The shell's explore is the CI gate: its default search is the deep one.
        exploresAsGate = true
        defer { exploresAsGate = false }
        let line = (["explore"] + arguments.map(Tokenizer.quoted)).joined(separator: " ")
        switch execute(line, emit: emit) {
        case .interrupted: return .interrupted
        case .failed: return .failed
        case .succeeded, .quit: return exploreFoundDifference == true ? .differ : .alike
        }
    }
}
