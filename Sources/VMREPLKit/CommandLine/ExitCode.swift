/// vmrepl's exit statuses.
enum ExitCode: Int32, Sendable {
    /// Every command succeeded.
    case success = 0
    /// A command failed.
    case commandFailed = 1
    /// The command line was wrong, or a file could not be read or written.
    case usageOrIO = 2
    /// Ctrl-C (SIGINT) stopped vmrepl.
    case interrupted = 130
    /// SIGHUP ended vmrepl (the terminal went away): 128 + 1, as shells report it.
    case hungUp = 129
    /// SIGTERM ended vmrepl: 128 + 15.
    case terminated = 143

    /// The status for ending on `signal` (SIGINT 2, SIGHUP 1, SIGTERM 15).
    static func ending(on signal: Int32) -> ExitCode {
        switch signal {
        case 1: return .hungUp
        case 15: return .terminated
        default: return .interrupted
        }
    }
}
