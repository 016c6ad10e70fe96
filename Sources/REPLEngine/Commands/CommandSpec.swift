import ShippedStyles
import StyleKit

/// A command's name, how to call it, and what it does: the source of `help`, of usage
/// lines in errors, and of Tab completion.
struct CommandSpec {
    let name: String
    let usage: String
    let summary: String
    let details: String
    let example: String
    let arguments: ArgumentKind
    /// For a screen input's command: the input's name.
    var input: String? = nil
    /// Values Tab offers for the argument.
    var suggestions: [String] = []

    /// What the command's first argument is, for completion.
    enum ArgumentKind {
        case none
        case number
        case text
        case input
        case stream
        case streamOrSubscriber
        case variants
        case apiSetting
        case onOff
        case eventsSetting
        case source
        case lesson
        case command
    }
}

extension CommandSpec {
    /// The command that sends into `input`: `countup [N]`, `email TEXT`, `login`.
    init(_ input: Screen.Input) {
        let arguments: ArgumentKind
        switch input.type {
        case .tap: arguments = input.repeats ? .number : .none
        case .text: arguments = .text
        case .number: arguments = .number
        case .toggle: arguments = .onOff
        }
        self.init(name: input.command, usage: input.usage, summary: input.summary, details: input.details,
                  example: input.example, arguments: arguments, input: input.name, suggestions: input.suggestions)
    }
}

/// Every command, in the order `help` lists them: the screens' inputs, then vmrepl's own.
struct CommandTable {
    let specs: [CommandSpec]
    let names: [String]
    /// Resolves typed command names, abbreviations among them; made once.
    let matcher: NameMatcher

    init(layout: Layout) {
        specs = layout.inputs.map { CommandSpec($0.input) } + Self.builtIn
        names = specs.map(\.name)
        matcher = NameMatcher(names: names)
    }

    func spec(_ name: String) -> CommandSpec? {
        specs.first { $0.name == name }
    }

    /// The words vmrepl reads itself, which no input's command may take: its commands and
    /// the spellings of `quit` and `help` people bring from other tools.
    static let reservedNames: Set<String> = Set(builtIn.map(\.name) + CommandParser.quitWords + CommandParser.helpWords)

    /// vmrepl's own commands.
    static let builtIn: [CommandSpec] = [
        CommandSpec(name: "subscribe", usage: "subscribe STREAM", summary: "add a late subscriber to STREAM",
                    details: "Subscribes a new probe to STREAM in every active variant and shows what each replays to it.", example: "subscribe count", arguments: .stream),
        CommandSpec(name: "unsubscribe", usage: "unsubscribe [STREAM | #ID]", summary: "remove late subscribers",
                    details: "Without an argument removes every late subscriber; with a stream, those on it; with #ID, that one. The views' own subscribers stay.", example: "unsubscribe #1", arguments: .streamOrSubscriber),
        CommandSpec(name: "state", usage: "state [STREAM]", summary: "show current values where a variant exposes them",
                    details: "Reads each output's current value (or only STREAM's) synchronously, or says why the style has none to read.", example: "state count", arguments: .stream),
        CommandSpec(name: "reset", usage: "reset", summary: "recreate every variant",
                    details: "Builds every variant anew, restarts virtual time at 0 and subscribes the views again; late subscribers are dropped; the active variants, autorun and the API settings stay as they were.", example: "reset", arguments: .none),
        CommandSpec(name: "error", usage: "error INPUT", summary: "send an error into INPUT",
                    details: "Sends error(boom) into the input where the variant's input type can carry one, and says where it cannot.", example: "error countUp", arguments: .input),
        CommandSpec(name: "complete", usage: "complete INPUT", summary: "send completion into INPUT",
                    details: "Sends completed into the input where the variant's input type can carry one, and says where it cannot.", example: "complete countUp", arguments: .input),
        CommandSpec(name: "api", usage: "api ok|wrong-password|unknown-user|network-error|auto | api latency MS", summary: "script the next login's outcome or the latency",
                    details: "'api wrong-password' makes the next login command fail that way whatever the credentials; 'api auto' goes back to checking them. 'api latency 500' sets the answer's delay. 'api' alone shows the settings.", example: "api network-error", arguments: .apiSetting),
        CommandSpec(name: "tick", usage: "tick MS", summary: "advance virtual time by MS milliseconds",
                    details: "Runs what is due in the next MS milliseconds of virtual time, such as API answers when autorun is off.", example: "tick 300", arguments: .number),
        CommandSpec(name: "time", usage: "time", summary: "show the virtual clock",
                    details: "Prints the virtual time in milliseconds: 0 after 'reset', later after logins (with autorun on) or 'tick'.", example: "time", arguments: .none),
        CommandSpec(name: "autorun", usage: "autorun [on|off]", summary: "run virtual time to idle after each command",
                    details: "On: every command ends when nothing is left scheduled, so a login shows its result at once, stamped with its virtual time. Off: time moves only with 'tick'. Alone, it shows the setting; 'reset' keeps it.", example: "autorun off", arguments: .onOff),
        CommandSpec(name: "events", usage: "events all|short", summary: "show every event of a long run, or its ends",
                    details: "A run of many events prints its first and last three and the count, leaving out at least three; 'events all' prints every one (up to 10,000 at the start, then the last three), as '--all-events' does. 'events short' goes back. A transcript ('--echo', 'save', 'check') always holds every event, whatever this says.", example: "events all", arguments: .eventsSetting),
        CommandSpec(name: "source", usage: "source VARIANT [VARIANT] [counter|login] [--diff]", summary: "show a style's code, or two side by side",
                    details: "Prints the view model (for Flux, its store and action creator) exactly as shipped, with line numbers and, on a terminal, colour; two styles side by side where the terminal is wide enough, else one after the other; '--diff' shows what differs between two. The screen defaults to counter.", example: "source relay anyobserver --diff", arguments: .source),
        CommandSpec(name: "marbles", usage: "marbles [--svg FILE [--theme dark] [--size 16:9] [--force]] [STREAM…]", summary: "draw the events since reset as marble diagrams",
                    details: "One lane per stream and subscriber, lanes alike in several variants drawn once: '-' a frame with no event, a letter a value (the legend under each block says which), '|' completed, '#' an error, '^' a late subscription, '!' its end, '(ab)' events in one frame, '(ab+3)' with 3 more not drawn. Frames are commands, numbered under the diagram, and later moments of virtual time, in ms; a cell narrower than its frame is padded with spaces. '--svg FILE' writes the diagram as an SVG for slides, at most 1920 px wide: '--theme light' (the default) or 'dark', '--size 16:9' or '4:3' to centre it on a slide of that shape; an existing file is kept unless --force.", example: "marbles isLoggingIn loginResult", arguments: .stream),
        CommandSpec(name: "resources", usage: "resources [on|off]", summary: "show each variant's live resources (Rx and Flux)",
                    details: "Shows how many MiniRx resources (subscriptions, sinks, subjects, disposables: what RxSwift's Resources.total counts) and, for the Flux styles, Fluxer subscriptions (a store's registration with its dispatcher, each observer of a store's value) each active variant holds now, and how the last command changed that. 'resources on' adds the change to every command's output; 'resources off' stops it. A count that grows with every login is a leak.", example: "resources on", arguments: .onOff),
        CommandSpec(name: "bench", usage: "bench [N]", summary: "measure each variant's cost per event and per build",
                    details: "Sends N countUp events (default 20,000) into a fresh counter of each active variant, through the adapter the REPL drives it with, and times them against a plain closure measured in the same run; then times building each variant's screens with a view on every output. The best of 3 rounds. The figures are this machine's and change from run to run; a debug build's say little. Ctrl-C stops it.", example: "bench 1000000", arguments: .number),
        CommandSpec(name: "lessons", usage: "lessons", summary: "list the shipped lessons",
                    details: "Lists the lessons that come with vmrepl, by number, name and title; 'demo 5' steps through lesson 5 on the terminal.", example: "lessons", arguments: .none),
        CommandSpec(name: "demo", usage: "demo FILE|LESSON", summary: "step through a talk on the terminal",
                    details: "Shows a talk's narration (its # comments), types each command out and runs it, a step at a time: Enter, Space or → next, ← or b back, a number and Enter jumps, r restarts, q returns to the session. The talk is a transcript or a command file, or a lesson by number or name ('lessons'); a file that exists wins over a lesson's name. The talk runs in a session of its own; this one is as it was after.", example: "demo double-tap", arguments: .lesson),
        CommandSpec(name: "run", usage: "run FILE|LESSON", summary: "run a file's commands in this session",
                    details: "Runs each command of a command file or transcript (only its commands; a transcript's output is not checked), or of a lesson, in this session, as if typed: each is shown after its file and line ('talk.vmrepl:3> countup'), then what it printed. A failed command does not stop the run; run fails if any did. 'save' keeps the commands, not the run line.", example: "run setup.vmrepl", arguments: .lesson),
        CommandSpec(name: "save", usage: "save [--force] FILE", summary: "write the session so far as a transcript",
                    details: "Writes every command so far, with what it printed and the comments typed, as a transcript that 'vmrepl check FILE' passes. An existing file is kept unless --force.", example: "save lesson.vmt", arguments: .text),
        CommandSpec(name: "log", usage: "log", summary: "show the last input command's actions and mutations",
                    details: "Shows, for styles that log them (the reducer), the actions and mutations of the last command that sent something into the variants; commands that only read (state, help, api …) leave it as it is.", example: "log", arguments: .none),
        CommandSpec(name: "variants", usage: "variants", summary: "list the variants with one-line summaries",
                    details: "Lists every style in the catalog, marks the active ones with '*', and gives its key idea.", example: "variants", arguments: .none),
        CommandSpec(name: "use", usage: "use NAME… | use all", summary: "choose the active variants",
                    details: "Only active variants receive commands and are shown. Names may be abbreviated.", example: "use relay scan", arguments: .variants),
        CommandSpec(name: "help", usage: "help [TOPIC]", summary: "list the commands, or explain a topic",
                    details: "Without an argument lists every command; with a command shows its usage, what it does and an example; with a variant, its key idea; 'help output' explains every mark the output uses. '?' and '.help' are 'help' too.", example: "help countup", arguments: .command),
        CommandSpec(name: "quit", usage: "quit", summary: "end the session",
                    details: "Ends the session; Ctrl-D on an empty line, 'exit' and '.quit' do too.", example: "quit", arguments: .none),
    ]

}
