/// An expected output line, with trycmd's wildcards: `[..]` matches any text within the
/// line, and a line that is exactly `...` matches any number of lines, none included.
///
/// What varies by machine (timings, paths) can so stand in a transcript that passes on
/// every machine.
struct LinePattern: Equatable {
    /// The wildcard for any text within a line.
    static let anyText = "[..]"
    /// The line that matches any number of lines.
    static let anyLines = "..."

    /// The line as written in the transcript.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// Whether this is the `...` line.
    var matchesAnyLines: Bool { text == Self.anyLines }

    /// Whether `line` matches: equal, or equal with each `[..]` standing for some text.
    /// A command's error matches only a line that is the error itself: a wildcard never
    /// swallows one.
    func matches(_ line: PrintedLine) -> Bool {
        line.isError ? text == line.text : matches(line.text)
    }

    /// Whether `line` matches: equal, or equal with each `[..]` standing for some text.
    func matches(_ line: String) -> Bool {
        // Most expected lines are the printed line itself (a `[..]` matches itself too);
        // the wildcards are looked for only in the others, a `[` first, far cheaper.
        if text == line { return true }
        guard text.utf8.contains(UInt8(ascii: "[")), text.contains(Self.anyText) else { return false }
        let pieces = text.split(separator: Self.anyText, omittingEmptySubsequences: false)
        // The first piece must start the line and the last end it; each piece between is
        // taken at its first place after the one before, which finds a match if any exists.
        guard let first = pieces.first, let last = pieces.last,
              line.hasPrefix(first), line.utf8.count >= first.utf8.count + last.utf8.count else { return false }
        var rest = line.dropFirst(first.count)
        guard rest.hasSuffix(last) else { return false }
        rest = rest.dropLast(last.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}

/// A line a command printed, as `check` compares it: its text, and whether it is part
/// of the command's error, which no wildcard matches.
struct PrintedLine: Equatable {
    let text: String
    let isError: Bool
}
