import ShippedStyles
import StyleKit

/// Turns a line into a ``Command``, resolving abbreviations and naming what is wrong.
struct CommandParser {
    /// The variant names, in catalog order.
    let variantNames: [String]
    let layout: Layout
    let commands: CommandTable
    // Matchers for each kind of name, made once: each lower-cases its names.
    private let inputMatcher: NameMatcher
    private let streamMatcher: NameMatcher
    private let inputNames: [String]
    private let streamNames: [String]
    private let variantMatcher: NameMatcher
    private static let autorunMatcher = NameMatcher(names: autorunSettings)
    private static let apiMatcher = NameMatcher(names: apiSettings)
    private static let eventsMatcher = NameMatcher(names: eventsSettings)

    init(layout: Layout, commands: CommandTable, variantNames: [String]) {
        self.layout = layout
        self.commands = commands
        self.variantNames = variantNames
        inputNames = layout.inputNames
        streamNames = layout.streamNames
        inputMatcher = NameMatcher(names: inputNames)
        streamMatcher = NameMatcher(names: streamNames)
        variantMatcher = NameMatcher(names: variantNames)
    }

    static let countRange = 1...1_000_000_000
    /// The events per variant `bench` sends unless told: well under a second in all on a
    /// release build.
    static let benchEvents = 20_000
    static let benchRange = 1_000...100_000_000
    /// What `api` takes first: an outcome for the next login, `auto`, or `latency`.
    static let apiSettings = ["ok", "wrong-password", "unknown-user", "network-error", "auto", "latency"]
    /// What `autorun` takes.
    static let autorunSettings = ["on", "off"]
    /// What `events` takes.
    static let eventsSettings = ["all", "short"]
    static let millisecondRange = 0...86_400_000

    /// The parser for `catalog`'s screens and styles.
    init(catalog: Catalog) {
        let layout = Layout(screens: catalog.screens)
        self.init(layout: layout, commands: CommandTable(layout: layout), variantNames: catalog.styles.map(\.name))
    }

    /// What people coming from python, sqlite3 and node type to leave, and to ask for help.
    static let quitWords = ["quit", "q", "exit", ".quit", ".exit"]
    static let helpWords = ["?", ".help"]

    /// Checks and parses a whole input line, as the engine runs it.
    func command(for line: String) throws(CommandError) -> Command {
        try LineReader.check(line)
        // A line pasted from a transcript, prompt and all, runs its command (as IPython
        // strips `>>> `).
        let unprompted = line.drop { $0 == " " || $0 == "\t" }
        if unprompted.hasPrefix(Engine.prompt) { return try command(for: String(unprompted.dropFirst(Engine.prompt.count))) }
        if let simple = try Self.parseWithoutNames(line) { return simple }
        return try parse(line)
    }

    /// Parses lines that need no knowledge of the variants (blank lines, comments and
    /// `quit`), or returns `nil`.
    static func parseWithoutNames(_ line: String) throws(CommandError) -> Command? {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .nothing }
        // What people coming from python, sqlite3 and node type.
        if quitWords.contains(trimmed) { return .quit }
        if helpWords.contains(trimmed) { return .help(nil) }
        return nil
    }

    func parse(_ line: String) throws(CommandError) -> Command {
        let firstByte = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if firstByte == nil || firstByte == UInt8(ascii: "#") { return .nothing }
        let words = try Tokenizer.words(line)
        guard let first = words.first else { return .nothing }
        let name = try resolveCommand(first)
        let arguments = Array(words.dropFirst())
        var usage: String { commands.spec(name)?.usage ?? name }

        func noArguments(_ command: Command) throws(CommandError) -> Command {
            guard arguments.isEmpty else { throw .wrongArguments(command: name, usage: usage) }
            return command
        }
        func oneArgument() throws(CommandError) -> String {
            guard arguments.count == 1 else { throw .wrongArguments(command: name, usage: usage) }
            return arguments[0]
        }
        func number(_ word: String, _ range: ClosedRange<Int>) throws(CommandError) -> Int {
            guard let value = Int(word), range.contains(value) else {
                throw .badNumber(word, range: range, usage: usage)
            }
            return value
        }

        if let input = layout.input(command: name) {
            switch input.type {
            case .tap where input.repeats:
                if arguments.isEmpty { return .send(input: input.name, value: .tap, times: 1) }
                return .send(input: input.name, value: .tap, times: try number(try oneArgument(), Self.countRange))
            case .tap:
                return try noArguments(.send(input: input.name, value: .tap, times: 1))
            case .text:
                return .send(input: input.name, value: .text(try oneArgument()), times: 1)
            case .number:
                let word = try oneArgument()
                guard let value = Int(word) else { throw .notANumber(word, usage: usage) }
                return .send(input: input.name, value: .number(value), times: 1)
            case .toggle:
                let setting = try resolve(try oneArgument(), with: Self.autorunMatcher, kind: .setting)
                return .send(input: input.name, value: .toggle(setting == "on"), times: 1)
            }
        }
        switch name {
        case "subscribe":
            return .subscribe(stream: try resolve(try oneArgument(), with: streamMatcher, kind: .stream))
        case "unsubscribe":
            if arguments.isEmpty { return .unsubscribe(.all) }
            let target = try oneArgument()
            if target.hasPrefix("#") {
                guard let id = Int(target.dropFirst()), id > 0 else { throw .noSuchSubscriber(target) }
                return .unsubscribe(.id(id))
            }
            return .unsubscribe(.stream(try resolve(target, with: streamMatcher, kind: .stream)))
        case "state":
            if arguments.isEmpty { return .state(stream: nil) }
            return .state(stream: try resolve(try oneArgument(), with: streamMatcher, kind: .stream))
        case "reset":
            return try noArguments(.reset)
        case "error":
            return .error(input: try resolve(try oneArgument(), with: inputMatcher, kind: .input))
        case "complete":
            return .complete(input: try resolve(try oneArgument(), with: inputMatcher, kind: .input))
        case "api":
            return try parseAPI(arguments, usage: usage)
        case "tick":
            return .tick(milliseconds: try number(try oneArgument(), Self.millisecondRange))
        case "autorun":
            // Alone, it shows the setting, as `api` does.
            if arguments.isEmpty { return .autorun(nil) }
            let setting = try resolve(try oneArgument(), with: Self.autorunMatcher, kind: .setting)
            return .autorun(setting == "on")
        case "bench":
            if arguments.isEmpty { return .bench(events: Self.benchEvents) }
            return .bench(events: try number(try oneArgument(), Self.benchRange))
        case "resources":
            if arguments.isEmpty { return .resources(nil) }
            let setting = try resolve(try oneArgument(), with: Self.autorunMatcher, kind: .setting)
            return .resources(setting == "on")
        case "time":
            return try noArguments(.time)
        case "events":
            let setting = try resolve(try oneArgument(), with: Self.eventsMatcher, kind: .setting)
            return .events(all: setting == "all")
        case "log":
            return try noArguments(.log)
        case "lessons":
            return try noArguments(.lessons)
        case "demo":
            return .demo(try oneArgument())
        case "run":
            let word = try oneArgument()
            if word.hasPrefix("-") { throw .optionAsFileName(word, command: "run", usage: usage) }
            return .run(word)
        case "save":
            let force = arguments.contains("--force")
            let paths = arguments.filter { $0 != "--force" }
            guard paths.count == 1 else { throw .wrongArguments(command: "save", usage: usage) }
            if paths[0].hasPrefix("-") { throw .optionAsFileName(paths[0], command: "save", usage: usage) }
            return .save(path: paths[0], force: force)
        case "source":
            return try parseSource(arguments, usage: usage)
        case "marbles":
            return try parseMarbles(arguments, usage: usage)
        case "variants":
            return try noArguments(.variants)
        case "use":
            guard !arguments.isEmpty else { throw .wrongArguments(command: name, usage: usage) }
            if arguments.count == 1, arguments[0].lowercased() == "all" { return .use(variantNames) }
            if arguments.contains(where: { $0.lowercased() == "all" }) { throw .allWithNames }
            var chosen: [String] = []
            for word in arguments {
                let resolved = try resolve(word, with: variantMatcher, kind: .variant)
                if !chosen.contains(resolved) { chosen.append(resolved) }
            }
            return .use(variantNames.filter(chosen.contains))
        case "help":
            if arguments.isEmpty { return .help(nil) }
            return .help(try helpTopic(try oneArgument()))
        case "quit":
            return try noArguments(.quit)
        default:
            throw .unknownCommand(first, suggestion: nil)
        }
    }

    /// `source VARIANT [VARIANT] [counter|login] [--diff]`.
    private func parseSource(_ arguments: [String], usage: String) throws(CommandError) -> Command {
        var variants: [String] = []
        var screen: Screen?
        var diff = false
        for word in arguments {
            if word == "--diff" {
                diff = true
            } else if let named = layout.screens.first(where: { $0.name == word.lowercased() }) {
                guard screen == nil else { throw .wrongArguments(command: "source", usage: usage) }
                screen = named
            } else {
                let variant = try resolve(word, with: variantMatcher, kind: .variant)
                if !variants.contains(variant) { variants.append(variant) }
            }
        }
        guard (1...2).contains(variants.count), !diff || variants.count == 2 else {
            throw .wrongArguments(command: "source", usage: usage)
        }
        return .source(variants: variants, screen: screen ?? layout.screens[0], diff: diff)
    }

    /// `marbles [--svg FILE] [--theme light|dark] [STREAM…]`.
    private func parseMarbles(_ arguments: [String], usage: String) throws(CommandError) -> Command {
        var streams: [String] = []
        var path: String?
        var theme = MarbleSVGRequest.Theme.light
        var aspect: MarbleSVGRequest.Aspect?
        var force = false
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            switch word {
            case "--force":
                force = true
            case "--size":
                index += 1
                let shapes = MarbleSVGRequest.Aspect.allCases.map(\.rawValue)
                guard index < arguments.count, let chosen = MarbleSVGRequest.Aspect(rawValue: arguments[index]) else {
                    throw .badSetting(index < arguments.count ? arguments[index] : "", option: "--size", valid: shapes, usage: usage)
                }
                aspect = chosen
            case "--svg", "--theme":
                index += 1
                guard index < arguments.count else { throw .wrongArguments(command: "marbles", usage: usage) }
                if word == "--svg" {
                    if arguments[index].hasPrefix("-") { throw .optionAsFileName(arguments[index], command: "marbles --svg", usage: usage) }
                    path = arguments[index]
                } else {
                    let themes = MarbleSVGRequest.Theme.allCases.map(\.rawValue)
                    let chosen = try resolve(arguments[index], with: NameMatcher(names: themes), kind: .setting)
                    theme = MarbleSVGRequest.Theme(rawValue: chosen) ?? .light
                }
            default:
                let stream = try resolve(word, with: streamMatcher, kind: .stream)
                if !streams.contains(stream) { streams.append(stream) }
            }
            index += 1
        }
        if path == nil && (force || aspect != nil || theme != .light) {
            throw .svgOptionWithoutFile(usage: usage)
        }
        return .marbles(streams: streams, svg: path.map { MarbleSVGRequest(path: $0, theme: theme, aspect: aspect, force: force) })
    }

    private func parseAPI(_ arguments: [String], usage: String) throws(CommandError) -> Command {
        if arguments.isEmpty { return .apiShow }
        let setting = try resolve(arguments[0], with: Self.apiMatcher, kind: .setting)
        if setting == "latency" {
            guard arguments.count == 2 else { throw .wrongArguments(command: "api", usage: usage) }
            guard let value = Int(arguments[1]), Self.millisecondRange.contains(value) else {
                throw .badNumber(arguments[1], range: Self.millisecondRange, usage: usage)
            }
            return .apiLatency(milliseconds: value)
        }
        guard arguments.count == 1 else { throw .wrongArguments(command: "api", usage: usage) }
        switch setting {
        case "ok": return .apiOutcome(.success)
        case "wrong-password": return .apiOutcome(.failure(.wrongPassword))
        case "unknown-user": return .apiOutcome(.failure(.unknownUser))
        case "network-error": return .apiOutcome(.failure(.networkError))
        default: return .apiOutcome(nil)
        }
    }

    private func resolveCommand(_ word: String) throws(CommandError) -> String {
        switch commands.matcher.match(word) {
        case .found(let name): return name
        case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
        case .unknown(let suggestion): throw .unknownCommand(word, suggestion: suggestion)
        }
    }

    /// What `help WORD` explains: a command (an exact name, then an abbreviation), a
    /// variant, or the output's legend.
    private func helpTopic(_ word: String) throws(CommandError) -> HelpTopic {
        let lowered = word.lowercased()
        if commands.names.contains(lowered) { return .command(lowered) }
        if let variant = variantNames.first(where: { $0 == lowered }) { return .variant(variant) }
        if lowered == "output" { return .output }
        switch commands.matcher.match(word) {
        case .found(let name): return .command(name)
        case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
        case .unknown:
            if case .found(let variant) = variantMatcher.match(word) { return .variant(variant) }
            if "output".hasPrefix(lowered), !lowered.isEmpty { return .output }
            let topics = NameMatcher(names: commands.names + variantNames + ["output"])
            throw .unknownHelpTopic(word, suggestion: topics.nearest(to: lowered))
        }
    }

    private func resolve(_ word: String, with matcher: NameMatcher, kind: NameKind) throws(CommandError) -> String {
        switch matcher.match(word) {
        case .found(let name): return name
        case .ambiguous(let candidates): throw .ambiguousName(word, kind: kind, candidates: candidates)
        case .unknown(let suggestion):
            // A name of the other kind is a mix-up, not a typo: say what it is.
            if kind == .input, case .found(let stream) = streamMatcher.match(word), stream.lowercased() == word.lowercased() {
                throw .wrongKind(word, isA: .stream, expected: .input, valid: inputNames)
            }
            if kind == .stream, case .found(let input) = inputMatcher.match(word), input.lowercased() == word.lowercased() {
                throw .wrongKind(word, isA: .input, expected: .stream, valid: streamNames)
            }
            throw .unknownName(word, kind: kind, suggestion: suggestion, valid: matcher.names)
        }
    }
}
