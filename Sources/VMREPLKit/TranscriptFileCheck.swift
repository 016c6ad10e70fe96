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
import StyleKit
import Synchronization

/// How checking one transcript file ended: what `check` prints and reports for it. A
/// file checked in a process of its own comes back to the parent as this, in JSON.
struct TranscriptOutcome: Codable, Equatable {
    enum Kind: String, Codable {
        /// Every command printed what the file expects (with `--bless`: left unchanged).
        case passed
        /// A command printed something else: `line`, `reason`, `diff`.
        case failed
        /// The file tests nothing as it stands: `line`, `reason`; it cannot be blessed.
        case invalid
        /// It could not be read (`reason`), or is not text from `line` on.
        case unreadable
        /// Its check stopped the program part way (`reason`: how it ended), as RxSwift's
        /// debug build does on a misuse: a failure of the file.
        case stopped
        /// It failed and was rewritten by `--bless`.
        case blessed
        /// It failed, and the blessed file could not be written: `reason`.
        case unwritable
    }

    var kind: Kind
    var line = 0
    var reason = ""
    var diff = ""
    /// Where it failed, the first step whose behaviour differed; `nil` where only a
    /// trace's wording did (``TranscriptChecker/Result/behaviourLine``).
    var behaviourLine: Int?
    /// How long the check took, for JUnit's `time`.
    var seconds = 0.0
}

/// Checks one transcript file, top to bottom, reading it a line at a time and, with
/// `--bless`, writing the blessed lines as they are known into a temporary file beside
/// it, renamed over it only if the check failed and everything was written.
struct TranscriptFileCheck {
    let path: String
    let bless: Bool
    let catalog: Catalog

    /// Checks the file; `nil` if a signal stopped it.
    func run() -> TranscriptOutcome? {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = check()
        let elapsed = clock.now - start
        outcome?.seconds = elapsed.inSeconds
        return outcome
    }

    private func check() -> TranscriptOutcome? {
        let source: LineSource
        switch Self.open(path) {
        case .success(let opened): source = opened
        case .failure(let failure): return TranscriptOutcome(kind: .unreadable, reason: failure.reason)
        }
        defer { source.finish() }
        var replacement: FileReplacement?
        var writeProblem: String?
        if bless && path != "-" {
            do throws(FileReplacement.Problem) {
                replacement = try FileReplacement(replacing: path)
            } catch {
                writeProblem = error.description
            }
        }
        defer { replacement?.abandon() }
        // A line too long to read ends the file there: it is not a transcript vmrepl reads.
        var number = 0
        var readProblem: String?
        let next: () -> [UInt8]? = {
            guard readProblem == nil, let item = source.next() else { return nil }
            number += 1
            switch item {
            case .line(let line): return line
            case .tooLong:
                readProblem = Self.tooLong(line: number, "a transcript line")
                return nil
            }
        }
        let blessed: (([UInt8]) -> Void)? = replacement.map { file in
            { bytes in
                guard writeProblem == nil else { return }
                do throws(FileReplacement.Problem) { try file.append(bytes) } catch { writeProblem = error.description }
            }
        }
        // A file the transcript runs that this machine ran short of descriptors or memory
        // to open judges nothing: what the step printed is no behaviour of the styles.
        let shortage = Mutex<String?>(nil)
        let reader = Self.reader(beside: path)
        let watched: FileReader = { name in
            let read = reader(name)
            if case .failure(let problem) = read, problem.isShortage {
                shortage.withLock { $0 = $0 ?? "'\(name)', which it runs, could not be opened here (\(problem.reason)); raise 'ulimit -n' or free memory" }
            }
            return read
        }
        let result = TranscriptChecker.check(lines: next, name: path == "-" ? "(standard input)" : path, catalog: catalog,
                                             fileReader: watched, toolName: Tool.name, experiments: ExperimentServices.all, isInterrupted: { ChildProcess.shouldStop },
                                             blessed: blessed)
        if case .interrupted? = source.end { return nil }
        if let reason = shortage.withLock({ $0 }) { return TranscriptOutcome(kind: .unreadable, reason: reason) }
        if case .failed(let reason)? = source.end { return TranscriptOutcome(kind: .unreadable, reason: reason) }
        if let readProblem { return TranscriptOutcome(kind: .unreadable, reason: readProblem) }
        guard let result else { return nil }
        switch result.verdict {
        case .passed:
            return TranscriptOutcome(kind: .passed)
        case .invalid(let line, let reason, let unreadable):
            return TranscriptOutcome(kind: unreadable ? .unreadable : .invalid, line: line, reason: reason)
        case .failed(let line, let reason):
            guard bless else { return TranscriptOutcome(kind: .failed, line: line, reason: reason, diff: result.diff, behaviourLine: result.behaviourLine) }
            if path == "-" { writeProblem = "standard input cannot be rewritten; save the transcript to a file and bless that" }
            if writeProblem == nil, let file = replacement {
                do throws(FileReplacement.Problem) {
                    try file.commit()
                    replacement = nil
                } catch {
                    writeProblem = error.description
                }
            }
            if let writeProblem {
                FileReplacement.anyFailed = true
                return TranscriptOutcome(kind: .unwritable, reason: writeProblem)
            }
            return TranscriptOutcome(kind: .blessed)
        }
    }

    /// The transcript at `path` (`-`: standard input), opened to be read a line at a time.
    /// Only a regular file is read: a directory, a FIFO, a device or an empty path is
    /// refused at once, not waited on.
    static func open(_ path: String) -> Result<LineSource, ReadFailure> {
        let signal = { Int32(vmrepl_interrupted()) }
        if path == "-" { return .success(LineSource(descriptor: 0, pendingSignal: signal)) }
        if path.isEmpty { return .failure(ReadFailure(reason: "the path is empty; name a transcript file, or '-' for standard input")) }
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(ReadFailure(reason: String(cString: strerror(errno)))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return .failure(ReadFailure(reason: "it is a directory; give the transcript files in it, as in '\(Tool.name) check \(globOfTranscripts(in: path))'"))
        default:
            return .failure(ReadFailure(reason: "it is not a regular file (a FIFO or a device); check reads files, or '-' for standard input"))
        }
        return LineSource.reading(path, pendingSignal: signal).mapError { end in
            if case .failed(let reason) = end { return ReadFailure(reason: reason, isShortage: shortages.contains(reason)) }
            return ReadFailure(reason: "interrupted")
        }
    }

    /// Why a file could not be read: its line `line` is longer than vmrepl keeps of `what`.
    static func tooLong(line: Int, _ what: String = "a line") -> String {
        "line \(line) is longer than \(Engine.maximumLineLength) bytes, the most \(what) may have"
    }

    /// Why a transcript could not be read.
    struct ReadFailure: Error {
        let reason: String
        /// Whether the machine ran short (``FileProblem/isShortage``).
        var isShortage = false
    }

    /// What `strerror` says where the machine runs short as a file is opened: too many
    /// descriptors open in the process or the system, or no memory.
    static let shortages: Set<String> = Set([EMFILE, ENFILE, ENOMEM].map { String(cString: strerror($0)) })

    /// The shell pattern of the transcripts in the directory `path`, written as it was typed
    /// (`scripts`, `scripts/` and `scripts//` all give `scripts/*.vmt`).
    static func globOfTranscripts(in path: String) -> String {
        var directory = Substring(path)
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        return directory == "/" ? "/*.vmt" : "\(directory)/*.vmt"
    }

    /// What `run FILE` and `demo FILE` read in a transcript: files in the transcript's own
    /// folder or below it, named relative to it, so that a transcript checks the same on
    /// every machine and reads nothing else there.
    static func reader(beside transcript: String) -> FileReader {
        let folder: String
        if transcript == "-" || !transcript.contains("/") {
            folder = "."
        } else {
            folder = String(transcript[..<(transcript.lastIndex(of: "/") ?? transcript.startIndex)])
        }
        return { name in
            if name.hasPrefix("/") {
                return .failure(FileProblem("a transcript reads only files beside it, and this is an absolute path; give it relative to the transcript's folder, as in 'run setup.vmrepl'"))
            }
            if name.split(separator: "/").contains("..") {
                return .failure(FileProblem("a transcript reads only files beside it, in its folder or below, and '..' leaves it; move the file there"))
            }
            return SessionFiles.read(folder.isEmpty ? "/" + name : folder + "/" + name)
        }
    }
}
