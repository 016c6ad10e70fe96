/// Why a login failed, as the fake API reports it.
public enum LoginError: Error, Equatable, CaseIterable, CustomStringConvertible, Sendable {
    /// The account exists but the password is wrong.
    case wrongPassword
    /// No account has this email.
    case unknownUser
    /// The request never reached the server.
    case networkError

    /// The reason as RxSwift users read it in `error(wrongPassword)`.
    public var description: String {
        switch self {
        case .wrongPassword: return "wrongPassword"
        case .unknownUser: return "unknownUser"
        case .networkError: return "networkError"
        }
    }
}
