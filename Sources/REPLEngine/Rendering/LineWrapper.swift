/// Breaks lines at spaces so that none is wider than the output: 80 columns in batch mode
/// (or `--width N`), the terminal's width on a terminal. Words are never cut; a
/// continuation line starts at the hanging indent. ANSI colour sequences take no width,
/// and a colour open at a break is closed before it and opened again after.
package struct LineWrapper {
    /// The most columns a line may take.
    let width: Int

    /// A wrapper to `width` columns.
    package init(width: Int) {
        self.width = width
    }

    static let standardWidth = 80
    /// The narrowest and widest `--width` accepted.
    package static let widths = 20...1_000

    /// `line` in pieces no wider than ``width``, each after the first indented by `hang`
    /// columns.
    package func wrap(_ line: String, hang: Int) -> [String] {
        // A line has at least as many bytes as columns.
        if line.utf8.count <= width || Self.visibleWidth(line) <= width { return [line] }
        let indent = String(repeating: " ", count: min(hang, width / 2))
        var pieces: [String] = []
        var current = ""
        var currentWidth = 0
        var hasWord = false
        var openColour: String?
        // Words with the spaces before them; the leading indentation stays with the first.
        for (spaces, word) in Self.words(of: line) {
            let wordWidth = Self.visibleWidth(word)
            if hasWord, currentWidth + spaces.count + wordWidth > width {
                pieces.append(openColour == nil ? current : current + Self.reset)
                current = indent + (openColour ?? "")
                currentWidth = indent.count
            } else {
                current += spaces
                currentWidth += spaces.count
            }
            current += word
            currentWidth += wordWidth
            hasWord = hasWord || !word.isEmpty
            openColour = Self.colourOpen(after: word, before: openColour)
        }
        pieces.append(current)
        return pieces
    }

    private static let reset = "\u{1B}[0m"

    /// `pieces` after `title`, a space apart, as many to a line as fit `width`; a later
    /// line starts under the first piece. A piece is never split: a list of frames or a
    /// legend, where each item stays whole.
    static func pack(_ pieces: [String], after title: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = title
        // The columns of `title` and of `line`, counted as the pieces go in.
        let indent = title.count
        var columns = indent
        for piece in pieces {
            let pieceColumns = piece.count
            if columns > indent, columns + 1 + pieceColumns > width {
                lines.append(line)
                line = String(repeating: " ", count: indent) + piece
                columns = indent + pieceColumns
            } else {
                line += (columns > indent ? " " : "") + piece
                columns += (columns > indent ? 1 : 0) + pieceColumns
            }
        }
        lines.append(line)
        return lines
    }

    /// The columns `text` takes: its characters, less ANSI escape sequences.
    static func visibleWidth(_ text: String) -> Int {
        var width = 0
        forEachVisibleScalar(in: text) { width += columns(of: $0) }
        return width
    }

    /// The columns a terminal gives `scalar`: none for a combining accent (the `◌́` of a
    /// decomposed `é`), a joiner or a variation selector, which draw on the character
    /// before; two for an East Asian wide character or an emoji; one otherwise.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if scalar.properties.isVariationSelector { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Calls `body` with each scalar of `text` outside its ANSI escape sequences.
    static func forEachVisibleScalar(in text: String, _ body: (Unicode.Scalar) -> Void) {
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                body(scalar)
            }
        }
    }

    /// The words of `line`, each with the run of spaces before it. A word that starts
    /// with `#` comes with the word before it, spaces and all: a continuation line that
    /// began with `#` (`#14:`, `# error(boom)`) would read back as a comment in a
    /// transcript, and `check` would skip it.
    private static func words(of line: String) -> [(spaces: String, word: String)] {
        var result: [(spaces: String, word: String)] = []
        var spaces = ""
        var word = ""
        func take() {
            if let last = result.last, !last.word.isEmpty, plain(word).hasPrefix("#") {
                result[result.count - 1].word += spaces + word
            } else {
                result.append((spaces, word))
            }
            spaces = ""
            word = ""
        }
        for character in line {
            if character == " " {
                if !word.isEmpty { take() }
                spaces.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty || !spaces.isEmpty { take() }
        return result
    }

    /// Whether `text` holds an escape character: an ANSI sequence. (Its bytes are
    /// searched: `String.contains` with a string goes through Foundation's locale-aware
    /// search, a tenth of a transcript check's wrapping.)
    private static func hasEscape(_ text: String) -> Bool {
        text.utf8.contains(0x1B)
    }

    /// `text` without its ANSI colour sequences, as a transcript holds it.
    static func plain(_ text: String) -> String {
        guard hasEscape(text) else { return text }
        var result = String.UnicodeScalarView()
        forEachVisibleScalar(in: text) { result.append($0) }
        return String(result)
    }

    /// The colour sequence still open after `word`, given the one open before it.
    private static func colourOpen(after word: String, before: String?) -> String? {
        guard hasEscape(word) else { return before }
        var open = before
        var rest = word[...]
        while let start = rest.firstIndex(of: "\u{1B}") {
            guard let end = rest[start...].firstIndex(of: "m") else { break }
            let sequence = String(rest[start...end])
            open = sequence == reset ? nil : sequence
            rest = rest[rest.index(after: end)...]
        }
        return open
    }
}
