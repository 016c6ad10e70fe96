/// Splits a command line into words, shell-like: spaces separate words; single quotes
/// keep everything literally; double quotes keep spaces and honour `\"`, `\\`, `\n`,
/// `\t` (any other escape in them is an error that names it); a backslash outside quotes keeps the next character; a `#` outside quotes that
/// starts a word and is followed by a space (or ends the line) starts a comment, which
/// runs to the end of the line (`#1`, a subscriber's id, is a word).
package enum Tokenizer {
    static func words(_ line: String) throws(CommandError) -> [String] {
        if let words = plainWords(line) { return words }
        // UTF-8 bytes: every delimiter is ASCII, and no byte of a multi-byte character is
        // ASCII, so words can be cut from the bytes without decoding characters.
        var words: [String] = []
        var current: [UInt8] = []
        var inWord = false
        let bytes = Array(line.utf8)
        var index = 0

        /// Appends the character starting at `index` (all its bytes) and moves past it.
        func takeCharacter() {
            current.append(bytes[index])
            index += 1
            while index < bytes.count, bytes[index] & 0b1100_0000 == 0b1000_0000 {
                current.append(bytes[index])
                index += 1
            }
        }

        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
                if inWord {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    inWord = false
                }
            case UInt8(ascii: "'"):
                index += 1
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "'")) else {
                    // `it's`: an apostrophe in a word, not a quote.
                    if inWord {
                        let rest = bytes[index...].prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                        throw .apostropheInWord(String(decoding: current + [UInt8(ascii: "'")] + rest, as: UTF8.self))
                    }
                    throw .unterminatedQuote("'")
                }
                inWord = true
                current.append(contentsOf: bytes[index..<end])
                index = end + 1
            case UInt8(ascii: "\""):
                inWord = true
                index += 1
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") {
                        closed = true
                        index += 1
                        break
                    }
                    if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): current.append(UInt8(ascii: "\n")); index += 1
                        case UInt8(ascii: "t"): current.append(UInt8(ascii: "\t")); index += 1
                        case UInt8(ascii: "\""), UInt8(ascii: "\\"): takeCharacter()
                        default:
                            // `"\q"` would otherwise be `q`, the quit command.
                            var end = index + 1
                            while end < bytes.count, bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
                            throw .unknownEscape("\\" + String(decoding: bytes[index..<end], as: UTF8.self))
                        }
                    } else {
                        takeCharacter()
                    }
                }
                if !closed { throw .unterminatedQuote("\"") }
            case UInt8(ascii: "\\"):
                inWord = true
                index += 1
                if index < bytes.count { takeCharacter() }
            case UInt8(ascii: "#") where !inWord && Self.endsWord(bytes, after: index):
                return words
            default:
                inWord = true
                takeCharacter()
            }
        }
        if inWord { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Whether the byte after `index` ends a word: a space, a tab, or the line's end.
    private static func endsWord<Bytes: Collection<UInt8>>(_ bytes: Bytes, after index: Bytes.Index) -> Bool {
        let next = bytes.index(after: index)
        return next == bytes.endIndex || bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")
    }

    /// The words of a line that quotes and escapes nothing, cut where they stand; nil for
    /// any other line. Most lines are like this.
    ///
    /// Read as UTF-8 bytes: every delimiter is ASCII, and no byte of a multi-byte
    /// character is.
    private static func plainWords(_ line: String) -> [String]? {
        let bytes = Array(line.utf8)
        var words: [String] = []
        var wordStart: Int?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
                return nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if let start = wordStart {
                    words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                    wordStart = nil
                }
            case UInt8(ascii: "#") where wordStart == nil && Self.endsWord(bytes, after: index):
                return words
            default:
                if wordStart == nil { wordStart = index }
            }
        }
        if let start = wordStart {
            words.append(String(decoding: bytes[start...], as: UTF8.self))
        }
        return words
    }
}
