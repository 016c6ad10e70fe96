/// The REPL command of a ``ScreenService``: its name and help, the words its first
/// argument may be, and what its arguments change.
public struct ServiceCommand<Settings>: Sendable {
    /// A change the command's arguments ask for: it changes the settings and says what they
    /// are now, as notes.
    public typealias Change = @Sendable (inout Settings) -> [ServiceNote]

    /// The name people type: `api`.
    public let name: String
    /// How it is called, for `help` and errors.
    public let usage: String
    /// One line for `help`.
    public let summary: String
    /// What `help COMMAND` says it does.
    public let details: String
    /// A command line that uses it.
    public let example: String
    /// The words its first argument may be, for completion and `help`.
    public let words: [String]
    /// Reads the command's arguments into the change they ask for; throws the
    /// arguments' own error (``CommandArguments``) when they are wrong.
    public let parse: @Sendable (any CommandArguments) throws -> Change

    /// A command named `name` that reads its arguments with `parse`.
    public init(name: String, usage: String, summary: String, details: String, example: String, words: [String],
                parse: @escaping @Sendable (any CommandArguments) throws -> Change) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.details = details
        self.example = example
        self.words = words
        self.parse = parse
    }
}

/// What a service's command says: a line of text and, for JSON, the settings it states
/// (`nil`: the line's facts are in the record before it). JSON writes the settings as one
/// `service` record, nested under the command's name, so that a service cannot write a
/// record of another kind.
public struct ServiceNote: Sendable {
    /// The line the text output prints.
    public let text: String
    /// The settings for the JSON `service` record, by name; `nil` for none.
    public let settings: [String: OutputValue]?

    /// A note printing `text`, with `settings` for JSON.
    public init(_ text: String, settings: [String: OutputValue]?) {
        self.text = text
        self.settings = settings
    }
}
