import Variants

/// What `source` prints: a style's files for a screen, numbered, coloured on a terminal;
/// two styles side by side where the width allows, else one after the other; or the
/// unified diff between two styles' main files.
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
        return (style.variant(of: screen)?.sources ?? []).compactMap { path in
            EmbeddedSources.text(of: path).map { File(variant: variant, screen: screen, path: path, text: $0) }
        }
    }

    /// The lines of `source` for these variants.
    func render(variants: [String], screen: Screen, diff: Bool) -> [String] {
        let columns = variants.map { Self.files(of: $0, screen: screen, in: styles) }
        if diff, let from = columns.first?.first, let to = columns.last?.first {
            return renderDiff(from: from, to: to)
        }
        let blocks = columns.map { files in files.flatMap(renderFile) }
        if blocks.count == 2, let sideBySide = Self.sideBySide(blocks[0], blocks[1], width: wrapper.width, styler: styler) {
            return sideBySide
        }
        return blocks.flatMap { $0 }
    }

    /// A file's title, then its lines numbered, continuation lines under the code.
    private func renderFile(_ file: File) -> [String] {
        var lines = ["file \(file.path) (\(file.variant), \(file.screen.name))"]
        let numberWidth = String(file.text.split(separator: "\n", omittingEmptySubsequences: false).count).count
        var highlighter = SwiftHighlighter()
        var sourceLines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        if sourceLines.last == "" { sourceLines.removeLast() }
        for (index, line) in sourceLines.enumerated() {
            let number = String(index + 1)
            let code = styler.enabled ? highlighter.highlight(String(line)) : String(line)
            let prefix = String(repeating: " ", count: numberWidth - number.count) + number + "  "
            lines += wrapper.wrap(prefix + code, hang: numberWidth + 4)
        }
        return lines
    }

    /// The unified diff between two files, coloured as `git diff` colours.
    private func renderDiff(from: File, to: File) -> [String] {
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let diff = UnifiedDiff.make(from: lines(from.text), to: lines(to.text), fromName: "\(from.path) (\(from.variant))", toName: "\(to.path) (\(to.variant))")
        if diff.isEmpty { return ["\(from.path) and \(to.path) are the same"] }
        // Not wrapped: a continuation line would read as a line of the diff. A blank
        // context line is shown as `·`, as a line of spaces reads as a comment in a transcript.
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = line.allSatisfy({ $0 == " " }) ? " ·" : String(line)
            let painted: String
            if text.hasPrefix("+++") || text.hasPrefix("---") || text.hasPrefix("@@") {
                painted = styler.split(text)
            } else if text.hasPrefix("-") {
                painted = styler.error(text)
            } else if text.hasPrefix("+") {
                painted = styler.diagnostic(text)
            } else {
                painted = text
            }
            return painted
        }
    }

    /// Two blocks in two columns, when the width holds both without wrapping a line more
    /// than one column's width would; `nil` when it does not.
    static func sideBySide(_ left: [String], _ right: [String], width: Int, styler: Styler) -> [String]? {
        let gutter = 3
        let column = (width - gutter) / 2
        // Worth it only where code keeps most of its lines whole: 60 columns each.
        guard column >= 60 else { return nil }
        let wrapper = LineWrapper(width: column)
        let leftLines = left.flatMap { wrapper.wrap($0, hang: 6) }
        let rightLines = right.flatMap { wrapper.wrap($0, hang: 6) }
        return (0..<max(leftLines.count, rightLines.count)).map { row in
            let leftText = row < leftLines.count ? leftLines[row] : ""
            let rightText = row < rightLines.count ? rightLines[row] : ""
            let padding = String(repeating: " ", count: max(0, column - LineWrapper.visibleWidth(leftText)))
            let joined = leftText + padding + " │ " + rightText
            return rightText.isEmpty ? String(joined.dropLast(1)) : joined
        }
    }
}
