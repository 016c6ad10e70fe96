#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// The history file kept across interactive sessions; a location that cannot be written
/// gives one warning and the session goes on without saving. One that is no file to keep
/// lines in (a directory, a FIFO, a device such as `/dev/zero`) or is larger than any
/// history (``largest``) is neither read nor written: one warning, at once.
struct HistoryFile {
    let path: String?
    /// Why the file at the path given is not used, if it is not.
    let refusal: String?
    private var warned = false

    /// The most a history file read at start-up may hold: 1,000 lines are kept.
    static let largest = 16 << 20

    init(path: String?) {
        let refusal = path.flatMap(Self.refusal(of:))
        self.path = refusal == nil ? path : nil
        self.refusal = refusal.flatMap { reason in path.map { "warning: history is off: '\($0)' \(reason); set VMREPL_HISTORY to a file, or to nothing" } }
    }

    /// Why `path` cannot hold the history, if it cannot: it is there and is no regular
    /// file, or is larger than ``largest``. A path not there yet is made at the first line.
    private static func refusal(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return Int(status.st_size) > largest ? "is over \(largest >> 20) MB, larger than any history" : nil
        case S_IFDIR: return "is a directory"
        default: return "is not a regular file (a FIFO or a device)"
        }
    }

    /// `$VMREPL_HISTORY` (empty turns history off), else
    /// `$XDG_STATE_HOME/vmrepl/history`, else `~/.local/state/vmrepl/history`.
    static func defaultPath() -> String? {
        if let explicit = environment("VMREPL_HISTORY") {
            return explicit.isEmpty ? nil : explicit
        }
        if let state = environment("XDG_STATE_HOME"), !state.isEmpty {
            return state + "/vmrepl/history"
        }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/vmrepl/history"
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    func load(into editor: OpaquePointer) {
        if let refusal { StandardStreams.emit(OutputLine(text: refusal, channel: .error)) }
        guard let path, access(path, F_OK) == 0 else { return }
        _ = vmrepl_editor_load_history(editor, path)
    }

    mutating func add(_ line: [UInt8], to editor: OpaquePointer) {
        let text = String(decoding: line, as: UTF8.self)
        vmrepl_editor_add_history(editor, text)
        guard let path else { return }
        makeParentDirectories(of: path)
        if vmrepl_editor_save_history(editor, path) != 0 && !warned {
            warned = true
            StandardStreams.emit(OutputLine(
                text: "warning: cannot write history to '\(ShownName.of(path))'; set VMREPL_HISTORY to another file, or to nothing to turn history off",
                channel: .error
            ))
        }
    }

    private func makeParentDirectories(of path: String) {
        var directory = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            directory += (index == 0 ? "" : "/") + part
            if !directory.isEmpty { mkdir(directory, 0o755) }
        }
    }
}
