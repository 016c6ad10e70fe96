import Variants

/// The words of `help`: the command list, one command, one variant, or the legend of
/// the marks the output uses.
struct HelpText {
    let commands: CommandTable
    let layout: Layout
    let styles: [Style]

    /// Where a command's summary starts in the list, for its continuation lines.
    var overviewHang: Int { usageWidth + 4 }
    private var usageWidth: Int { commands.specs.map(\.usage.count).filter { $0 < 30 }.max() ?? 0 }
    private var styleNames: String { styles.map(\.name).joined(separator: ", ") }

    func overview() -> [String] {
        let width = usageWidth
        var lines = ["commands (names may be abbreviated; Tab completes):"]
        for spec in commands.specs {
            let usage = spec.usage.count < 30 ? pad(spec.usage, width) : spec.name
            lines.append("  \(pad(usage, width))  \(spec.summary)")
        }
        lines.append("'help COMMAND' explains one, 'help VARIANT' a style, 'help output' the marks;")
        lines.append("lines starting with # are comments; 'lessons' lists lessons to 'demo'")
        return lines
    }

    func details(_ topic: HelpTopic) -> [String] {
        switch topic {
        case .command(let name): return command(name)
        case .variant(let name): return variant(name)
        case .output: return Self.legend
        }
    }

    /// One command: its usage, what it does, what its argument may be, an example.
    func command(_ name: String) -> [String] {
        guard let spec = commands.spec(name) else { return overview() }
        var lines = ["usage: \(spec.usage)", spec.details]
        if let takes = takes(spec.arguments) { lines.append(takes) }
        lines.append("example: \(spec.example)")
        return lines
    }

    /// The names an argument of `kind` may be, as a line, where there is a list.
    private func takes(_ kind: CommandSpec.ArgumentKind) -> String? {
        switch kind {
        case .input: return "inputs: " + layout.inputNames.joined(separator: ", ")
        case .stream, .streamOrSubscriber: return "streams: " + layout.streamNames.joined(separator: ", ")
        case .variants: return "variants: " + styleNames + ", or all"
        case .apiSetting: return "settings: " + CommandParser.apiSettings.joined(separator: ", ")
        case .onOff: return "settings: " + CommandParser.autorunSettings.joined(separator: ", ")
        case .eventsSetting: return "settings: " + CommandParser.eventsSettings.joined(separator: ", ")
        case .command: return "topics: any command, any variant (" + styleNames + "), output"
        case .lesson: return "lessons: " + EmbeddedLessons.all.map { "\($0.number) \($0.name)" }.joined(separator: ", ")
        case .source: return "variants: " + styleNames + "; screens: " + layout.screens.map(\.name).joined(separator: ", ")
        case .none, .number, .text: return nil
        }
    }

    /// One style: its summary and key idea.
    func variant(_ name: String) -> [String] {
        guard let style = styles.first(where: { $0.name == name }) else { return overview() }
        var lines = ["variant \(name): \(style.summary)", "key idea: \(style.keyIdea)"]
        // Said only where it is news: when the style leaves some of the screens out.
        if style.variants.count < layout.screens.count {
            lines.append("screens: " + style.variants.map(\.screen.name).joined(separator: ", "))
        }
        lines.append("'use \(name)' shows it alone; 'variants' lists every style")
        return lines
    }

    /// Where a legend line's meaning starts, for its continuation lines.
    static var legendHang: Int { legendWidth + 4 }
    private static var legendWidth: Int { legendMarks.map(\.0.count).max() ?? 0 }

    /// What each mark of the output means: `help output`.
    static let legend: [String] = {
        ["how to read vmrepl's output:"] + legendMarks.map { "  \(pad($0.0, legendWidth))  \($0.1)" }
    }()

    private static let legendMarks: [(String, String)] = {
        [
            (#"count: "1"  (all 9 agree)"#, "every active variant emitted the same events"),
            ("count:  then rows", "the variants split: one row per behaviour, its events first, then the variants that behaved so (no row is the right one)"),
            ("a, b:", "streams that split the same way in one command share a block"),
            ("—", "the variant emitted nothing on that stream during the command"),
            ("— (ended: error(boom))", "its stream had ended before, so it can emit nothing more"),
            ("— (countUp ended: …)", "the input the command used had ended in that variant"),
            ("— (reason)", "in 'state': the style keeps no value to read, and why"),
            (#""1" "2" "3" … (10 events)"#, "a long run: its first and last three events ('events all' shows every one)"),
            ("@300ms", "the event came later, at 300 ms of virtual time (an API answer)"),
            ("error(boom), completed", "terminal events: the stream ended there"),
            ("view, #1", "the screen's own subscriber; a late subscriber made by 'subscribe'"),
            ("count #1:", "what late subscriber #1 of count received"),
            ("delivered", "after 'error'/'complete': the input took the terminal event"),
            ("refused: …", "the input's type cannot carry one (a method, a relay)"),
            ("dropped: …", "the input accepted it and let it go (an observer over a relay)"),
            ("ignored: …", "the input had already ended; nothing was sent"),
            ("! variant: …", "a MiniRx diagnostic, as RxSwift reports it at run time"),
            ("note: …", "what the REPL did that an app would not, or why variants may differ"),
        ]
    }()
}
