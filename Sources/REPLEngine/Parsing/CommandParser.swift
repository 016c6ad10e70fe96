import StyleKit

/// Turns a line into a ``Command``: finds the command's declaration by its name (or an
/// abbreviation) and lets it read its arguments.
package struct CommandParser {
    let vocabulary: Vocabulary

    init(layout: Layout, commands: CommandTable, variantNames: [String]) {
        vocabulary = Vocabulary(layout: layout, commands: commands, variantNames: variantNames)
    }

    /// The parser of the names in `vocabulary`.
    init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// The parser for `catalog`'s screens and styles.
    init(catalog: Catalog) {
        let layout = Layout(screens: catalog.screens)
        self.init(layout: layout, commands: CommandTable(layout: layout), variantNames: catalog.styles.map(\.name))
    }

    /// What people coming from python, sqlite3 and node type to leave, and to ask for help.
    static let quitWords = ["quit", "q", "exit", ".quit", ".exit"]
    static let helpWords = ["?", ".help"]

    /// Checks and parses a whole input line, as the engine runs it: `nil` for a line with
    /// nothing to do (blank, or a comment).
    func command(for line: String) throws(CommandError) -> (any Command)? {
        try LineReader.check(line)
        // A line pasted from a transcript, prompt and all, runs its command (as IPython
        // strips `>>> `).
        let unprompted = line.drop { $0 == " " || $0 == "\t" }
        if unprompted.hasPrefix(Engine.prompt) { return try command(for: String(unprompted.dropFirst(Engine.prompt.count))) }
        return try parse(line)
    }

    /// Whether a line has nothing to do: blank, or a comment.
    static func isNothing(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// Parses a line that has passed ``LineReader/check(_:)``.
    func parse(_ line: String) throws(CommandError) -> (any Command)? {
        if Self.isNothing(line) { return nil }
        let trimmed = line.trimmingSpaces
        if Self.quitWords.contains(trimmed) { return QuitCommand() }
        if Self.helpWords.contains(trimmed) { return HelpCommand(topic: nil) }
        return try command(words: try Tokenizer.words(line))
    }

    /// The command that `words` (a command's name, or an abbreviation, and its
    /// arguments) make: what `trace` runs.
    func command(words: [String]) throws(CommandError) -> (any Command)? {
        guard let first = words.first else { return nil }
        let name: String
        // `q` stays `quit` however it is spelled (`q""`), though `query` starts with it too.
        if Self.quitWords.contains(first), let quit = vocabulary.commands.declaration("quit") {
            return try quit.parse(Arguments(words: Array(words.dropFirst()), command: quit.name, usage: quit.usage, vocabulary: vocabulary))
        }
        switch vocabulary.commands.matcher.match(first) {
        case .found(let found): name = found
        case .ambiguous(let candidates): throw .ambiguousCommand(first, candidates: candidates)
        case .unknown(let suggestion): throw .unknownCommand(first, suggestion: suggestion)
        }
        guard let declaration = vocabulary.commands.declaration(name) else { throw .unknownCommand(first, suggestion: nil) }
        return try declaration.parse(Arguments(words: Array(words.dropFirst()), command: name, usage: declaration.usage, vocabulary: vocabulary))
    }
}
