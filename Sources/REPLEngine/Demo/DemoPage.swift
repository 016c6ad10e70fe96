/// A demo step cut to the screen: a step taller than the terminal is shown a page at a
/// time, its narration and command first, so the audience sees each command with the top
/// of its output at 80×24, and a key shows the rest.
public enum DemoPage {
    /// The items of `shown` from the start that fit in `rows` terminal rows at `width`
    /// columns, and the rest. The first item is always in the page, however tall.
    public static func split(_ shown: [DemoSession.Shown], rows: Int, width: Int) -> (page: [DemoSession.Shown], rest: [DemoSession.Shown]) {
        var used = 0
        for (index, item) in shown.enumerated() {
            used += self.rows(of: item, width: width)
            if used > rows && index > 0 { return (Array(shown[..<index]), Array(shown[index...])) }
        }
        return (shown, [])
    }

    /// `shown` wrapped at words to `width`, for a terminal that has narrowed since the
    /// step was made: an output line wider than it is broken with a hanging indent, a
    /// narration line is broken into `# ` lines; the command is left as it is.
    public static func rewrapped(_ shown: [DemoSession.Shown], width: Int) -> [DemoSession.Shown] {
        let columns = min(max(width, LineWrapper.widths.lowerBound), LineWrapper.widths.upperBound)
        return shown.flatMap { item -> [DemoSession.Shown] in
            switch item {
            case .output(let text) where LineWrapper.visibleWidth(text) > columns:
                let indent = text.prefix { $0 == " " }.count
                return LineWrapper(width: columns).wrap(text, hang: indent + 4).map(DemoSession.Shown.output)
            case .narration(let text) where text.count > columns && text.hasPrefix("# "):
                let wrapper = LineWrapper(width: max(columns - 2, LineWrapper.widths.lowerBound))
                return wrapper.wrap(String(text.dropFirst(2)), hang: 0).map { .narration("# " + $0.drop { $0 == " " }) }
            default:
                return [item]
            }
        }
    }

    /// The terminal rows `item` takes at `width` columns: a line wider than the terminal
    /// takes more than one.
    public static func rows(of item: DemoSession.Shown, width: Int) -> Int {
        let columns: Int
        switch item {
        case .narration(let text), .output(let text): columns = LineWrapper.visibleWidth(text)
        case .command(let command): columns = LineWrapper.visibleWidth(Engine.prompt + command)
        }
        let width = max(width, 1)
        return max(1, (columns + width - 1) / width)
    }
}
