#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine
import Variants
import StyleKit

/// `vmrepl check`: reads transcript files, checks or blesses them, reports per file, and
/// writes a JUnit report if asked.
enum TranscriptFiles {
    /// How many files ended which way, for the summary after several.
    private struct Tally {
        var passed = 0, failed = 0, blessed = 0, unchanged = 0, unreadable = 0, unwritable = 0, unchecked = 0

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

    /// Checks (or blesses) every file: read in turn, checked at once, reported in the
    /// order given, with a summary line after several. A file that cannot be read, or is
    /// not UTF-8, is reported and the others are still checked; it makes the status 2.
    /// A signal (SIGINT, SIGTERM, SIGHUP) stops every check within a command's slice of
    /// work: the files that finished are reported, then how many did not, and the status
    /// is the signal's.
    static func check(_ options: CheckOptions, color: Bool, catalog: Catalog) -> ExitCode {
        let bless = options.bless || blessRequestedByEnvironment
        // A CI run never rewrites its own expectations, however blessing was asked for.
        if bless && !environment("CI").isEmpty {
            let asked = options.bless ? "--bless is given" : "VMREPL_BLESS is set"
            report(error: "\(Tool.name): \(asked), but so is CI: a CI run never rewrites its own expectations; bless outside CI (unset CI), then commit the blessed files")
            return .usageOrIO
        }
        if let junitPath = options.junitPath, let problem = junitProblem(junitPath, transcripts: options.files) {
            report(error: "\(Tool.name): cannot write the JUnit report '\(junitPath)': \(problem)")
            return .usageOrIO
        }
        let paint = ReportColors(enabled: color)
        let started = ContinuousClock.now
        var files: [(name: String, utf8: [UInt8])] = []
        // For each path, its place in `files`, or why it could not be read. A file given
        // twice (`a.vmt ./a.vmt`) is checked and reported once.
        var places: [Result<Int, ReadFailure>] = []
        let paths = uniqueFiles(options.files)
        for path in paths {
            places.append(read(path).map { bytes in
                files.append((path, bytes))
                return files.count - 1
            })
        }
        let results = TranscriptChecker.check(files: files, catalog: catalog, fileReader: SessionFiles.read, isInterrupted: { vmrepl_interrupted() != 0 })
        var tally = Tally()
        var junit = JUnitReport()
        junit.toolName = Tool.name
        for (path, place) in zip(paths, places) {
            let name = path == "-" ? "(standard input)" : path
            // A test case is named by the file's path from the working directory.
            let caseName = path == "-" ? name : testCaseName(path)
            let result: TranscriptChecker.Result
            switch place {
            case .success(let index):
                // A signal stopped it before it was done.
                guard let finished = results[index] else {
                    tally.unchecked += 1
                    continue
                }
                result = finished
            case .failure(let failure):
                report(error: "\(Tool.name): cannot read transcript '\(name)': \(failure.reason)")
                junit.add(caseName, .error(reason: "cannot read: \(failure.reason)"))
                tally.unreadable += 1
                continue
            }
            switch result.verdict {
            case .invalid(let line, let reason, unreadable: true):
                report(error: "\(Tool.name): transcript '\(name)' line \(line) is \(reason)")
                junit.add(caseName, .error(reason: "line \(line): \(reason)"), seconds: result.seconds)
                tally.unreadable += 1
            case .invalid(let line, let reason, unreadable: false):
                write("\(paint.failed("FAIL")) \(name):\(line): \(reason)\(bless ? " (not blessed)" : "")\n")
                junit.add(caseName, .failed(reason: "line \(line): \(reason)", diff: ""), seconds: result.seconds)
                tally.failed += 1
            case .passed:
                if bless {
                    tally.unchanged += 1
                    write("UNCHANGED \(name)\n")
                    junit.add(caseName, .passed(note: "unchanged"), seconds: result.seconds)
                } else {
                    tally.passed += 1
                    write("\(paint.passed("PASS")) \(name)\n")
                    junit.add(caseName, .passed(note: nil), seconds: result.seconds)
                }
            case .failed(let line, let reason):
                if bless, let blessed = result.blessedUTF8 {
                    if let problem = writeFile(path, blessed) {
                        report(error: "\(Tool.name): cannot write transcript '\(name)': \(problem)")
                        junit.add(caseName, .error(reason: "cannot write: \(problem)"), seconds: result.seconds)
                        tally.unwritable += 1
                    } else {
                        tally.blessed += 1
                        write("\(paint.changed("BLESSED")) \(name)\n")
                        junit.add(caseName, .passed(note: "blessed"), seconds: result.seconds)
                    }
                } else {
                    tally.failed += 1
                    write("\(paint.failed("FAIL")) \(name):\(line): \(reason)\n\(paint.diff(result.diff))\n")
                    junit.add(caseName, .failed(reason: "line \(line): \(reason)", diff: result.diff), seconds: result.seconds)
                }
            }
        }
        if paths.count > 1 {
            write(tally.summary + "\n")
        }
        let elapsed = ContinuousClock.now - started
        junit.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let signal = Int32(vmrepl_interrupted())
        if signal != 0 {
            StandardStreams.output.flush()
            report(error: "\(Tool.name): interrupted: \(tally.unchecked) of \(paths.count) transcript\(paths.count == 1 ? "" : "s") not checked\(options.junitPath == nil ? "" : ", and no JUnit report written")")
            return .ending(on: signal)
        }
        if let junitPath = options.junitPath, let problem = writeFile(junitPath, Array(junit.xml.utf8)) {
            report(error: "\(Tool.name): cannot write the JUnit report '\(junitPath)': \(problem)")
            tally.unwritable += 1
        }
        return tally.unreadable + tally.unwritable > 0 ? .usageOrIO : tally.failed > 0 ? .commandFailed : .success
    }

    /// Why the JUnit report cannot go to `path`, known before any transcript is checked:
    /// it is one of the transcripts (which it would overwrite), or no regular file.
    private static func junitProblem(_ path: String, transcripts: [String]) -> String? {
        if transcripts.contains(where: { $0 == path || FileReplacement.sameFile($0, path) }) {
            return "it is one of the transcripts being checked, which the report would overwrite; give --junit another file, as in '--junit report.xml'"
        }
        return FileReplacement.refusal(of: path)?.description
    }

    /// `paths` with each file only once, in the order first given: two spellings of one
    /// file (`a.vmt`, `./a.vmt`, its absolute path) are one.
    static func uniqueFiles(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0 == "-" ? "-" : canonical($0) ?? $0).inserted }
    }

    /// The name of `path`'s test case: its path from the working directory when it is
    /// under it (`scripts/a.vmt`, however it was spelt), its absolute path otherwise.
    static func testCaseName(_ path: String) -> String {
        guard let file = canonical(path), let directory = canonical(".") else { return path }
        let prefix = directory == "/" ? "/" : directory + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// The absolute path of an existing file, with no `.`, `..` or symbolic links.
    private static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why a transcript could not be read.
    struct ReadFailure: Error {
        let reason: String
    }

    /// The shell pattern of the transcripts in the directory `path`, written as it was typed
    /// (`scripts`, `scripts/` and `scripts//` all give `scripts/*.vmt`).
    static func globOfTranscripts(in path: String) -> String {
        var directory = Substring(path)
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        return directory == "/" ? "/*.vmt" : "\(directory)/*.vmt"
    }

    /// The bytes of the transcript at `path` (`-`: standard input). Only a regular file
    /// is read: a directory, a FIFO or a device is refused at once, not waited on.
    static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        if path == "-" { return readAll(descriptor: 0) }
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(ReadFailure(reason: systemError())) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return .failure(ReadFailure(reason: "it is a directory; give the transcript files in it, as in '\(Tool.name) check \(globOfTranscripts(in: path))'"))
        default:
            return .failure(ReadFailure(reason: "it is not a regular file (a FIFO or a device); check reads files, or '-' for standard input"))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadFailure(reason: systemError())) }
        defer { close(descriptor) }
        return readAll(descriptor: descriptor, expectedSize: Int(status.st_size))
    }

    /// Everything `descriptor` gives until its end, line by line: a line longer than
    /// ``Engine/maximumLineLength`` is an error, not a buffer, so memory stays bounded by
    /// the transcript's own lines whatever the input.
    private static func readAll(descriptor: Int32, expectedSize: Int = 0) -> Result<[UInt8], ReadFailure> {
        let source = LineSource(descriptor: descriptor)
        var bytes: [UInt8] = []
        // A file's size, known in advance, saves growing the buffer (and copying it) as
        // it fills; a file that grows as it is read is still read whole.
        bytes.reserveCapacity(expectedSize + 1)
        var number = 0
        while let item = source.next() {
            number += 1
            switch item {
            case .line(let line):
                bytes += line
                bytes.append(10)
            case .tooLong:
                return .failure(ReadFailure(reason: "line \(number) is longer than \(Engine.maximumLineLength) bytes, the most a transcript line may have"))
            }
        }
        if case .failed(let reason)? = source.end { return .failure(ReadFailure(reason: reason)) }
        return .success(bytes)
    }

    /// Replaces the file at `path` with `bytes` (``FileReplacement``); why not, if it
    /// could not.
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> String? {
        if path == "-" { return "standard input cannot be rewritten; save the transcript to a file and bless that" }
        return FileReplacement.write(bytes, to: path)?.description
    }

    private static func write(_ text: String) {
        StandardStreams.output.write(text)
    }

    private static func report(error line: String) {
        StandardStreams.emit(OutputLine(text: line, channel: .error))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }

    private static func environment(_ name: String) -> String {
        getenv(name).map { String(cString: $0) } ?? ""
    }
}
