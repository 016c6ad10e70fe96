#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import REPLEngine

/// The files a session's commands read and write (`run`, `demo FILE`, `save`,
/// `marbles --svg`), relative to the current directory, as the engine asks for them.
enum SessionFiles {
    /// Gives `engine` the session's file reader and writer.
    static func attach(to engine: Engine) {
        engine.fileReader = read
        engine.fileWriter = write
        engine.fileWriteChecker = writeProblem
    }

    /// Why `path` could not be written, known before anything is worked out to write
    /// there: not a regular file, an existing file without `overwrite`, a folder that is
    /// missing or not writable. With `isDirectory`, `path` is the folder files go in.
    static func writeProblem(_ path: String, overwrite: Bool, isDirectory: Bool) -> String? {
        if isDirectory {
            var status = stat()
            guard stat(path, &status) == 0 else { return "\(String(cString: strerror(errno))); make the folder first" }
            guard status.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder; --all --save writes a transcript a pair of classes in a folder" }
            return access(path, W_OK) == 0 ? nil : "the folder is not writable: \(String(cString: strerror(errno)))"
        }
        if let refusal = FileReplacement.refusal(of: path) { return refusal.description }
        if !overwrite && access(path, F_OK) == 0 { return "it exists; add --force to replace it" }
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) : "."
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            return errno == ENOENT ? "its folder '\(folder)' does not exist; make it first" : "its folder '\(folder)' is not writable: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// Replaces `path` with `bytes` (``FileReplacement``); an existing file only when
    /// `overwrite`. Why not, if it could not.
    static func write(_ path: String, _ bytes: [UInt8], overwrite: Bool) -> String? {
        if let refusal = FileReplacement.refusal(of: path) {
            FileReplacement.anyFailed = true
            return refusal.description
        }
        if !overwrite && access(path, F_OK) == 0 { return "it exists; add --force to replace it" }
        return TranscriptFiles.writeFile(path, bytes)
    }

    /// The regular file at `path`, opened to be read a line at a time, or why not.
    @Sendable static func read(_ path: String) -> Result<FileLines, FileProblem> {
        if path == "-" { return .failure(FileProblem("'-' is standard input, which is not a file here; give the file's name")) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let missing = errno == ENOENT
            return .failure(FileProblem(String(cString: strerror(errno)), isMissing: missing))
        }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(FileProblem("it is a directory; give a file in it")) }
        // `run`, `demo` and `handout` read a file through; a FIFO or a device would be waited on.
        if status.st_mode & S_IFMT != S_IFREG { return .failure(FileProblem("it is not a regular file (a FIFO or a device); give a file")) }
        let source: LineSource
        switch TranscriptFileCheck.open(path) {
        case .success(let opened): source = opened
        case .failure(let failure): return .failure(FileProblem(failure.reason, isShortage: failure.isShortage))
        }
        var problem: FileProblem?
        var number = 0
        return .success(FileLines(next: {
            guard problem == nil else { return nil }
            switch source.next() {
            case .line(let line)?:
                number += 1
                return line
            case .tooLong?:
                problem = FileProblem(TranscriptFileCheck.tooLong(line: number + 1))
                return nil
            case nil:
                source.finish()
                if case .failed(let reason)? = source.end { problem = FileProblem(reason) }
                if case .interrupted? = source.end { problem = FileProblem("interrupted") }
                return nil
            }
        }, failure: { problem }))
    }
}
