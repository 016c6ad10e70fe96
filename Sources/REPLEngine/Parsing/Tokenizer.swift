/// Splits a command line into words, shell-like: spaces separate words; single quotes
/// keep everything literally; double quotes keep spaces and honour `\"`, `\\`, `\n`,
/// `\t`; a backslash outside quotes keeps the next character.
enum Tokenizer {
    static func words(_ line: String) throws(CommandError) -> [String] {
        // Unicode scalars, not Characters: every delimiter is ASCII, and scalars are far
        // cheaper to walk than grapheme clusters.
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var iterator = line.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case " ", "\t":
                if inWord {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                    inWord = false
                }
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\", let escaped = iterator.next() {
                        switch escaped {
                        case "n": current.append("\n")
                        case "t": current.append("\t")
                        default: current.append(escaped)
                        }
                    } else {
                        current.append(next)
                    }
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "\\":
                inWord = true
                if let next = iterator.next() { current.append(next) }
            default:
                inWord = true
                current.append(scalar)
            }
        }
        if inWord { words.append(String(current)) }
        return words
    }
}
