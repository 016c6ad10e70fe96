#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Experiments
import REPLEngine
import Variants
import StyleKit

/// `vmrepl demo FILE|LESSON`: finds the talk, checks it with `--check`, or runs it.
enum DemoFiles {
    static func run(_ options: DemoOptions, catalog: Catalog) -> ExitCode {
        let name: String
        let script: DemoScript
        // A file that exists is the talk, read a step at a time; otherwise a lesson's
        // number or name.
        if access(options.source, F_OK) != 0, let found = EmbeddedLessons.lesson(named: options.source) {
            name = found.file
            script = DemoScript(found.text)
        } else {
            name = options.source
            do throws(FileProblem) {
                switch SessionFiles.read(options.source) {
                case .success(let lines): script = try DemoScript(lines, name: name, reader: SessionFiles.read, path: options.source)
                case .failure(let problem): throw problem
                }
            } catch {
                let lessons = EmbeddedLessons.all.map { "\($0.number)" }.joined(separator: ", ")
                let reason = error.reason.hasPrefix("cannot read") || error.reason.hasPrefix("'") ? error.reason : "cannot read '\(options.source)': \(error.reason)"
                StandardStreams.emit(OutputLine(text: "\(Tool.name): \(reason); a lesson is one of \(lessons) ('\(Tool.name) -e lessons' lists them)", channel: .error))
                return .usageOrIO
            }
        }
        if options.checkOnly {
            guard script.isTranscript else {
                StandardStreams.output.write("\(name) is a command file: it expects no output to check\n")
                return .success
            }
            if let (problem, diff) = script.mismatch(name: name, catalog: catalog, fileReader: TranscriptFileCheck.reader(beside: options.source), toolName: Tool.name, experiments: ExperimentServices.all) {
                StandardStreams.output.write("FAIL \(problem)\n" + (diff.isEmpty ? "" : diff + "\n"))
                return .commandFailed
            }
            StandardStreams.output.write("PASS \(name)\n")
            return .success
        }
        guard vmrepl_isatty(0) != 0, vmrepl_isatty(1) != 0 else {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): demo needs a terminal; to run the commands use '\(Tool.name) -f FILE --echo', to compare them '\(Tool.name) check FILE'", channel: .error))
            return .usageOrIO
        }
        return DemoLoop(script: script, name: name, options: options, color: StandardStreams.useColor(options.color), catalog: catalog).run()
    }
}
