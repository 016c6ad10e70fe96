/// `help [TOPIC]`: the command list, or a command, a variant or the output's marks.
struct HelpCommand: Command, Equatable {
    let topic: HelpTopic?

    static let declaration = CommandDeclaration(
        name: "help", usage: "help [TOPIC]", summary: "list the commands, or explain a topic",
        details: "Without an argument lists every command; with a command shows its usage, what it does and an example; with a variant, its key idea; 'help output' explains every mark the output uses. '?' and '.help' are 'help' too.",
        example: "help countup", arguments: .topic, purpose: .session
    ) { arguments throws(CommandError) in
        HelpCommand(topic: arguments.isEmpty ? nil : try topic(try arguments.one(), in: arguments.vocabulary))
    }

    /// What `help WORD` explains: a command (an exact name, then an abbreviation), a
    /// variant, or the output's legend.
    private static func topic(_ word: String, in vocabulary: Vocabulary) throws(CommandError) -> HelpTopic {
        let lowered = word.lowercased()
        let commands = vocabulary.commands
        if commands.names.contains(lowered) { return .command(lowered) }
        if let variant = vocabulary.variantNames.first(where: { $0 == lowered }) { return .variant(variant) }
        if lowered == "output" { return .output }
        switch commands.matcher.match(word) {
        case .found(let name): return .command(name)
        case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
        case .unknown:
            if case .found(let variant) = vocabulary.variantMatcher.match(word) { return .variant(variant) }
            if "output".hasPrefix(lowered), !lowered.isEmpty { return .output }
            let topics = NameMatcher(names: commands.names + vocabulary.variantNames + ["output"])
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
}
