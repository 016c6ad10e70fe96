import StyleKit

/// One command, declared once: the name people type, its help, the grammar of its
/// arguments, which `help` and Tab completion read, and how its words become a
/// ``Command``, which does the rest.
struct CommandDeclaration: Sendable {
    let name: String
    let usage: String
    let summary: String
    let details: String
    let example: String
    /// What its arguments are, for completion and for the names `help` lists.
    let arguments: ArgumentGrammar
    /// Where `help` lists it; `nil` for a screen's input, listed with its screen.
    let purpose: Purpose?
    /// For a screen input's command: the input's name.
    var input: String? = nil
    /// Makes the command from its arguments; throws what is wrong with them.
    let parse: @Sendable (Arguments) throws(CommandError) -> any Command

    /// What a command is for, in the order `help` lists them.
    enum Purpose: String, CaseIterable, Sendable {
        case watch
        case breakIt = "break it"
        case time
        case seeWhy = "see why"
        case styles
        case talks
        case session
    }
}

/// What a command's arguments are, as completion offers them and `help` lists their names.
enum ArgumentGrammar: Equatable, Sendable {
    case none
    case number
    /// Free text; Tab offers the suggestions.
    case text(suggestions: [String])
    case input
    case stream
    /// Streams and these options, any number of them (`marbles`).
    case streamsAndOptions([String])
    /// A stream or a late subscriber's `#ID`.
    case streamOrSubscriber
    /// Variant names, or `all`.
    case variants
    /// One of these words.
    case setting([String])
    /// Variants, a screen and these options (`source`, `graph`).
    case variantAndScreen(options: [String])
    /// Variants and these options, `--screen` taking a screen (`explore`).
    case variantsAndOptions([String])
    case lesson
    /// A command, a variant or `output` (`help`).
    case topic
    /// A command line of its own (`trace`): its name, then what it takes.
    case command
}

extension CommandDeclaration {
    /// The command that sends into `input`: `countup [N]`, `email TEXT`, `login`.
    init(_ input: Screen.Input) {
        let arguments: ArgumentGrammar
        switch input.type {
        case .tap: arguments = input.repeats ? .number : .none
        case .text: arguments = .text(suggestions: input.suggestions)
        case .number: arguments = .number
        case .toggle: arguments = .setting(Arguments.onOff)
        }
        self.init(name: input.command, usage: input.usage, summary: input.summary, details: input.details,
                  example: input.example, arguments: arguments, purpose: nil, input: input.name) { arguments throws(CommandError) in
            try SendCommand(input: input, arguments: arguments)
        }
    }
}
