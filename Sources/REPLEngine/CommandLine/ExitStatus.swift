/// vmrepl's exit statuses.
public enum ExitStatus: Int32, Sendable {
    /// Every command succeeded.
    case success = 0
    /// A command failed.
    case commandFailed = 1
    /// The command line was wrong, or a file could not be read or written.
    case usageOrIO = 2
    /// Ctrl-C stopped vmrepl.
    case interrupted = 130
}
