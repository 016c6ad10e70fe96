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
        outputValue.description
    }
}

extension LoginResult: OutputElement {
    /// An outcome.
    public static var valueFormat: ValueFormat { .result }

    /// The outcome's tag, and its token or error: how the login screen's `loginResult`
    /// prints (`success(token-demo)`) and reads in JSON (`{"success": "token-demo"}`).
    public var outputValue: OutputValue {
        switch self {
        case .success(let token): .result(tag: "success", detail: token)
        case .failure(let error): .result(tag: "failure", detail: error.description)
        case .cancelled: .result(tag: "cancelled", detail: nil)
        }
    }
}
