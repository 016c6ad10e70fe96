import StyleKit

/// `mutate STYLE [--screen S] [--explore] FILE|LESSON…`: which swaps of a style's operator
/// calls the transcripts notice, each checked in this process against every mutant
/// (``MutationService``); from the shell, `vmrepl mutate` checks each in a process of its
/// own.
struct MutateCommand: Command, Equatable {
    let style: String
    private(set) var screen: String?
    private(set) var explore = false
    /// The longest sequences `--explore` searches whole (`--depth`); nil: explore's own.
    private(set) var depth: Int?
    private(set) var transcripts: [String] = []

    static let options = ["--screen", "--explore", "--depth"]
    static let usage = "mutate STYLE [--screen S] [--explore [--depth N]] FILE|LESSON…"

    static let declaration = CommandDeclaration(
        name: "mutate", usage: usage, summary: "which operator swaps a transcript notices",
        details: "Swaps each of the style's operator calls in turn (flatMapLatest for flatMap, share without its replay, a catch left out, …) and checks the transcripts (files, or lessons by number) against each: Killed where one fails, with the step that noticed; Survived where all pass; NoCoverage where none sends into that view model. Lines are as 'source STYLE' numbers them. --screen S: that screen's calls only. --explore: for each survivor, the shortest commands after which the style and the swap print differently (from the start, then after the screen's success path), or, where none within its bound does, what was searched; --depth N: every sequence up to N commands, then explore's random walks. Checked in this process, where a view model's singleton carries over from file to file; 'vmrepl mutate' from the shell checks each file in a process of its own and writes reports for CI.",
        example: "mutate relay --screen login 5", arguments: .variantsAndOptions(options), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        try MutateCommand(arguments)
    }

    private init(_ arguments: Arguments) throws(CommandError) {
        var style: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--explore": explore = true
            case "--depth":
                index += 1
                guard index < arguments.count else { throw .badSetting("", option: word, valid: ["a number of commands from 1 to 10"], usage: arguments.usage) }
                depth = try arguments.number(arguments[index], in: ExploreCommand.depths)
            case "--screen":
                index += 1
                guard index < arguments.count else { throw .badSetting("", option: word, valid: ["a screen's name"], usage: arguments.usage) }
                screen = try arguments.screen(arguments[index])
            default:
                if word.hasPrefix("--") {
                    let shellOnly = ["--style", "--threshold", "--jobs", "--junit", "--format", "--save", "--force"].contains(word)
                    throw .unknownOption(word, command: "mutate", elsewhere: shellOnly ? "an option of 'vmrepl mutate' from the shell, which checks each file in a process of its own" : nil,
                                         usage: Self.usage)
                }
                if style == nil {
                    style = try arguments.variant(word)
                } else {
                    transcripts.append(try arguments.fileName(word))
                }
            }
            index += 1
        }
        guard let style, !transcripts.isEmpty else { throw arguments.wrong }
        if depth != nil && !explore { throw .exploreStyles("--depth bounds the search of --explore; add '--explore'", usage: arguments.usage) }
        self.style = style
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        if MutationService.isChecking {
            return .failed("'mutate' inside a transcript that mutate is checking would nest; run it from the session")
        }
        guard let service = MutationService.current else {
            return .failed("mutate needs the Experiments module, which vmrepl's executable installs (MutationService); this engine has none")
        }
        var texts: [(name: String, text: String)] = []
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
                texts.append((name, text))
            }
        }
        let request = MutationService.Request(style: style, screen: screen, explore: explore, depth: depth, transcripts: texts,
                                              catalog: MutationService.experimentCatalog(of: engine), toolName: engine.options.toolName)
        // Whether Ctrl-C stopped it, as the service saw it: the flag may be cleared by now.
        var stopped = false
        let answer = MutationService.$isChecking.withValue(true) {
            service(request, {
                stopped = stopped || engine.isInterrupted()
                return stopped
            })
        }
        switch answer {
        case .success(let lines):
            context.show(.mutation(lines))
            guard stopped else { return .succeeded }
            let message = "interrupted: mutate stopped; what it had found is above"
            context.show(.interruption(message))
            return .interrupted(message)
        case .failure(let refusal):
            return .failed(refusal.reason)
        }
    }
}
