/// The name this tool was run as, which it gives wherever it names itself: its messages,
/// `--help`, `--version`, the commands it suggests, the JUnit suite. A team's package
/// runs as its own command (`team-vmrepl`), or names itself in `VMREPL.main(name:)`.
enum Tool {
    /// Set once, by `VMREPL.main`, before anything is printed.
    nonisolated(unsafe) static var name = commandName(CommandLine.arguments.first)

    /// The last part of the path the tool was started by; `vmrepl` without one.
    static func commandName(_ path: String?) -> String {
        guard let path, let last = path.split(separator: "/").last, !last.isEmpty else { return "vmrepl" }
        return String(last)
    }
}
