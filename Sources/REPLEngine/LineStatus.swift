/// How a line went.
public enum LineStatus: Equatable, Sendable {
    /// The command ran.
    case succeeded
    /// The command was wrong; an error line says why. The session is unchanged.
    case failed
    /// The command was `quit`.
    case quit
    /// Ctrl-C stopped the command part way.
    case interrupted
}
