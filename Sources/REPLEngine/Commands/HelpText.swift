import RxLibraries
import StyleKit

/// The words of `help`: the command list, one command, one variant, or the legend of
/// the marks the output uses.
package struct HelpText {
    let commands: CommandTable
    let layout: Layout
    let styles: [Style]

    /// Where an input's summary starts in the list, for its continuation lines.
    var overviewHang: Int { min(layout.screens.flatMap { $0.inputs.map(\.usage.count) }.max() ?? 0, 20) + 4 }
    private var styleNames: String { styles.map(\.name).joined(separator: ", ") }

    /// The overview, a screenful at 80×24: each screen's inputs with a line each, then
    /// vmrepl's commands by purpose, by name; `help COMMAND` gives the rest.
    func overview() -> [String] {
        let width = min(layout.inputs.map(\.input.usage.count).max() ?? 0, 20)
        var lines: [String] = []
        for screen in layout.screens {
            lines.append("\(screen.name) screen:")
            for input in screen.inputs {
                lines.append("  \(pad(input.usage.count <= width ? input.usage : input.command, width))  \(input.summary)")
            }
        }
        let groups = commands.byPurpose
        let purposeWidth = groups.map(\.purpose.rawValue.count).max() ?? 0
        lines.append("commands (names may be abbreviated; Tab completes):")
        for group in groups {
            lines.append("  \(pad(group.purpose.rawValue + ":", purposeWidth + 1))  " + group.names.joined(separator: ", "))
        }
        lines.append("'help COMMAND' explains a command with an example; 'help VARIANT' a style;")
        lines.append("'help output' the marks; 'help engine' the Rx libraries the styles run on;")
        lines.append("'lessons' lists lessons to 'demo'; # starts a comment")
        return lines
    }

    func details(_ topic: HelpTopic) -> [String] {
        switch topic {
        case .command(let name): return command(name)
        case .variant(let name): return variant(name)
        case .output: return Self.legend
        case .engine: return Self.engine
        }
    }

    /// One command: its usage, what it does, what its argument may be, an example.
    func command(_ name: String) -> [String] {
        guard let declaration = commands.declaration(name) else { return overview() }
        var lines = ["usage: \(declaration.usage)", declaration.details]
        if let takes = takes(declaration.arguments) { lines.append(takes) }
        lines.append("example: \(declaration.example)")
        return lines
    }

    /// The names an argument of `grammar` may be, as a line, where there is a list.
    private func takes(_ grammar: ArgumentGrammar) -> String? {
        switch grammar {
        case .input: return "inputs: " + layout.inputNames.joined(separator: ", ")
        case .stream, .streamOrSubscriber, .streamsAndOptions: return "streams: " + layout.streamNames.joined(separator: ", ")
        case .variants: return "variants: " + styleNames + ", or all"
        case .setting(let settings): return "settings: " + settings.joined(separator: ", ")
        case .topic: return "topics: any command, any variant (" + styleNames + "), output, engine"
        case .command: return "commands: any that sends into an input or moves time (" + layout.inputs.map(\.input.command).joined(separator: ", ") + ", error, complete, tick)"
        case .lesson: return "lessons: " + EmbeddedLessons.all.map { "\($0.number) \($0.name)" }.joined(separator: ", ")
        case .variantAndScreen: return "variants: " + styleNames + "; screens: " + layout.screens.map(\.name).joined(separator: ", ")
        case .variantsAndOptions(let options): return "variants: " + styleNames + "; options: " + options.joined(separator: ", ")
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

    /// The Rx libraries the shipped styles run on, and what that changes: `help engine`.
    static let engine: [String] = {
        var lines = ["engine: \(RxLibrariesInUse.name)"]
        if RxLibrariesInUse.areMiniRx {
            lines.append("'graph', 'trace' and 'resources' read MiniRx's own bookkeeping. To run the Rx styles on RxSwift and Unio themselves, build with 'swift build --traits RealRxSwift' (README: On the real RxSwift).")
        } else {
            lines.append("The Rx styles (property, relay, anyobserver, scan, unio, mvvm) run on RxSwift here, and so do the Flux styles' login request and their search's debounce and requests ('trace' says where a command goes on into them); reducer (MiniRDXVM), observation, async and a team's own MiniRx styles do not. 'graph', 'trace' and 'resources' read MiniRx's own bookkeeping: 'graph' refuses a style on RxSwift, 'trace' shows only what it emitted, 'resources' does not count it. On a terminal a line is tried first in a process that follows the session: where RxSwift's debug build would stop the program (an error bound to a relay), the session asks before running it. Every other command works as in a default build.")
        }
        return lines
    }()

    /// What the interactive banner adds on a build whose Rx styles run on RxSwift itself
    /// (the `RealRxSwift` trait), so that nobody takes it for the default; `nil` otherwise.
    package static let engineBanner: String? = RxLibrariesInUse.areMiniRx
        ? nil : "Rx styles on RxSwift 6.10 and Unio 0.11 themselves ('help engine')"

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
            ("count:  then rows", "they split: one row per behaviour; none is 'right'"),
            ("a, b:", "streams that split alike in one command"),
            ("—", "the variant emitted nothing on that stream"),
            ("— (ended: …)", "the stream, or the command's input, had ended"),
            ("— (reason)", "in 'state': no value to read, and why"),
            (#""1" "2" "3" … (10 events)"#, "a long run's ends ('events all' shows all)"),
            ("@300ms", "came later, at 300 ms of virtual time"),
            ("error(boom), completed", "terminal events: the stream ended there"),
            ("view, #1, count #1:", "the screen's subscriber; late one #1 ('subscribe')"),
            ("delivered, dropped: …", "'error'/'complete' taken; taken and let go"),
            ("refused: …, ignored: …", "its type cannot carry one; the input had ended"),
            ("! variant: …", "a MiniRx diagnostic, as RxSwift reports it"),
            ("note: …", "why variants may differ, or what the REPL did"),
            ("countUp → map ▸ view", "trace, graph: the path; ▸ an output's subscriber"),
            ("├─ └─", "trace, graph: the path splits, one branch a line"),
            ("filter: filtered out", "trace: where an event stopped, and why"),
            ("BehaviorRelay replays 2", "trace: what a late subscriber got, and from where"),
            ("= 2, withLatestFrom#1, *", "graph: a subject's value; met again; not in B"),
        ]
    }()
}
