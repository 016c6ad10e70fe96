/// Colours Swift source a line at a time, as an editor would: keywords, type names,
/// string literals and numbers, each colour closed before the line ends; comments stay
/// plain, no louder than the code. A block comment may run over several lines, so the
/// highlighter keeps whether one is open.
struct SwiftHighlighter {
    private(set) var inBlockComment = false
    var palette = Palette.dark

    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "convenience", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
        "lazy", "let", "mutating", "nil", "nonisolated", "open", "operator", "override", "private", "protocol",
        "public", "repeat", "required", "rethrows", "return", "self", "Self", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak",
        "where", "while",
    ]

    private enum Colour {
        case keyword, type, string, number, comment
    }

    /// `line` with ANSI colours.
    mutating func highlight(_ line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        let palette = palette
        func paint(_ text: String, _ colour: Colour) {
            let role: Palette.Role
            switch colour {
            case .comment:
                result += text
                return
            case .keyword: role = .keyword
            case .type: role = .type
            case .string: role = .string
            case .number: role = .number
            }
            result += "\u{1B}[\(palette.code(role))m\(text)\u{1B}[0m"
        }
        while index < characters.count {
            if inBlockComment {
                let start = index
                while index < characters.count {
                    if characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                        index += 2
                        inBlockComment = false
                        break
                    }
                    index += 1
                }
                paint(String(characters[start..<index]), .comment)
                continue
            }
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                paint(String(characters[index...]), .comment)
                break
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                inBlockComment = true
                continue
            }
            if character == "\"" {
                let start = index
                index += 1
                while index < characters.count {
                    if characters[index] == "\\" { index += 2; continue }
                    if characters[index] == "\"" { index += 1; break }
                    index += 1
                }
                paint(String(characters[start..<min(index, characters.count)]), .string)
                continue
            }
            if character.isNumber {
                let start = index
                while index < characters.count, characters[index].isNumber || characters[index] == "_" || characters[index] == "." {
                    index += 1
                }
                paint(String(characters[start..<index]), .number)
                continue
            }
            if character.isLetter || character == "_" || character == "@" || character == "#" {
                let start = index
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                let word = String(characters[start..<index])
                if Self.keywords.contains(word) || word.hasPrefix("@") || word.hasPrefix("#") {
                    paint(word, .keyword)
                } else if let first = word.first, first.isUppercase {
                    paint(word, .type)
                } else {
                    result += word
                }
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
