import MiniRx
import StyleKit

/// The vmrepl engine: takes command lines, drives every variant, and returns what to
/// print. Pure Swift: no terminal, no standard output, no files.
public final class Engine {
    /// The prompt that starts an input line in the terminal and in transcripts.
    public static let prompt = "vmrepl> "

    /// The longest line vmrepl reads from a command file or a transcript, in bytes; a
    /// longer one is an error, passed over without being kept.
    public static let maximumLineLength = TranscriptLine.maximumLength

    /// Whether `bytes` are a line the engine would take as a command: valid UTF-8, within
    /// the length limit, free of control characters. History keeps only such lines.
    public static func accepts(_ bytes: [UInt8]) -> Bool {
        (try? LineReader.decode(bytes)) != nil
    }

    /// The width text output wraps at unless told otherwise, so that transcripts are the
    /// same on every machine.
    public static let standardWidth = LineWrapper.standardWidth
    /// The widths `--width` takes.
    public static let widths = LineWrapper.widths

    /// The styles and screens this engine compares.
    public let catalog: Catalog
    private let layout: Layout
    private let commands: CommandTable
    let parser: CommandParser
    private let help: HelpText

    /// Whether `catalog` can be run: no name in it is one of vmrepl's own. A style may not
    /// be named like a command, an input's command, a keyword that `use`, `events` and
    /// the on/off commands take (`use all` would not choose it), a help topic or a screen;
    /// a screen not like a command or a help topic; an input's command not like a
    /// command; a service's command must be one word, and not a command, a help topic, an
    /// input's command or another service's. (The catalog has checked everything else
    /// when it was made.)
    public static func check(_ catalog: Catalog) throws(CatalogError) {
        let commands = CommandTable.reservedNames
        let helpTopics: Set<String> = ["output"]
        let screens = Set(catalog.screens.map { $0.name.lowercased() })
        let inputCommands = catalog.screens.flatMap { $0.inputs.map { $0.command.lowercased() } }
        // Each service once: screens may share one.
        var seenServices: Set<ObjectIdentifier> = []
        let services = catalog.screens.compactMap { screen in
            screen.service.flatMap { seenServices.insert(ObjectIdentifier($0)).inserted ? (screen, ScreenServiceSettings($0).declaration.name) : nil }
        }
        let reserved = commands.union(["all", "short", "on", "off"]).union(inputCommands).union(services.map { $0.1.lowercased() })
        for style in catalog.styles {
            let name = style.name.lowercased()
            if reserved.contains(name) { throw .reservedStyleName(style.name) }
            if helpTopics.contains(name) { throw .nameTaken(style.name, kind: "style", takenBy: "'help \(name)', a help topic") }
            if screens.contains(name) { throw .nameTaken(style.name, kind: "style", takenBy: "a screen ('source \(name)' would not say which)") }
        }
        for screen in catalog.screens {
            let name = screen.name.lowercased()
            if commands.contains(name) { throw .nameTaken(screen.name, kind: "screen", takenBy: "vmrepl's own command '\(name)'") }
            if helpTopics.contains(name) { throw .nameTaken(screen.name, kind: "screen", takenBy: "'help \(name)', a help topic") }
            for input in screen.inputs where commands.contains(input.command.lowercased()) {
                throw .builtInCommand(input.command, screen: screen.name)
            }
        }
        // A service's command is the REPL's too: typed as one word, and no other command's.
        var serviceOf: [String: String] = [:]
        for (screen, command) in services {
            let name = command.lowercased()
            try Catalog.checkName(command, of: "service command")
            if commands.contains(name) {
                throw .nameTaken(command, kind: "service command", takenBy: "vmrepl's own command '\(name)' (screen '\(screen.name)')")
            }
            if helpTopics.contains(name) {
                throw .nameTaken(command, kind: "service command", takenBy: "'help \(name)', a help topic (screen '\(screen.name)')")
            }
            if let other = catalog.screens.first(where: { $0.inputs.contains { $0.command.lowercased() == name } }) {
                throw .duplicateCommand(command, screens: [screen.name, other.name])
            }
            if let other = serviceOf[name] {
                throw .nameTaken(command, kind: "service command", takenBy: "the service of screen '\(other)' (screen '\(screen.name)' gives its own the same)")
            }
            serviceOf[name] = screen.name
        }
    }

    let options: EngineOptions
    let styler: Styler
    private var wrapper: LineWrapper

    /// The columns text output wraps at; a terminal's loop sets it to the terminal's
    /// width before each command.
    public var width: Int {
        get { wrapper.width }
        set { wrapper = LineWrapper(width: min(max(newValue, Self.widths.lowerBound), Self.widths.upperBound)) }
    }
    let json: JSONRenderer

    /// The variants are built on the first command that needs them, so that starting
    /// vmrepl (or `echo quit | vmrepl`) costs no more than loading it.
    lazy var session: Session = {
        let session = Session(catalog: catalog, layout: layout, settings: initialSettings)
        session.isInterrupted = isInterrupted
        session.keepsEveryEvent = options.format == .json || options.recordsEveryEvent
        sessionIfBuilt = session
        return session
    }()

    /// Writes a file for `marbles --svg` and `save`: its path, its bytes, and whether an
    /// existing file may be replaced; returns why it could not, or `nil`. The executable
    /// sets it; without one, the engine writes no files.
    public var fileWriter: ((String, [UInt8], Bool) -> String?)?

    /// Says why a file could not be written at a path, before a long command works out
    /// what to write there (`explore --save`): the path, whether an existing file may be
    /// replaced, and whether it names a directory to write files in; `nil` if it can.
    public var fileWriteChecker: ((String, Bool, Bool) -> String?)?

    /// Reads a file for `run` and `demo FILE`: its bytes, or why not. The executable sets
    /// it; without one, only lessons can be run.
    public var fileReader: FileReader?

    /// Runs a talk on the terminal (`demo FILE|LESSON`), given its script and name: the
    /// interactive loop sets it; without one, `demo` says to run it on a terminal.
    public var demoRunner: ((DemoScript, String) -> Void)?

    /// Makes the ``LineGate`` this engine's session passes its lines through, and a
    /// handout's session its own: the RealRxSwift build's executable sets it.
    public var lineGateMaker: (() -> any LineGate)?
    /// The gate made for this session, on its first line.
    var lineGate: (any LineGate)?

    /// Whether `run` is running a file's commands now; they are kept by `save` as the
    /// `run` line.
    var isRunningFile = false

    /// The talk this engine is running now, if any: a file that `run` or `handout` runs
    /// runs no other talk, and a demo starts no other demo (``nestingRefusal(of:)``).
    var runningTalk: TalkCommand?

    /// The `-f` file the lines now run come from, which JSON's `command` and `end`
    /// records name (`nil`: `-e`, standard input, a terminal).
    public var sourceFile: String?

    /// The processes a long `explore` search is shared among; the executable sets them
    /// (without, and with `explore --jobs 1`, the search runs in this process). A
    /// transcript's `explore` runs here too: what it finds is the same either way.
    public var exploreWorkers: ExploreWorkers?
    /// Shows where an `explore` search has got (a terminal's progress line), and clears
    /// it when the search ends; unset, nothing is shown. Set on the session a person
    /// watches only, and on a handout it runs: a transcript checked has none.
    public var exploreProgress: ((ExploreProgress) -> Void)?
    public var exploreProgressEnded: (() -> Void)?
    /// Shows where a `mutate` has got (`12 of 72 mutants`, `exploring survivor 1 of 3`),
    /// asked again and again while it works so that its clock moves, and clears it when
    /// the command ends; unset, nothing is shown (set as ``exploreProgress`` is).
    public var mutateProgress: ((String) -> Void)?
    public var mutateProgressEnded: (() -> Void)?

    /// Whether the last `explore` told styles apart (nil: none ran to the end), for
    /// ``explore(_:emit:)``'s exit status.
    var exploreFoundDifference: Bool?
    /// Whether `explore` runs as the shell's `vmrepl explore`, the CI gate, whose default
    /// search is deeper than the prompt's.
    var exploresAsGate = false
    /// Whether a person types the commands at a terminal (the interactive loop sets it):
    /// `explore`'s default search is then sized for a class that waits for it.
    public var isInteractive = false

    /// The lines run so far, for `save`.
    var savedSession = SavedSession()

    /// Replays the lines of a session as `save` writes them (``replayTranscript(of:)``) in
    /// a fresh process, where what a view model keeps in a singleton starts as it started
    /// for the session: the executable sets it. Without one, `save` replays in this
    /// process.
    public var sessionReplayer: (([String]) -> SessionReplay)?

    /// Checked while a long command runs; returning true stops it (Ctrl-C).
    public var isInterrupted: () -> Bool = { false } {
        didSet { sessionIfBuilt?.isInterrupted = isInterrupted }
    }

    private var sessionIfBuilt: Session?

    /// The settings the session starts with.
    private let initialSettings: SessionSettings

    /// Creates a session over `catalog` with every variant active, virtual time at 0 and
    /// autorun on. The catalog must have passed ``check(_:)``.
    public convenience init(options: EngineOptions = EngineOptions(), catalog: Catalog) {
        var settings = SessionSettings(catalog: catalog)
        settings.showsAllEvents = options.allEvents
        self.init(options: options, catalog: catalog, settings: settings)
    }

    /// Whether the engine prints JSON Lines.
    public var printsJSON: Bool { options.format == .json }

    /// Creates a session that starts with `settings`, as one left by earlier commands.
    init(options: EngineOptions, catalog: Catalog, settings: SessionSettings) {
        self.options = options
        self.catalog = catalog
        layout = Layout(screens: catalog.screens)
        commands = CommandTable(layout: layout)
        parser = CommandParser(layout: layout, commands: commands, variantNames: catalog.styles.map(\.name))
        help = HelpText(commands: commands, layout: layout, styles: catalog.styles)
        json = JSONRenderer(styles: catalog.styles, commands: commands)
        initialSettings = settings
        styler = Styler(enabled: options.color && options.format == .text, palette: options.palette)
        wrapper = LineWrapper(width: options.width)
    }

    /// Runs one raw line, as read from a terminal or file, the `number`th of its source
    /// (the JSON format reports it); invalid UTF-8 and control characters are reported,
    /// not run.
    public func execute(bytes: [UInt8], number: Int = 1, emit: (OutputLine) -> Void) -> LineStatus {
        // A comment is never interpreted, whatever it holds (``TranscriptLine``).
        if TranscriptLine.isComment(bytes: bytes) { return comment(String(decoding: bytes, as: UTF8.self)) }
        let line: String
        do throws(CommandError) {
            line = try LineReader.decode(bytes)
        } catch {
            let text = String(decoding: bytes, as: UTF8.self)
            if options.format == .json { emit(output(json.start(line: number, text: text.trimmingSpaces, file: sourceFile))) }
            finish(number: number, status: .failed, error: error.description, emit: emit)
            return .failed
        }
        return execute(line, number: number, emit: emit)
    }

    /// A comment line: never interpreted, with no length or character limits
    /// (``TranscriptLine``); kept for `save` unless it is blank.
    private func comment(_ line: String) -> LineStatus {
        if !isRunningFile && !line.allSatisfy({ $0 == " " || $0 == "\t" }) { savedSession.record(line) }
        return .succeeded
    }

    /// Runs one command line, the `number`th of its source, calling `emit` with every
    /// line to print, in order.
    public func execute(_ line: String, number: Int = 1, emit rawEmit: (OutputLine) -> Void) -> LineStatus {
        // A control character in a value or an echoed word is printed as its escape, so
        // a line is always one line.
        func emit(_ printed: OutputLine) {
            rawEmit(OutputLine(text: printed.text.escapingControlCharacters, channel: printed.channel))
        }
        // The line itself, first, as a transcript shows it (a comment as it stands).
        if TranscriptLine.isComment(line) { return comment(line) }
        // What `run` runs is kept as its `run` line, as `--echo` shows it.
        if !isRunningFile { savedSession.record(line) }
        let text = line.trimmingSpaces
        let command: any Command
        do throws(CommandError) {
            guard let parsed = try parser.command(for: line) else { return .succeeded }
            if let sessionCommand = parsed as? any SessionCommand { try sessionCommand.check(in: session) }
            command = parsed
        } catch {
            if printsJSON { emit(output(json.start(line: number, text: text, file: sourceFile))) }
            finish(number: number, status: .failed, error: error.description, emit: emit)
            return .failed
        }
        if !command.isKeptBySave && !isRunningFile { savedSession.forgetLast() }
        if printsJSON { emit(output(json.start(line: number, text: text, file: sourceFile))) }
        if let refusal = gateRefusal(of: line, command) {
            if command.isKeptBySave && !isRunningFile { savedSession.forgetLast() }
            finish(number: number, status: .failed, error: refusal, emit: emit)
            return .failed
        }
        let outcome = withoutActuallyEscaping(emit) { emit in
            command.run(CommandContext(engine: self, line: text, number: number, emit: emit))
        }
        finish(number: number, status: outcome.status, error: outcome.error, emit: emit)
        return outcome.status
    }

    /// Runs a command that drives the variants in the session, and shows its report.
    func runInSession(_ command: some SessionCommand, _ context: CommandContext) -> CommandOutcome {
        show(session.run(command, text: context.line), context)
    }

    /// Shows a session command's report; its outcome, interrupted if it was.
    func show(_ report: CommandReport, _ context: CommandContext) -> CommandOutcome {
        context.show(.report(report))
        if let interruption = report.interruption {
            return .interrupted(NoteWording.text(interruption))
        }
        return .succeeded
    }

    /// The lines that show `output`, in the engine's format: the one place output is
    /// formatted.
    func render(_ output: CommandOutput) -> [String] {
        if printsJSON { return json.render(output) { self.session.settings.activeNames } }
        return TextRenderer(styler: styler, wrapper: wrapper, help: help, styles: catalog.styles, screens: catalog.screens).render(output)
    }

    /// Reports `error` for the `number`th line of its source, which did not run: in JSON a
    /// `command` record (with no text) and its `end`, in text an error line.
    package func report(_ error: CommandError, number: Int, emit: (OutputLine) -> Void) {
        if options.format == .json { emit(output(json.start(line: number, text: "", file: sourceFile))) }
        finish(number: number, status: .failed, error: error.description, emit: emit)
    }

    private func output(_ text: String) -> OutputLine {
        OutputLine(text: text, channel: .output)
    }

    /// Ends a command: in JSON, its `end` record; in text, the error line. (An
    /// interruption's line is the command's own output.)
    private func finish(number: Int, status: LineStatus, error: String?, emit: (OutputLine) -> Void) {
        if options.format == .json {
            emit(output(json.end(line: number, status: status, message: error, file: sourceFile)))
        } else if let error, status == .failed {
            for piece in wrapper.wrap(styler.error("error: \(error)"), hang: 4) { emit(OutputLine(text: piece, channel: .error)) }
        }
    }

    /// Runs a line and returns what it printed: for tests and transcripts.
    public func execute(_ line: String) -> (lines: [OutputLine], status: LineStatus) {
        var lines: [OutputLine] = []
        let status = execute(line) { lines.append($0) }
        return (lines, status)
    }

    /// The words that can complete the last word of `lineBeforeCursor`.
    public func completions(for lineBeforeCursor: String) -> [String] {
        let subscribers = sessionIfBuilt?.lateSubscribers.map(\.id.label) ?? []
        return Completer(layout: layout, commands: commands, variantNames: catalog.styles.map(\.name), subscriberIDs: subscribers)
            .candidates(for: lineBeforeCursor)
    }
}
