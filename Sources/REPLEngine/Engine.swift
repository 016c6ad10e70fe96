import MiniRx
import Variants

/// How the engine prints results.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Side-by-side text for people.
    case text
    /// One JSON object per line, for tools.
    case json
}

/// The engine's settings.
public struct EngineOptions: Sendable {
    /// The output format.
    public var format: OutputFormat
    /// Whether to colour text output with ANSI escapes.
    public var color: Bool

    /// Plain text, no colour.
    public init(format: OutputFormat = .text, color: Bool = false) {
        self.format = format
        self.color = color
    }
}

/// A line the engine prints, and where it goes.
public struct OutputLine: Equatable, Sendable {
    /// Standard output or standard error.
    public enum Channel: Sendable {
        /// Results.
        case output
        /// Command errors.
        case error
    }

    /// The text, without a newline.
    public let text: String
    /// Where it goes.
    public let channel: Channel

    /// A line of `text` for `channel`.
    public init(text: String, channel: Channel) {
        self.text = text
        self.channel = channel
    }
}

/// How a line went.
public enum LineStatus: Equatable, Sendable {
    /// The command ran.
    case succeeded
    /// The command was wrong; an error line says why. The session is unchanged.
    case failed
    /// The command was `quit`.
    case quit
    /// Ctrl-C stopped the command part way.
    case interrupted
}

/// The vmrepl engine: takes command lines, drives every variant, and returns what to
/// print. Pure Swift: no terminal, no standard output, no files.
public final class Engine {
    /// The prompt that starts an input line in the terminal and in transcripts.
    public static let prompt = "vmrepl> "

    /// How many styles a session compares.
    public static var styleCount: Int { Catalog.all.count }

    private let options: EngineOptions
    private let styler: Styler
    private let json = JSONRenderer()

    /// The variants are built on the first command that needs them, so that starting
    /// vmrepl (or `echo quit | vmrepl`) costs no more than loading it.
    private lazy var session: Session = {
        let session = Session(settings: initialSettings)
        session.isInterrupted = isInterrupted
        sessionIfBuilt = session
        return session
    }()

    private let parser = CommandParser.standard

    /// Checked while a long command runs; returning true stops it (Ctrl-C).
    public var isInterrupted: () -> Bool = { false } {
        didSet { sessionIfBuilt?.isInterrupted = isInterrupted }
    }

    private var sessionIfBuilt: Session?

    /// The settings the session starts with.
    private let initialSettings: SessionSettings

    /// Creates a session with every variant active, virtual time at 0 and autorun on.
    public convenience init(options: EngineOptions = EngineOptions()) {
        self.init(options: options, settings: SessionSettings())
    }

    /// Creates a session that starts with `settings`, as one left by earlier commands.
    init(options: EngineOptions, settings: SessionSettings) {
        self.options = options
        initialSettings = settings
        styler = Styler(enabled: options.color && options.format == .text)
    }

    /// Runs one raw line, as read from a terminal or file; invalid UTF-8 and control
    /// characters are reported, not run.
    public func execute(bytes: [UInt8], emit: (OutputLine) -> Void) -> LineStatus {
        do throws(CommandError) {
            return execute(try LineReader.decode(bytes), emit: emit)
        } catch {
            emitError(error.description, command: "", emit: emit)
            return .failed
        }
    }

    /// Runs one command line, calling `emit` with every line to print, in order.
    public func execute(_ line: String, emit: (OutputLine) -> Void) -> LineStatus {
        switch run(line, emit: emit) {
        case .finished(let status):
            return status
        case .reported(let report, let commandText):
            let lines = options.format == .json
                ? json.render(report, command: commandText)
                : TextRenderer(styler: styler).render(report)
            for text in lines { emit(OutputLine(text: text, channel: .output)) }
            return Self.status(of: report)
        }
    }

    /// How running a line went: finished (errors, help and such already emitted), or a
    /// report to render.
    private enum Outcome {
        case finished(LineStatus)
        case reported(CommandReport, commandText: String)
    }

    /// The command `line` asks for, as the session stands: a line that would fail is an
    /// error, and leaves the session as it was.
    private func command(for line: String) throws(CommandError) -> Command {
        let command = try parser.command(for: line)
        if case .unsubscribe(let target) = command, !session.hasLateSubscriber(target) {
            switch target {
            case .stream(let stream): throw .noLateSubscribers(stream)
            case .id(let number): throw .noSuchSubscriber("#\(number)")
            case .all: break
            }
        }
        return command
    }

    /// Parses and runs `line`; emits errors, help text and, in JSON, events as they come.
    private func run(_ line: String, emit: (OutputLine) -> Void) -> Outcome {
        let command: Command
        do throws(CommandError) {
            command = try self.command(for: line)
        } catch {
            emitError(error.description, command: line, emit: emit)
            return .finished(.failed)
        }
        switch command {
        case .nothing:
            return .finished(.succeeded)
        case .quit:
            return .finished(.quit)
        case .help(let name):
            let text = name.map(HelpText.details) ?? HelpText.overview()
            for line in text { emitInfo(line, command: line, emit: emit) }
            return .finished(.succeeded)
        default:
            break
        }
        let commandText = line.trimmingSpaces
        let report = withoutActuallyEscaping(emit) { emit in
            if options.format == .json {
                session.capture.onEvent = { [json] captured in
                    emit(OutputLine(text: json.event(captured, command: commandText), channel: .output))
                }
            }
            defer { session.capture.onEvent = nil }
            return session.run(command)
        }
        return .reported(report, commandText: commandText)
    }

    private static func status(of report: CommandReport) -> LineStatus {
        report.interruptedAfter == nil ? .succeeded : .interrupted
    }

    /// Runs a line and returns what it printed: for tests and transcripts.
    public func execute(_ line: String) -> (lines: [OutputLine], status: LineStatus) {
        var lines: [OutputLine] = []
        let status = execute(line) { lines.append($0) }
        return (lines, status)
    }

    /// The words that can complete the last word of `lineBeforeCursor`.
    public func completions(for lineBeforeCursor: String) -> [String] {
        Completer(layout: .standard, variantNames: Catalog.all.map(\.style.name)).candidates(for: lineBeforeCursor)
    }

    private func emitError(_ message: String, command: String, emit: (OutputLine) -> Void) {
        if options.format == .json {
            emit(OutputLine(text: "error: \(message)", channel: .error))
        } else {
            emit(OutputLine(text: styler.error("error: \(message)"), channel: .error))
        }
    }

    private func emitInfo(_ text: String, command: String, emit: (OutputLine) -> Void) {
        if options.format == .json {
            emit(OutputLine(text: json.render(CommandReport(info: [text]), command: command.trimmingSpaces).joined(), channel: .output))
        } else {
            emit(OutputLine(text: text, channel: .output))
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        guard let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}
