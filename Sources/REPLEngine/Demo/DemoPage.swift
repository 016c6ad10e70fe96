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
