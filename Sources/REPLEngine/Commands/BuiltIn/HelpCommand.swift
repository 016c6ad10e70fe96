/// `help [TOPIC]`: the command list, or a command, a variant, the output's marks or the Rx
/// libraries the styles run on.
struct HelpCommand: Command, Equatable {
    let topic: HelpTopic?

    static let declaration = CommandDeclaration(
        name: "help", usage: "help [TOPIC]", summary: "list the commands, or explain a topic",
        details: "Without an argument lists every command; with a command shows its usage, what it does and an example; with a variant, its key idea; 'help output' explains every mark the output uses; 'help engine' names the Rx libraries the styles run on. '?' and '.help' are 'help' too.",
        example: "help countup", arguments: .topic, purpose: .session
    ) { arguments throws(CommandError) in
        HelpCommand(topic: arguments.isEmpty ? nil : try topic(try arguments.one(), in: arguments.vocabulary))
    }

    /// What `help WORD` explains: a command (an exact name, then an abbreviation), a
    /// variant, the output's legend, or the engine.
    private static func topic(_ word: String, in vocabulary: Vocabulary) throws(CommandError) -> HelpTopic {
        let lowered = word.lowercased()
        let commands = vocabulary.commands
        if commands.names.contains(lowered) { return .command(lowered) }
        if let variant = vocabulary.variantNames.first(where: { $0 == lowered }) { return .variant(variant) }
        if lowered == "output" { return .output }
        if lowered == "engine" { return .engine }
        switch commands.matcher.match(word) {
        case .found(let name): return .command(name)
        case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
        case .unknown:
            if case .found(let variant) = vocabulary.variantMatcher.match(word) { return .variant(variant) }
            if "output".hasPrefix(lowered), !lowered.isEmpty { return .output }
            if "engine".hasPrefix(lowered), !lowered.isEmpty { return .engine }
            let topics = NameMatcher(names: commands.names + vocabulary.variantNames + ["output", "engine"])
            throw .unknownHelpTopic(word, suggestion: topics.nearest(to: lowered))
        }
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        context.show(.help(topic, command: context.line))
        return .succeeded
    }
}

/// What `help` explains.
enum HelpTopic: Equatable {
    /// A command, by its full name.
    case command(String)
    /// A variant, by its name.
    case variant(String)
    /// The marks the output uses: the legend.
    case output
    /// The Rx libraries the shipped styles run on: MiniRx, or RxSwift itself.
    case engine
}
