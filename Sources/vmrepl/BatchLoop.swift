import CLineEdit
import REPLEngine

/// Batch mode: commands from `-e`, `-f` or standard input, no line editing.
struct BatchLoop {
    let options: RunOptions

    func run() -> ExitStatus {
        let engine = Engine(options: EngineOptions(format: options.format, color: StandardStreams.useColor(options.color), allEvents: options.allEvents))
        engine.isInterrupted = { vmrepl_interrupted() != 0 }
        var runner = ScriptRunner(engine: engine, echo: options.echo, bail: options.bail)
        let sources = options.sources.isEmpty ? [CommandSource.file("-")] : options.sources
        // The `-e` commands are numbered in order, as lines of one source.
        var commandNumber = 0
        for source in sources {
            switch source {
            case .command(let line):
                commandNumber += 1
                runner.beginSource(firstLine: commandNumber)
                if case .stop(let status) = runner.run(line: Array(line.utf8), emit: StandardStreams.emit) {
                    return status
                }
            case .file(let path):
                runner.beginSource()
                let reader: LineSource
                // What earlier commands printed goes out before a read that may wait.
                let flush = { StandardStreams.output.flush() }
                if path == "-" {
                    reader = LineSource(descriptor: 0, beforeReading: flush)
                } else {
                    let (opened, reason) = LineSource.reading(path, beforeReading: flush)
                    guard let opened else {
                        StandardStreams.emit(OutputLine(text: "vmrepl: cannot read '\(path)': \(reason ?? "unknown error")", channel: .error))
                        return .usageOrIO
                    }
                    reader = opened
                }
                defer { reader.finish() }
                while let line = reader.nextLine() {
                    if vmrepl_interrupted() != 0 { return .interrupted }
                    if case .stop(let status) = runner.run(line: line, emit: StandardStreams.emit) {
                        return status
                    }
                }
            }
        }
        return runner.status
    }
}
