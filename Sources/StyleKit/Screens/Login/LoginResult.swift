/// The outcome of a login as a value: what styles that catch API errors emit.
public enum LoginResult: Equatable, CustomStringConvertible, Sendable {
    /// Logged in; carries the session token.
    case success(token: String)
    /// Not logged in, and why.
    case failure(LoginError)
    /// The login was cancelled before the API answered: a newer tap replaced it (what
    /// only styles that cancel a task show).
    case cancelled

    /// `success(token-demo)`, `failure(wrongPassword)` or `cancelled`.
    public var description: String {
        switch self {
        // Concatenation, not interpolation: interpolating the error asks the runtime
        // whether it is CustomStringConvertible, and results are printed on every login.
        case .success(let token): return "success(" + token + ")"
        case .failure(let error): return "failure(" + error.description + ")"
        case .cancelled: return "cancelled"
        }
    }
}
