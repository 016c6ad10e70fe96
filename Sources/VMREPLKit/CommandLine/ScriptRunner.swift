import REPLEngine

/// Runs command lines in batch mode: echoing them as a transcript if asked, stopping at
/// the first failure with `--bail`, and working out the exit status.
struct ScriptRunner {
    private let engine: Engine
    private let echo: Bool
    private let bail: Bool
    private(set) var anyFailed = false

    /// Runs lines through `engine`.
    init(engine: Engine, echo: Bool, bail: Bool) {
        self.engine = engine
        self.echo = echo
        self.bail = bail
    }

    /// What to do after a line.
    enum Next: Equatable, Sendable {
        /// Read the next line.
        case proceed
        /// Stop with this status.
        case stop(ExitCode)
    }

    private var atFirstLine = true
    /// Whether the current source is a transcript, once its first line that is not a
    /// comment has said so by starting with the prompt; `nil` before.
    private var sourceIsTranscript: Bool?
    private static let promptBytes = Array(Engine.prompt.utf8)

    /// Starts reading a new source (a `-e` command, a `-f` file): its first line that is
    /// not a comment tells whether it is a plain command file or a transcript.
    mutating func beginSource(firstLine: Int = 1) {
        atFirstLine = true
        sourceIsTranscript = nil
        lineNumber = firstLine - 1
    }

    /// The number of the line being run, in its source.
    private var lineNumber = 0
    /// Whether lines are echoed: asked for, and not JSON, whose `command` records say
    /// what ran.
    private var echoes: Bool { echo && !engine.printsJSON }

    /// Runs one raw line (without its newline). The CR of a CR LF line ending, and a byte
    /// order mark before the first line, as a file saved on Windows may have, are dropped.
    ///
    /// In a transcript (a source whose first line that is not a comment starts with the
    /// prompt) the input lines run and the expected output lines are passed over, so
    /// `-f lesson.vmt --echo` prints the lesson as vmrepl would print it now.
    mutating func run(line bytes: [UInt8], emit: (OutputLine) -> Void) -> Next {
        var bytes = bytes
        lineNumber += 1
        if atFirstLine && bytes.starts(with: TextFileFormat.byteOrderMarkBytes) {
            bytes.removeFirst(TextFileFormat.byteOrderMarkBytes.count)
        }
        atFirstLine = false
        if bytes.last == TextFileFormat.carriageReturn { bytes.removeLast() }
        // A comment is never run, and echoed as it stands (``TranscriptLine``).
        if TranscriptLine.isComment(bytes: bytes) {
            if echoes { emit(OutputLine(text: String(decoding: bytes, as: UTF8.self), channel: .output)) }
            // The engine prints nothing for it, but `save` keeps it where it stood.
            _ = engine.execute(bytes: bytes, number: lineNumber) { _ in }
            return .proceed
        }
        let isInputLine = bytes.starts(with: Self.promptBytes)
        if sourceIsTranscript == nil { sourceIsTranscript = isInputLine }
        if sourceIsTranscript == true {
            guard isInputLine else { return .proceed }
            bytes.removeFirst(Self.promptBytes.count)
        }
        if echoes {
            emit(OutputLine(text: Engine.prompt + String(decoding: bytes, as: UTF8.self), channel: .output))
        }
        // With echo, errors go where the transcript goes: it shows them under their command;
        // a line the transcript would read as something else is marked (``TranscriptLine``).
        let lineStatus = echoes
            ? engine.execute(bytes: bytes, number: lineNumber) { emit(OutputLine(text: TranscriptLine.written($0.text), channel: .output)) }
            : echo || engine.printsJSON
            ? engine.execute(bytes: bytes, number: lineNumber) { emit(OutputLine(text: $0.text, channel: .output)) }
            : engine.execute(bytes: bytes, number: lineNumber, emit: emit)
        switch lineStatus {
        case .succeeded:
            return .proceed
        case .failed:
            anyFailed = true
            return bail ? .stop(.commandFailed) : .proceed
        case .quit:
            return .stop(status)
        case .interrupted:
            return .stop(.interrupted)
        }
    }

    /// Reports a line of the source too long to read (``Engine/maximumLineLength``), which
    /// is passed over without being kept: a failed command.
    mutating func refuseOverlongLine(emit: (OutputLine) -> Void) -> Next {
        lineNumber += 1
        atFirstLine = false
        let error = CommandError.lineTooLongToRead(limit: Engine.maximumLineLength)
        engine.report(error, number: lineNumber) { emit(echo || engine.printsJSON ? OutputLine(text: $0.text, channel: .output) : $0) }
        anyFailed = true
        return bail ? .stop(.commandFailed) : .proceed
    }

    /// The status when the input ends.
    var status: ExitCode {
        anyFailed ? .commandFailed : .success
    }
}
