import StyleKit

/// A command's argument words, with what they may name: how a declaration reads them, and
/// the one place that words become numbers, names and settings, or an error that names
/// the bad word and the fix.
struct Arguments: CommandArguments {
    let words: [String]
    /// The command's full name.
    let command: String
    /// Its usage line, which errors end with.
    let usage: String
    /// The names the session knows.
    let vocabulary: Vocabulary

    var isEmpty: Bool { words.isEmpty }
    var count: Int { words.count }
    subscript(index: Int) -> String { words[index] }

    /// What `on|off` settings take.
    static let onOff = ["on", "off"]
    private static let onOffMatcher = NameMatcher(names: onOff)

    /// The wrong-arguments error, with the usage.
    var wrong: CommandError { .wrongArguments(command: command, usage: usage) }

    /// ``wrong``, for a service's command.
    var wrongArguments: any Error { wrong }

    /// Checks there are none.
    func none() throws(CommandError) {
        guard words.isEmpty else { throw wrong }
    }

    /// The one word there must be.
    func one() throws(CommandError) -> String {
        guard words.count == 1 else { throw wrong }
        return words[0]
    }

    /// `word` as a whole number in `range`.
    func number(_ word: String, in range: ClosedRange<Int>) throws(CommandError) -> Int {
        guard let value = Int(word), range.contains(value) else { throw .badNumber(word, range: range, usage: usage) }
        return value
    }

    /// The one word there must be, as a number in `range`.
    func number(in range: ClosedRange<Int>) throws(CommandError) -> Int {
        try number(try one(), in: range)
    }

    /// `word` as `on` (true) or `off`, abbreviations allowed.
    func onOrOff(_ word: String) throws(CommandError) -> Bool {
        try vocabulary.resolve(word, with: Self.onOffMatcher, kind: .setting) == "on"
    }

    /// `on`, `off`, or `nil` when there is no word.
    func optionalOnOff() throws(CommandError) -> Bool? {
        words.isEmpty ? nil : try onOrOff(try one())
    }

    /// `word` as one of `settings`, abbreviations allowed.
    func setting(_ word: String, from settings: [String]) throws(CommandError) -> String {
        try vocabulary.resolve(word, with: NameMatcher(names: settings), kind: .setting)
    }

    /// `word` as a stream's name.
    func stream(_ word: String) throws(CommandError) -> String {
        try vocabulary.resolve(word, with: vocabulary.streamMatcher, kind: .stream)
    }

    /// `word` as an input's name.
    func input(_ word: String) throws(CommandError) -> String {
        try vocabulary.resolve(word, with: vocabulary.inputMatcher, kind: .input)
    }

    /// `word` as a screen's name (`--screen S` of `explore` and `mutate`).
    func screen(_ word: String) throws(CommandError) -> String {
        guard let found = vocabulary.layout.screens.first(where: { $0.name == word.lowercased() }) else {
            throw .unknownName(word, kind: .screen, suggestion: nil, valid: vocabulary.layout.screens.map(\.name))
        }
        return found.name
    }

    /// `word` as a variant's name.
    func variant(_ word: String) throws(CommandError) -> String {
        try vocabulary.resolve(word, with: vocabulary.variantMatcher, kind: .variant)
    }

    /// The words of a command that takes variants, a screen and `options` (`source`,
    /// `graph`), in any order: the variants named, each once, in the order typed; the
    /// screen, the catalog's first when none is named; and the options given.
    func variantsAndScreen(options: Set<String>) throws(CommandError) -> (variants: [String], screen: Screen, options: Set<String>) {
        var variants: [String] = []
        var screen: Screen?
        var given: Set<String> = []
        let screens = vocabulary.layout.screens
        for word in words {
            if options.contains(word) {
                given.insert(word)
            } else if let named = screens.first(where: { $0.name == word.lowercased() }) {
                guard screen == nil else { throw wrong }
                screen = named
            } else {
                let variant = try variant(word)
                if !variants.contains(variant) { variants.append(variant) }
            }
        }
        return (variants, screen ?? screens[0], given)
    }

    /// `word` as a file name, which may not look like an option.
    func fileName(_ word: String, for command: String? = nil) throws(CommandError) -> String {
        if word.hasPrefix("-") { throw .optionAsFileName(word, command: command ?? self.command, usage: usage) }
        if word.isEmpty { throw .emptyFileName(command: command ?? self.command, usage: usage) }
        return word
    }
}

/// The names a session knows: its screens' inputs and streams, its variants and its
/// commands, each with a matcher made once (each lower-cases its names).
struct Vocabulary {
    let layout: Layout
    /// The variant names, in catalog order.
    let variantNames: [String]
    let commands: CommandTable
    let inputMatcher: NameMatcher
    let streamMatcher: NameMatcher
    let variantMatcher: NameMatcher

    init(layout: Layout, commands: CommandTable, variantNames: [String]) {
        self.layout = layout
        self.commands = commands
        self.variantNames = variantNames
        inputMatcher = NameMatcher(names: layout.inputNames)
        streamMatcher = NameMatcher(names: layout.streamNames)
        variantMatcher = NameMatcher(names: variantNames)
    }

    /// The name `word` stands for in `matcher`'s names, or an error that says what is wrong:
    /// an ambiguous abbreviation, a typo (with the nearest name, else the list), or a name
    /// of the other kind (an input where a stream is wanted).
    func resolve(_ word: String, with matcher: NameMatcher, kind: NameKind) throws(CommandError) -> String {
        switch matcher.match(word) {
        case .found(let name): return name
        case .ambiguous(let candidates): throw .ambiguousName(word, kind: kind, candidates: candidates)
        case .unknown(let suggestion):
            // A name of the other kind is a mix-up, not a typo: say what it is.
            if kind == .input, case .found(let stream) = streamMatcher.match(word), stream.lowercased() == word.lowercased() {
                throw .wrongKind(word, isA: .stream, expected: .input, valid: layout.inputNames)
            }
            if kind == .stream, case .found(let input) = inputMatcher.match(word), input.lowercased() == word.lowercased() {
                throw .wrongKind(word, isA: .input, expected: .stream, valid: layout.streamNames)
            }
            throw .unknownName(word, kind: kind, suggestion: suggestion, valid: matcher.names)
        }
    }
}
