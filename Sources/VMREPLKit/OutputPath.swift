#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command is to write a report or a folder of files, checked against what it
/// reads before any work starts: a file it writes is never one it reads, by whatever
/// spelling (`./t.vmt`, its absolute path, `sub/../t.vmt`, a symbolic link), and a path
/// that cannot be written is refused then, not after a run of minutes.
enum OutputPath {
    /// Why the file at `path` cannot be written as a report while `inputs` are read: in
    /// words that finish "cannot write … '<path>': ". `nil` where it can.
    static func problem(writingFile path: String, inputs: [String]) -> String? {
        if path.isEmpty { return "the name is empty; give a file name, as in 'report.xml'" }
        if inputs.contains(where: { $0 == path || FileReplacement.sameFile($0, path) }) {
            return "it is one of the transcripts being read, which the report would overwrite; give another file, as in 'report.xml'"
        }
        if let refusal = FileReplacement.refusal(of: path) { return refusal.description }
        if let problem = folderProblem(of: path) { return problem }
        if access(path, F_OK) == 0 && access(path, W_OK) != 0 { return "the file is not writable (\(systemError())); give a file you may write" }
        return nil
    }

    /// Why `path` cannot be the folder files are written into while `inputs` are read;
    /// `nil` where it can (it is a folder, or can be made).
    static func problem(writingFolder path: String, inputs: [String]) -> String? {
        if path.isEmpty { return "the name is empty; give a folder's name, as in 'kills'" }
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                return inputs.contains { FileReplacement.sameFile($0, path) }
                    ? "it is one of the transcripts being read; give a folder's name, as in 'kills'"
                    : "it is a file; give a folder's name, as in 'kills'"
            }
            return access(path, W_OK) == 0 ? nil : "the folder is not writable (\(systemError())); give a folder you may write"
        }
        return folderProblem(of: path)
    }

    /// Why nothing can be made at `path`: its folder does not exist, is not a folder, or
    /// is not writable.
    private static func folderProblem(of path: String) -> String? {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let folder = trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        var status = stat()
        guard stat(folder, &status) == 0 else { return "its folder '\(folder)' does not exist; make it first, or give another path" }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "'\(folder)' is not a folder; give another path" }
        guard access(folder, W_OK) == 0 else { return "its folder '\(folder)' is not writable (\(systemError())); give another path" }
        return nil
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
