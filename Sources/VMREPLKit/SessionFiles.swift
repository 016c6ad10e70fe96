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

    /// The bytes of the regular file at `path`, or why not.
    @Sendable static func read(_ path: String) -> Result<[UInt8], FileProblem> {
        if path == "-" { return .failure(FileProblem("'-' is standard input, which is not a file here; give the file's name")) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let missing = errno == ENOENT
            return .failure(FileProblem(String(cString: strerror(errno)), isMissing: missing))
        }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(FileProblem("it is a directory; give a file in it")) }
        return TranscriptFiles.read(path).mapError { FileProblem($0.reason) }
    }
}
