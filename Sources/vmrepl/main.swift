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
case .check(let options):
    status = TranscriptFiles.check(options, color: StandardStreams.useColor(options.color))
case .run(let options):
    vmrepl_install_interrupt_handler()
    if options.sources.isEmpty && vmrepl_isatty(0) != 0 {
        status = InteractiveLoop(options: options).run()
    } else {
        status = BatchLoop(options: options).run()
    }
}
StandardStreams.output.flush()
StandardStreams.error.flush()
// Output that could not be written is an I/O error, whatever else happened; a signal's
// status stands.
let ending: ExitStatus = StandardStreams.output.failed && [.success, .commandFailed].contains(status) ? .usageOrIO : status
exit(ending.rawValue)
