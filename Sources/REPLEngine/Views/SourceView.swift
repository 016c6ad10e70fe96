import StyleKit

/// What `source` prints: a style's files for a screen, numbered, coloured on a terminal;
/// two styles side by side from ``sideBySideWidth`` columns (unnumbered, each column
/// wrapped), else one after the other with a line that says how to get them side by
/// side; or the unified diff of two styles' code, comment lines left out, within the
/// width.
struct SourceView {
    let styler: Styler
    let wrapper: LineWrapper
    let styles: [Style]

    /// One file of one style, as embedded in the binary.
    struct File {
        let variant: String
        let screen: Screen
        let path: String
        let text: String
    }

    /// The files of `variant` for `screen`, in the catalog's order.
    static func files(of variant: String, screen: Screen, in styles: [Style]) -> [File] {
        guard let style = styles.first(where: { $0.name == variant }) else { return [] }
        return (style.variant(of: screen)?.sources ?? []).map { file in
            File(variant: variant, screen: screen, path: file.path, text: file.text)
        }
    }

    /// The lines of `source` for these variants.
    func render(variants: [String], screen: Screen, diff: Bool) -> [String] {
        let columns = variants.map { Self.files(of: $0, screen: screen, in: styles) }
        if diff, let from = columns.first?.first, let to = columns.last?.first {
            return renderDiff(from: from, to: to)
        }
        if columns.count == 2 && wrapper.width >= Self.sideBySideWidth {
            let blocks = columns.map { files in files.flatMap { renderFile($0, numbered: false) } }
            return Self.sideBySide(blocks[0], blocks[1], width: wrapper.width)
        }
        let stacked = columns.flatMap { files in files.flatMap { renderFile($0, numbered: true) } }
        guard columns.count == 2 else { return stacked }
        return ["(one after the other: side by side needs \(Self.sideBySideWidth) columns, and this output has \(wrapper.width); widen the terminal or zoom out)"]
            .flatMap { wrapper.wrap($0, hang: 1) } + stacked
    }

    /// The narrowest output that shows two styles side by side.
    static let sideBySideWidth = 100

    /// A file's title, then its lines, numbered or not, continuation lines under the code.
    private func renderFile(_ file: File, numbered: Bool) -> [String] {
        var lines = ["file \(file.path) (\(file.variant), \(file.screen.name))"]
        let numberWidth = String(file.text.split(separator: "\n", omittingEmptySubsequences: false).count).count
        var highlighter = SwiftHighlighter(palette: styler.palette)
        var sourceLines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        if sourceLines.last == "" { sourceLines.removeLast() }
        for (index, line) in sourceLines.enumerated() {
            let number = String(index + 1)
            let code = styler.enabled ? highlighter.highlight(String(line)) : String(line)
            if numbered {
                let prefix = String(repeating: " ", count: numberWidth - number.count) + number + "  "
                lines += wrapper.wrap(prefix + code, hang: numberWidth + 4)
            } else {
                lines.append(code)
            }
        }
        return lines
    }

    /// The unified diff of two files' code, coloured as `git diff` colours: comment
    /// lines are left out (they differ everywhere and hide the code that does), hunk
    /// headers give the files' own line numbers, and a line wider than the output
    /// continues on lines that start with its mark.
    private func renderDiff(from: File, to: File) -> [String] {
        /// The lines that are not comments, and the file's number of each.
        func code(_ text: String) -> (lines: [String], numbers: [Int]) {
            var lines: [String] = [], numbers: [Int] = []
            var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if all.last == "" { all.removeLast() }
            for (index, line) in all.enumerated() where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                lines.append(line)
                numbers.append(index + 1)
            }
            return (lines, numbers)
        }
        let old = code(from.text), new = code(to.text)
        let diff = UnifiedDiff.make(from: old.lines, to: new.lines, fromName: "\(from.path) (\(from.variant))", toName: "\(to.path) (\(to.variant))")
        if diff.isEmpty { return ["\(from.path) and \(to.path) have the same code"] }
        var lines = wrapper.wrap("(the code only: comment lines left out; 'source \(from.variant) \(to.variant)' shows them)", hang: 1)
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            // A blank context line is shown as `·`, as a line of spaces reads as a comment
            // in a transcript.
            var text = line.allSatisfy({ $0 == " " }) ? " ·" : String(line)
            if text.hasPrefix("@@") { text = Self.hunkHeader(text, old: old.numbers, new: new.numbers) }
            let mark = text.hasPrefix("+++") || text.hasPrefix("---") || text.hasPrefix("@@") ? "" : String(text.prefix(1))
            let pieces = wrapper.wrap(text, hang: 5).enumerated().map { index, piece in
                index == 0 || mark.isEmpty ? piece : mark + piece.dropFirst()
            }
            for piece in pieces {
                if mark.isEmpty {
                    lines.append(styler.split(piece))
                } else if mark == "-" {
                    lines.append(styler.removed(piece))
                } else if mark == "+" {
                    lines.append(styler.added(piece))
                } else {
                    lines.append(piece)
                }
            }
        }
        return lines
    }

    /// `@@ -a,b +c,d @@` with `a` and `c`, lines of the code shown, made the files' own.
    static func hunkHeader(_ header: String, old: [Int], new: [Int]) -> String {
        let parts = header.split(separator: " ")
        guard parts.count >= 4 else { return header }
        func mapped(_ part: Substring, _ numbers: [Int]) -> String {
            let sign = part.prefix(1)
            let fields = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = fields.first.flatMap({ Int($0) }) else { return String(part) }
            let own = start >= 1 && start <= numbers.count ? numbers[start - 1] : start
            return sign + String(own) + (fields.count > 1 ? "," + fields[1] : "")
        }
        return "@@ \(mapped(parts[1], old)) \(mapped(parts[2], new)) @@"
    }

    /// `text` in pieces of at most `width` visible columns; a colour open at a cut is
    /// closed before it and opened again after.
    static func cut(_ text: String, to width: Int) -> [String] {
        guard LineWrapper.visibleWidth(text) > width else { return [text] }
        var pieces: [String] = []
        var current = ""
        var columns = 0
        var escape = ""
        var openColour: String?
        for character in text {
            if !escape.isEmpty || character == "\u{1B}" {
                escape.append(character)
                if character == "m" {
                    current += escape
                    openColour = escape == "\u{1B}[0m" ? nil : escape
                    escape = ""
                }
                continue
            }
            if columns == width {
                pieces.append(openColour == nil ? current : current + "\u{1B}[0m")
                current = openColour ?? ""
                columns = 0
            }
            current.append(character)
            columns += 1
        }
        pieces.append(current + escape)
        return pieces
    }

    /// Two blocks in two columns, each line wrapped within its column.
    static func sideBySide(_ left: [String], _ right: [String], width: Int) -> [String] {
        let gutter = 3
        let column = (width - gutter) / 2
        let wrapper = LineWrapper(width: column)
        func wrapped(_ line: String) -> [String] {
            let indent = line.prefix { $0 == " " }.count
            // A word wider than the column is cut, as a terminal would cut it.
            return wrapper.wrap(line, hang: min(indent + 4, column / 2)).flatMap { Self.cut($0, to: column) }
        }
        let leftLines = left.flatMap(wrapped)
        let rightLines = right.flatMap(wrapped)
        return (0..<max(leftLines.count, rightLines.count)).map { row in
            let leftText = row < leftLines.count ? leftLines[row] : ""
            let rightText = row < rightLines.count ? rightLines[row] : ""
            let padding = String(repeating: " ", count: max(0, column - LineWrapper.visibleWidth(leftText)))
            let joined = leftText + padding + " │ " + rightText
            return rightText.isEmpty ? String(joined.dropLast(1)) : joined
        }
    }
}
