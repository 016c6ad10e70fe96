#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file vmrepl writes, replaced only when the new one is whole.
///
/// Every file vmrepl writes (a blessed transcript, `save`, a `--record`ing, `marbles
/// --svg`, a `--junit` report) goes first into a temporary file beside it,
/// `NAME.vmrepl-XXXXXX`, which is renamed over `NAME` only once everything is written and
/// synced. Until then the old file is untouched; on any error the temporary file is
/// removed and the old file stays as it was. A recording, written as it goes, is in the
/// temporary file if vmrepl is killed before the end.
///
/// Only a regular file (or a new name) is written: a FIFO, a device or a directory is
/// refused before anything is opened, so nothing ever waits for a reader. A symbolic link
/// is followed: the file it names is replaced, the link stays.
final class FileReplacement {
    /// Why a file could not be written: one line, without the file's name (the caller
    /// says which file).
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether any file vmrepl tried to write could not be: the run then ends with
    /// status 2 (as output that cannot be written does), whatever its commands did.
    /// Written on the main thread only.
    nonisolated(unsafe) static var anyFailed = false

    /// The file that the replacement ends as.
    let target: String
    /// The temporary file being written.
    let temporaryPath: String
    private var descriptor: Int32

    /// Opens a temporary file beside `path`, or says why not.
    init(replacing path: String) throws(Problem) {
        guard !path.isEmpty else { throw Problem(description: "an empty name is no file; give a file name") }
        if let refusal = Self.refusal(of: path) { throw refusal }
        target = Self.resolved(path)
        // A replaced file keeps its permissions; a new one gets the usual ones.
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : mode_t(0o666) & ~Self.currentUmask()
        var template = Array((target + ".vmrepl-XXXXXX").utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard opened >= 0 else { throw Problem(description: Self.systemError()) }
        descriptor = opened
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fchmod(descriptor, mode)
    }

    deinit {
        if descriptor >= 0 { abandon() }
    }

    /// Writes `bytes` to `path` through a temporary file; why not, if it could not (the
    /// old file then stays as it was).
    static func write(_ bytes: [UInt8], to path: String) -> Problem? {
        do throws(Problem) {
            let file = try FileReplacement(replacing: path)
            try file.append(bytes)
            try file.commit()
            return nil
        } catch {
            anyFailed = true
            return error
        }
    }

    /// Writes `bytes` at the end of the temporary file. On an error the temporary file
    /// is removed and later calls fail too.
    func append(_ bytes: [UInt8]) throws(Problem) {
        guard descriptor >= 0 else { throw Problem(description: "the file was already closed") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let problem = Problem(description: Self.systemError())
                abandon()
                throw problem
            }
            offset += written
        }
    }

    /// Syncs the temporary file and renames it over the target.
    func commit() throws(Problem) {
        guard descriptor >= 0 else { throw Problem(description: "the file was already closed") }
        if fsync(descriptor) != 0 && errno != EINVAL {
            let problem = Problem(description: Self.systemError())
            abandon()
            throw problem
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, target) == 0 else {
            let problem = Problem(description: Self.systemError())
            unlink(temporaryPath)
            throw problem
        }
    }

    /// Closes and removes the temporary file; the target stays as it was.
    func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }

    /// Why `path` cannot be written, found without opening it: it is a FIFO, a device or
    /// a directory. `nil` for a regular file or a new name.
    static func refusal(of path: String) -> Problem? {
        var status = stat()
        guard stat(resolved(path), &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return nil }
        return Problem(description: "it is \(kind(of: status.st_mode)), not a regular file; give the name of a file to write")
    }

    /// Whether two paths name the same existing file.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// `path` with a symbolic link at its end followed, so that the file it names is the
    /// one replaced; `path` itself when it is no link.
    private static func resolved(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "something other than a file"
        }
    }

    /// The process's file-creation mask (read by setting it, then set back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
