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

/// `vmrepl check`: checks or blesses transcript files, reports per file in the order
/// given, and writes a JUnit report if asked.
enum TranscriptFiles {
    /// How many files ended which way, for the summary after several.
    private struct Tally {
        var passed = 0, failed = 0, blessed = 0, unchanged = 0, unreadable = 0, unwritable = 0, unchecked = 0

        /// The files whose outcome was reported.
        var reported: Int { passed + failed + blessed + unchanged + unreadable + unwritable }

        /// `9 transcripts: 8 passed, 1 failed`, naming only the outcomes that occurred.
        var summary: String {
            let counts = [(passed, "passed"), (failed, "failed"), (blessed, "blessed"), (unchanged, "unchanged"), (unreadable, "unreadable"), (unwritable, "unwritable"), (unchecked, "not checked (interrupted)")]
            let total = counts.reduce(0) { $0 + $1.0 }
            return "\(total) transcripts: " + counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
    }

    /// Whether the environment asks `check` to bless: `VMREPL_BLESS` set to anything but
    /// empty or `0` (`1`, `yes`, `overwrite` all bless), as `TRYCMD=overwrite` does for
    /// trycmd.
    static var blessRequestedByEnvironment: Bool {
        let value = environment("VMREPL_BLESS")
        return !value.isEmpty && value != "0"
    }

    /// Checks (or blesses) every file, each in a process of its own when there are
    /// several (``TranscriptChildren``), at most `--jobs` at once, and reports them in the
    /// order given, with a summary line after several. A file that cannot be read, or is
    /// not UTF-8, is reported and the others are still checked; it makes the status 2. A
    /// signal (SIGINT, SIGTERM, SIGHUP) stops every check within a command's slice of work:
    /// the files that finished are reported, then how many did not, and the status is the
    /// signal's.
    static func check(_ options: CheckOptions, color: Bool, catalog: Catalog) -> ExitCode {
        let bless = options.bless || blessRequestedByEnvironment
        // A CI run never rewrites its own expectations, however blessing was asked for.
        if bless && !environment("CI").isEmpty {
            let asked = options.bless ? "--bless is given" : "VMREPL_BLESS is set"
            report(error: "\(Tool.name): \(asked), but so is CI: a CI run never rewrites its own expectations; bless outside CI (unset CI), then commit the blessed files")
            return .usageOrIO
        }
        if let junitPath = options.junitPath, let problem = OutputPath.problem(writingFile: junitPath, inputs: options.files) {
            report(error: "\(Tool.name): cannot write the JUnit report '\(junitPath)': \(problem)")
            return .usageOrIO
        }
        let started = ContinuousClock.now
        // A file given twice (`a.vmt ./a.vmt`) is checked and reported once.
        let paths = uniqueFiles(options.files)
        var report = CheckReport(bless: bless, paint: ReportColors(enabled: color))
        // One file is checked here, unless the view models run on RxSwift itself, whose
        // debug build stops the program on a misuse: then in a child, whose stop is the
        // file's outcome, and the JUnit report is still written.
        if paths.count == 1, let path = paths.first, HelpText.engineBanner == nil {
            report.show(path, TranscriptFileCheck(path: path, bless: bless, catalog: catalog).run())
        } else {
            let jobs = options.jobs ?? TranscriptChildren.processors
            TranscriptChildren.check(paths, bless: bless, jobs: jobs, catalog: catalog) { index, outcome in report.show(paths[index], outcome) }
        }
        if paths.count > 1 {
            write(report.tally.summary + "\n")
        }
        let elapsed = ContinuousClock.now - started
        report.junit.seconds = elapsed.inSeconds
        let signal = Int32(vmrepl_interrupted())
        if signal != 0 {
            StandardStreams.output.flush()
            let unchecked = paths.count - report.tally.reported
            self.report(error: "\(Tool.name): interrupted: \(unchecked) of \(paths.count) transcript\(paths.count == 1 ? "" : "s") not checked\(options.junitPath == nil ? "" : ", and no JUnit report written")")
            return .ending(on: signal)
        }
        if let junitPath = options.junitPath, let problem = writeFile(junitPath, Array(report.junit.xml.utf8)) {
            self.report(error: "\(Tool.name): cannot write the JUnit report '\(junitPath)': \(problem)")
            report.tally.unwritable += 1
        }
        return report.tally.unreadable + report.tally.unwritable > 0 ? .usageOrIO : report.tally.failed > 0 ? .commandFailed : .success
    }

    /// What `check` prints for each file as its outcome arrives, the tally of outcomes and
    /// the JUnit report. A test case is named as the command line named the file.
    private struct CheckReport {
        let bless: Bool
        let paint: ReportColors
        var tally = Tally()
        var junit: JUnitReport = {
            var junit = JUnitReport()
            junit.toolName = Tool.name
            return junit
        }()

        /// Prints the outcome of `path`; `nil`: a signal stopped it before it was done.
        mutating func show(_ path: String, _ outcome: TranscriptOutcome?) {
            guard let outcome else {
                tally.unchecked += 1
                return
            }
            let name = path == "-" ? "(standard input)" : ShownName.of(path)
            let seconds = outcome.seconds
            switch outcome.kind {
            case .unreadable where outcome.line > 0:
                TranscriptFiles.report(error: "\(Tool.name): transcript '\(name)' line \(outcome.line) is \(outcome.reason)")
                junit.add(name, .error(reason: "line \(outcome.line): \(outcome.reason)"), seconds: seconds)
                tally.unreadable += 1
            case .unreadable:
                TranscriptFiles.report(error: "\(Tool.name): cannot read transcript '\(name)': \(outcome.reason)")
                junit.add(name, .error(reason: "cannot read: \(outcome.reason)"), seconds: seconds)
                tally.unreadable += 1
            case .stopped:
                write("\(paint.failed("FAIL")) \(name): \(outcome.reason)\n")
                junit.add(name, .stopped(reason: outcome.reason), seconds: seconds)
                tally.failed += 1
            case .invalid:
                write("\(paint.failed("FAIL")) \(name):\(outcome.line): \(outcome.reason)\(bless ? " (not blessed)" : "")\n")
                junit.add(name, .failed(reason: "line \(outcome.line): \(outcome.reason)", diff: ""), seconds: seconds)
                tally.failed += 1
            case .passed where bless:
                tally.unchanged += 1
                write("UNCHANGED \(name)\n")
                junit.add(name, .passed(note: "unchanged"), seconds: seconds)
            case .passed:
                tally.passed += 1
                write("\(paint.passed("PASS")) \(name)\n")
                junit.add(name, .passed(note: nil), seconds: seconds)
            case .blessed:
                tally.blessed += 1
                write("\(paint.changed("BLESSED")) \(name)\n")
                junit.add(name, .passed(note: "blessed"), seconds: seconds)
            case .unwritable:
                TranscriptFiles.report(error: "\(Tool.name): cannot write transcript '\(name)': \(outcome.reason)")
                junit.add(name, .error(reason: "cannot write: \(outcome.reason)"), seconds: seconds)
                tally.unwritable += 1
            case .failed:
                tally.failed += 1
                write("\(paint.failed("FAIL")) \(name):\(outcome.line): \(outcome.reason)\n\(paint.diff(outcome.diff))\n")
                junit.add(name, .failed(reason: "line \(outcome.line): \(outcome.reason)", diff: outcome.diff), seconds: seconds)
            }
        }
    }

    /// `paths` with each file only once, in the order first given: two spellings of one
    /// file (`a.vmt`, `./a.vmt`, its absolute path) are one. Names are compared as bytes,
    /// as the file system compares them: `café.vmt` with a precomposed `é` and with a
    /// combining accent are two files on Linux (Swift's `String` would call them equal).
    static func uniqueFiles(_ paths: [String]) -> [String] {
        var seen: Set<[UInt8]> = []
        return paths.filter { seen.insert(Array(($0 == "-" ? "-" : canonical($0) ?? $0).utf8)).inserted }
    }

    /// The absolute path of an existing file, with no `.`, `..` or symbolic links.
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces the file at `path` with `bytes` (``FileReplacement``); why not, if it
    /// could not.
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> String? {
        if path == "-" { return "standard input cannot be rewritten; save the transcript to a file and bless that" }
        return FileReplacement.write(bytes, to: path)?.description
    }

    fileprivate static func write(_ text: String) {
        StandardStreams.output.write(text)
    }

    fileprivate static func report(error line: String) {
        StandardStreams.emit(OutputLine(text: line, channel: .error))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }

    private static func environment(_ name: String) -> String {
        getenv(name).map { String(cString: $0) } ?? ""
    }
}
