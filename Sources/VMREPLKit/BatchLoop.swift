#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// Batch mode: commands from `-e`, `-f` or standard input, no line editing.
///
/// A signal (SIGINT, SIGTERM, SIGHUP) ends the run at once, whether a command is running
/// (it stops part way) or vmrepl waits for input, with what was printed flushed and the
/// signal's status; an input that cannot be read is one line and status 2; output that
/// cannot be written ends the run (``StandardStreams`` reports it).
struct BatchLoop {
    let options: RunOptions
    let engine: Engine

    func run() -> ExitCode {
        var runner = ScriptRunner(engine: engine, echo: options.echo, bail: options.bail)
        let sources = options.sources.isEmpty && !options.interactiveAfter ? [CommandSource.file("-")] : options.sources
        // The `-e` commands are numbered in order, as lines of one source.
        var commandNumber = 0
        for source in sources {
            switch source {
            case .command(let line):
                engine.sourceFile = nil
                commandNumber += 1
                runner.beginSource(firstLine: commandNumber)
                if let status = stop(after: runner.run(line: Array(line.utf8), emit: StandardStreams.emit)) {
                    return status
                }
            case .file(let path):
                // JSON records say which file a command came from.
                engine.sourceFile = path == "-" ? nil : path
                runner.beginSource()
                if let status = runFile(path, with: &runner) { return status }
            }
        }
        return runner.status
    }

    /// Runs the lines of `path` (`-`: standard input); the status to end with, if the run
    /// must end.
    private func runFile(_ path: String, with runner: inout ScriptRunner) -> ExitCode? {
        let name = path == "-" ? "standard input" : "'\(ShownName.of(path))'"
        // What earlier commands printed goes out before a read that may wait.
        let flush = { StandardStreams.output.flush() }
        let signal = { Int32(vmrepl_interrupted()) }
        let reader: LineSource
        if path == "-" {
            reader = LineSource(descriptor: 0, beforeReading: flush, pendingSignal: signal)
        } else {
            // A FIFO is read ('-f <(commands)'); a directory or a device other than a
            // terminal is no file of commands, and `/dev/zero` would never end.
            if let problem = Self.notCommands(path) { return status(at: .failed(problem), of: name) }
            // Opening a FIFO waits for a writer, as a read may.
            flush()
            switch LineSource.reading(path, beforeReading: flush, pendingSignal: signal) {
            case .success(let opened): reader = opened
            case .failure(let end): return status(at: end, of: name)
            }
        }
        defer { reader.finish() }
        while let item = reader.next() {
            let next: ScriptRunner.Next
            switch item {
            case .line(let line): next = runner.run(line: line, emit: StandardStreams.emit)
            case .tooLong: next = runner.refuseOverlongLine(emit: StandardStreams.emit)
            }
            if let status = stop(after: next) { return status }
        }
        return reader.end.flatMap { status(at: $0, of: name) }
    }

    /// The status to end with after a line, if the run must end: the line said so, a
    /// signal arrived, or the output cannot be written.
    ///
    /// What the line printed goes out first: a crash in the next command (a view
    /// model's `fatalError`, RxSwift's debug build stopping on a misuse) loses none of it.
    private func stop(after next: ScriptRunner.Next) -> ExitCode? {
        StandardStreams.output.flush()
        let signal = Int32(vmrepl_interrupted())
        if signal != 0 { return .ending(on: signal) }
        if StandardStreams.output.failed { return .usageOrIO }
        if case .stop(let status) = next { return status }
        return nil
    }

    /// The status to end with when reading `name` ended at `end`; `nil` at its end.
    /// Why `path` is no file of commands `-f` reads, or `nil`: a directory, or a device
    /// that is not a terminal.
    static func notCommands(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return "it is a directory; -f reads a file of commands"
        case S_IFCHR, S_IFBLK:
            let descriptor = open(path, O_RDONLY | O_NONBLOCK)
            defer { if descriptor >= 0 { _ = close(descriptor) } }
            return descriptor >= 0 && isatty(descriptor) == 1 ? nil : "it is a device; -f reads a file of commands, a FIFO or '-'"
        default: return nil
        }
    }

    private func status(at end: LineSource.End, of name: String) -> ExitCode? {
        switch end {
        case .endOfInput:
            return nil
        case .interrupted(let signal):
            return .ending(on: signal)
        case .failed(let reason):
            StandardStreams.emit(OutputLine(text: "\(Tool.name): cannot read \(name): \(reason)", channel: .error))
            return .usageOrIO
        }
    }
}
