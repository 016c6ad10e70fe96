/// An expected output line, with trycmd's wildcards: `[..]` matches any text within the
/// line, and a line that is exactly `...` matches any number of lines, none included.
///
/// What varies by machine (timings, paths) can so stand in a transcript that passes on
/// every machine. A line after the literal mark `\` (``TranscriptLine/written(_:)``)
/// matches exactly the text after it, with no wildcard.
struct LinePattern: Equatable {
    /// The wildcard for any text within a line.
    static let anyText = "[..]"
    /// The line that matches any number of lines.
    static let anyLines = "..."

    /// The line as written in the transcript.
    let text: String
    /// The exact text a line written after the literal mark expects; `nil` for others.
    private let literal: Substring?

    init(_ text: String) {
        self.text = text
        literal = text.hasPrefix(TranscriptLine.literalMark) ? text.dropFirst(TranscriptLine.literalMark.count) : nil
    }

    /// Whether this is the `...` line.
    var matchesAnyLines: Bool { literal == nil && text == Self.anyLines }

    /// Whether `line` matches: the same UTF-8 bytes, or the same with each `[..]`
    /// standing for some text. A command's error matches only a line that is the error
    /// itself: a wildcard never swallows one.
    func matches(_ line: PrintedLine) -> Bool {
        if let literal { return literal.utf8.elementsEqual(line.text.utf8) }
        return line.isError ? text.utf8.elementsEqual(line.text.utf8) : matches(line.text)
    }

    /// Whether `line` matches: the same UTF-8 bytes, or the same with each `[..]`
    /// standing for some text. Bytes, not characters: `café` written with a combining
    /// accent is another line than `café` with a precomposed `é`.
    func matches(_ line: String) -> Bool {
        if let literal { return literal.utf8.elementsEqual(line.utf8) }
        // Most expected lines are the printed line itself (a `[..]` matches itself too);
        // the wildcards are looked for only in the others, a `[` first, far cheaper.
        if text.utf8.elementsEqual(line.utf8) { return true }
        guard text.utf8.contains(UInt8(ascii: "[")) else { return false }
        let pieces = Self.split(Array(text.utf8), at: Self.anyTextUTF8)
        guard pieces.count > 1 else { return false }
        let bytes = Array(line.utf8)
        // The first piece must start the line and the last end it; each piece between is
        // taken at its first place after the one before, which finds a match if any exists.
        let first = pieces[0], last = pieces[pieces.count - 1]
        guard bytes.count >= first.count + last.count, bytes.starts(with: first), bytes.reversed().starts(with: last.reversed()) else {
            return false
        }
        var rest = bytes[first.count..<(bytes.count - last.count)]
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = Self.firstPlace(of: piece, in: rest) else { return false }
            rest = rest[(found + piece.count)...]
        }
        return true
    }

    /// `[..]` as UTF-8.
    private static let anyTextUTF8 = Array(anyText.utf8)

    /// `bytes` cut at each `separator`: one piece more than there are separators.
    private static func split(_ bytes: [UInt8], at separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var rest = bytes[...]
        while let found = firstPlace(of: separator, in: rest) {
            pieces.append(rest[..<found])
            rest = rest[(found + separator.count)...]
        }
        pieces.append(rest)
        return pieces
    }

    /// Where `needle` first starts in `haystack`, as an index of `haystack`.
    private static func firstPlace(of needle: some Collection<UInt8>, in haystack: ArraySlice<UInt8>) -> Int? {
        guard let head = needle.first, needle.count <= haystack.count else { return nil }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index] == head, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// A line a command printed, as `check` compares it: its text, and whether it is part
/// of the command's error, which no wildcard matches.
struct PrintedLine: Equatable {
    let text: String
    let isError: Bool
}
