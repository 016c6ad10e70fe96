/// Runs command lines in batch mode: echoing them as a transcript if asked, stopping at
/// the first failure with `--bail`, and working out the exit status.
public struct ScriptRunner {
    private let engine: Engine
    private let echo: Bool
    private let bail: Bool
    private(set) var anyFailed = false

    /// Runs lines through `engine`.
    public init(engine: Engine, echo: Bool, bail: Bool) {
        self.engine = engine
        self.echo = echo
        self.bail = bail
    }

    /// What to do after a line.
    public enum Next: Equatable, Sendable {
        /// Read the next line.
        case proceed
        /// Stop with this status.
        case stop(ExitStatus)
    }

    private var atFirstLine = true

    /// Runs one raw line (without its newline). The CR of a CR LF line ending, and a byte
    /// order mark before the first line, as a file saved on Windows may have, are dropped.
    public mutating func run(line bytes: [UInt8], emit: (OutputLine) -> Void) -> Next {
        var bytes = bytes
        if atFirstLine && bytes.starts(with: TextFileFormat.byteOrderMarkBytes) {
            bytes.removeFirst(TextFileFormat.byteOrderMarkBytes.count)
        }
        atFirstLine = false
        if bytes.last == TextFileFormat.carriageReturn { bytes.removeLast() }
        if echo {
            emit(OutputLine(text: echoed(bytes), channel: .output))
        }
        switch engine.execute(bytes: bytes, emit: emit) {
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

    /// The status when the input ends.
    public var status: ExitStatus {
        anyFailed ? .commandFailed : .success
    }

    /// The line as the transcript shows it: comments and blank lines as they are,
    /// commands after the prompt. Undecodable bytes are shown replaced.
    private func echoed(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return text }
        return Engine.prompt + text
    }
}
