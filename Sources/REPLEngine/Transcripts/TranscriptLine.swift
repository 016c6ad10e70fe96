/// What one line of a transcript or a command file is: the single definition that batch
/// mode (`-f`, `-e`), `--echo`, `check` and `--bless` all use, so that what vmrepl writes
/// it also reads back the same way.
///
/// - A line that starts with the prompt `vmrepl> ` is input: the rest of it is a command.
/// - A blank line, or one whose first character that is not a space or tab is `#`, is a
///   comment. Its text is never interpreted: no length or character limits apply.
/// - Every other line is, in a transcript, output expected from the input above it, and
///   in a command file, a command.
/// - An output line that starts with `\` is expected to be exactly the text after the
///   `\`, wildcards and all: `--echo`, `--bless` and `save` write so a printed line that
///   would otherwise be read as something else (``written(_:)``).
package enum TranscriptLine: Equatable {
    case input(String)
    case comment
    case output

    /// The longest line vmrepl reads, in bytes, in a command file or a transcript: a
    /// longer one is an error, passed over without being kept, so memory stays bounded
    /// whatever the input. (A command is shorter still: ``LineReader/maximumLength``.)
    static let maximumLength = 1 << 20

    /// What `line` (without its line ending) is in a transcript.
    init(_ line: Substring) {
        self.init(utf8: ArraySlice(line.utf8))
    }

    /// What `line`, valid UTF-8 without its line ending, is in a transcript: read as
    /// bytes, and only an input line's command decoded.
    init(utf8 line: ArraySlice<UInt8>) {
        if line.starts(with: Self.promptUTF8) {
            self = .input(String(decoding: line.dropFirst(Self.promptUTF8.count), as: UTF8.self))
        } else if Self.isComment(bytes: line) {
            self = .comment
        } else {
            self = .output
        }
    }

    /// The prompt as UTF-8.
    private static let promptUTF8 = Array(Engine.prompt.utf8)

    /// Whether `line` is a comment: blank, or `#` after any spaces and tabs.
    static func isComment<Line: StringProtocol>(_ line: Line) -> Bool {
        let first = line.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return first == nil || first == UInt8(ascii: "#")
    }

    /// Whether UTF-8 `bytes` are a comment line, without decoding them.
    package static func isComment<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return first == nil || first == UInt8(ascii: "#")
    }

    /// The mark before an output line that is expected exactly as the text after it.
    static let literalMark = "\\"

    /// How a printed line is written in a transcript so that `check` reads it back as
    /// that output and compares it: as it is, or after ``literalMark`` when a transcript
    /// would read it as something else — blank or `# …` (a comment), `vmrepl> …` (an
    /// input), a mistyped prompt (an error), `...` (any lines), or a line that itself
    /// starts with the mark. vmrepl's own lines never need it; a style's text, a
    /// handout's Markdown and a note can.
    package static func written(_ printed: String) -> String {
        needsLiteralMark(printed) ? literalMark + printed : printed
    }

    /// Whether `printed` must be written after ``literalMark``.
    static func needsLiteralMark(_ printed: String) -> Bool {
        isComment(printed) || printed.hasPrefix(Engine.prompt) || printed.hasPrefix(literalMark)
            || printed == LinePattern.anyLines || mistypedPrompt(printed[...]) != nil
    }

    /// Why an output line looks like an input line typed wrong, or `nil` if it does not:
    /// `vmrepl>countup`, `vmrepl >countup`, `> countup` and `$ vmrepl …` would otherwise
    /// be expected output, and a transcript of them would pass while running nothing.
    static func mistypedPrompt(_ line: Substring) -> String? {
        // Most lines start with none of the characters a prompt could.
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
              first == UInt8(ascii: "$") || first == UInt8(ascii: ">") || first == UInt8(ascii: "v") || first == UInt8(ascii: "V") else {
            return nil
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("$ ") || trimmed == "$" {
            return "looks like a shell command; an input line is the command after the prompt, as in 'vmrepl> countup'"
        }
        var rest = trimmed[...]
        if rest.lowercased().hasPrefix("vmrepl") {
            rest = rest.dropFirst("vmrepl".count).drop { $0 == " " || $0 == "\t" }
        }
        if rest.hasPrefix(">") {
            return "looks like a mistyped prompt; an input line starts with 'vmrepl> ' (one space after '>')"
        }
        return nil
    }
}
