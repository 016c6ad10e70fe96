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
/// gives one warning and the session goes on without saving.
struct HistoryFile {
    let path: String?
    private var warned = false

    init(path: String?) {
        self.path = path
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
                text: "warning: cannot write history to '\(path)'; set VMREPL_HISTORY to another file, or to nothing to turn history off",
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
