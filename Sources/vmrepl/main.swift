// vmrepl: argument parsing and wiring. Everything else lives in REPLEngine.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

let version = "vmrepl 0.1.0"

let invocation: Invocation
do {
    invocation = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    StandardStreams.error.write("vmrepl: \(error)\n")
    StandardStreams.error.flush()
    exit(ExitStatus.usageOrIO.rawValue)
}

let status: ExitStatus
switch invocation {
case .help:
    StandardStreams.output.write(ArgumentParser.usage + "\n")
    status = .success
case .version:
    StandardStreams.output.write(version + "\n")
    status = .success
case .demo(let options):
    vmrepl_install_interrupt_handler()
    status = DemoFiles.run(options)
case .check(let options):
    status = TranscriptFiles.check(options, color: StandardStreams.useColor(options.color))
case .run(let options):
    vmrepl_install_interrupt_handler()
    let engine = Engine(options: EngineOptions(format: options.format, color: StandardStreams.useColor(options.color),
                                               allEvents: options.allEvents, width: options.width ?? Engine.standardWidth))
    engine.isInterrupted = { vmrepl_interrupted() != 0 }
    engine.fileWriter = { path, bytes, overwrite in
        if !overwrite && access(path, F_OK) == 0 { return "it exists; add --force to replace it" }
        return TranscriptFiles.writeFile(path, bytes)
    }
    let terminal = vmrepl_isatty(0) != 0
    if options.interactiveAfter && !terminal {
        StandardStreams.emit(OutputLine(text: "vmrepl: -i needs a terminal to stay interactive on; run without it to read commands from standard input", channel: .error))
        status = .usageOrIO
    } else if options.sources.isEmpty && terminal {
        status = InteractiveLoop(options: options, engine: engine).run()
    } else {
        // `-i`: the prepared commands first, then the terminal, in the same session.
        let prepared = BatchLoop(options: options, engine: engine).run()
        status = options.interactiveAfter && [.success, .commandFailed].contains(prepared) && !StandardStreams.output.failed
            ? InteractiveLoop(options: options, engine: engine).run()
            : prepared
    }
}
StandardStreams.output.flush()
StandardStreams.error.flush()
// Output that could not be written is an I/O error, whatever else happened; a signal's
// status stands.
let ending: ExitStatus = StandardStreams.output.failed && [.success, .commandFailed].contains(status) ? .usageOrIO : status
exit(ending.rawValue)
