/// Everything that can be wrong with a line the user typed, each naming the bad value.
public enum CommandError: Error, Equatable, Sendable {
    /// No command has this name; the nearest one, if any is close.
    case unknownCommand(String, suggestion: String?)
    /// More than one command starts with this abbreviation.
    case ambiguousCommand(String, candidates: [String])
    /// No input, stream, variant or setting has this name; the nearest one if it is
    /// close, and the valid names.
    case unknownName(String, kind: NameKind, suggestion: String?, valid: [String])
    /// The name is of another kind than the command takes (`error validEmail`).
    case wrongKind(String, isA: NameKind, expected: NameKind, valid: [String])
    /// `demo` or `run` was given neither a file that exists nor a lesson's number or name.
    case unknownLesson(String)
    /// `use all` and variant names in one command.
    case allWithNames
    /// An apostrophe inside a word opened a quote that never closes (`it's`).
    case apostropheInWord(String)
    /// `help` was asked about something that is neither a command, a variant nor `output`.
    case unknownHelpTopic(String, suggestion: String?)
    /// More than one name of this kind starts with this abbreviation.
    case ambiguousName(String, kind: NameKind, candidates: [String])
    /// The arguments do not fit the command; carries its usage line.
    case wrongArguments(command: String, usage: String)
    /// A number argument is not a whole number in range.
    case badNumber(String, range: ClosedRange<Int>, usage: String)
    /// A word that should be a whole number is not one.
    case notANumber(String, usage: String)
    /// A quote was opened and never closed.
    case unterminatedQuote(Character)
    /// The line holds a NUL byte.
    case nulByte(column: Int)
    /// The line holds a control character.
    case controlCharacter(UInt32, column: Int)
    /// The line is not valid UTF-8.
    case invalidUTF8(byteOffset: Int)
    /// The line is longer than the engine reads.
    case lineTooLong(length: Int, limit: Int)
    /// A line of a file too long to read at all; it was passed over without being kept.
    case lineTooLongToRead(limit: Int)
    /// `unsubscribe #ID` names no late subscriber.
    case noSuchSubscriber(String)
    /// `unsubscribe STREAM` found no late subscriber on that stream.
    case noLateSubscribers(String)
    /// A file name where an option stands: `marbles --svg --theme dark`.
    case optionAsFileName(String, command: String, usage: String)
    /// An empty word (`''`) where a command takes a file name.
    case emptyFileName(command: String, usage: String)
    /// A `\` in double quotes before a character that has no escape.
    case unknownEscape(String)
    /// `subscribe` when the session already has as many late subscribers as it keeps.
    case tooManyLateSubscribers(limit: Int)
    /// An option given a value it does not take (`--size 5:4`).
    case badSetting(String, option: String, valid: [String], usage: String)
    /// `marbles` given `--theme`, `--size` or `--force` without `--svg FILE`.
    case svgOptionWithoutFile(usage: String)
    /// `trace` given a command that sends nothing into the view models.
    case notTraceable(String, usage: String)
    /// `explore` given other than two styles or `--all`, or an option without the one it
    /// goes with: what is wrong.
    case exploreStyles(String, usage: String)
    /// An option the command does not take at the prompt; `elsewhere` says where it is
    /// one (`vmrepl mutate` from the shell), if it is.
    case unknownOption(String, command: String, elsewhere: String?, usage: String)
    /// A command `explore` makes from a screen's declaration does not run: an input's
    /// example value its command does not take.
    case unexplorable(String, screen: String, reason: String)
    /// `graph` of a style that runs on RxSwift itself (the `RealRxSwift` trait): it reads
    /// MiniRx's own bookkeeping.
    case needsMiniRx(command: String, styles: [String])
}

/// The kind of name an argument should be.
public enum NameKind: String, Sendable {
    /// The kind in the plural, for a list: `streams`.
    var plural: String { rawValue + "s" }

    /// The kind with its article: `an input`, `an output stream`.
    var withArticle: String {
        switch self {
        case .input: "an input"
        case .stream: "an output stream"
        case .variant: "a variant"
        case .setting: "a setting"
        case .screen: "a screen"
        }
    }

    /// A view-model input: `countUp`, `email`, ….
    case input
    /// A screen: `counter`, `login`.
    case screen
    /// An output stream: `count`, `loginResult`, ….
    case stream
    /// A style: `relay`, `unio`, ….
    case variant
    /// A value of a command's setting.
    case setting
}

extension CommandError: CustomStringConvertible {
    /// The error as one lowercase line that quotes the bad value and suggests a fix.
    public var description: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            return "unknown command '\(word)'; " + (suggestion.map { "did you mean '\($0)'?" } ?? "type 'help' for the list")
        case .ambiguousCommand(let word, let candidates):
            // An empty quoted word is a prefix of every name, but not a try at any.
            if word.isEmpty { return "empty command name ''; type 'help' for the list" }
            return "ambiguous command '\(word)'; it could be \(list(candidates))"
        case .unknownName(let word, let kind, let suggestion, let valid):
            return "unknown \(kind.rawValue) '\(word)'; " + (suggestion.map { "did you mean '\($0)'?" } ?? "\(kind.plural): \(valid.joined(separator: ", "))")
        case .wrongKind(let word, let isA, let expected, let valid):
            return "'\(word)' is \(isA.withArticle), not \(expected.withArticle); \(expected.plural) are \(valid.joined(separator: ", "))"
        case .unknownLesson(let word):
            return "no file or lesson '\(word)'; lessons are " + EmbeddedLessons.all.map { "\($0.number) \($0.name)" }.joined(separator: ", ") + " ('lessons' lists them)"
        case .allWithNames:
            return "'all' cannot be combined with variant names; type 'use all', or only the names"
        case .apostropheInWord(let word):
            return "the apostrophe in \(word) starts a quote that never closes; to type it, put the word in double quotes: \"\(word)\""
        case .unknownHelpTopic(let word, let suggestion):
            return "no help on '\(word)'; " + (suggestion.map { "did you mean 'help \($0)'?" } ?? "'help' takes a command, a variant, 'output' or 'engine'")
        case .ambiguousName(let word, let kind, let candidates):
            if word.isEmpty { return "empty \(kind.rawValue) name ''; it must be one of \(list(candidates))" }
            return "ambiguous \(kind.rawValue) '\(word)'; it could be \(list(candidates))"
        case .wrongArguments(let command, let usage):
            return "wrong arguments for '\(command)'; usage: \(usage)"
        case .badNumber(let word, let range, let usage):
            return "'\(word)' is not a whole number from \(range.lowerBound) to \(range.upperBound); usage: \(usage)"
        case .notANumber(let word, let usage):
            return "'\(word)' is not a whole number; usage: \(usage)"
        case .unterminatedQuote(let quote):
            return "unterminated quote \(quote); close it with \(quote)"
        case .nulByte(let column):
            return "the line contains a NUL byte at column \(column); remove it"
        case .controlCharacter(let value, let column):
            return "the line contains control character U+\(hex4(value)) at column \(column); remove it"
        case .invalidUTF8(let offset):
            return "the line is not valid UTF-8 (bad byte at offset \(offset)); use UTF-8 text"
        case .lineTooLongToRead(let limit):
            return "the line is over \(limit) bytes, the most vmrepl reads; it was skipped"
        case .lineTooLong(let length, let limit):
            return "the line is \(length) bytes long; shorten it to at most \(limit) bytes"
        case .noSuchSubscriber(let id):
            return "no late subscriber '\(id)'; 'subscribe STREAM' prints the id it gives"
        case .noLateSubscribers(let stream):
            return "no late subscriber on '\(stream)'; 'subscribe \(stream)' adds one"
        case .badSetting(let word, let option, let valid, let usage):
            return (word.isEmpty ? "'\(option)' needs a value" : "'\(word)' is not a value of \(option)") + "; it takes \(valid.joined(separator: " or ")); \(usage)"
        case .notTraceable(let command, let usage):
            return "'\(command)' sends no event into the view models, so there is nothing to trace; trace an input's command, error, complete, tick or subscribe; \(usage)"
        case .exploreStyles(let problem, let usage):
            return "\(problem); usage: \(usage)"
        case .unknownOption(let word, let command, let elsewhere, let usage):
            return "unknown option '\(word)' for '\(command)'\(elsewhere.map { " (\($0))" } ?? ""); usage: \(usage)"
        case .unexplorable(let line, let screen, let reason):
            return "explore cannot send '\(line)', made from screen '\(screen)''s declaration (\(reason)); give the input examples its command takes"
        case .needsMiniRx(let command, let styles):
            return "'\(command)' needs MiniRx; \(styles.joined(separator: ", ")) \(styles.count == 1 ? "runs" : "run") on RxSwift itself in this build ('help engine')"
        case .svgOptionWithoutFile(let usage):
            return "--theme, --size and --force are for the SVG file; add '--svg FILE'; \(usage)"
        case .optionAsFileName(let word, let command, let usage):
            return "'\(command)' needs a file name, not the option '\(word)' (for a file whose name starts with '-', write './\(word)'); \(usage)"
        case .emptyFileName(let command, let usage):
            return "'\(command)' needs a file name, and '' is empty; \(usage)"
        case .unknownEscape(let escape):
            return "unknown escape '\(escape)' in double quotes; inside them write \\\" \\\\ \\n or \\t, or use single quotes to keep a backslash"
        case .tooManyLateSubscribers(let limit):
            return "the session already has \(limit) late subscribers, the most it keeps; 'unsubscribe STREAM', 'unsubscribe all' or 'reset' frees some"
        }
    }
}

private func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
}

private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
