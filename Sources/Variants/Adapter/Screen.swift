/// The screens every style implements.
public enum Screen: String, CaseIterable, Sendable {
    /// A label and a count-up button.
    case counter
    /// Email and password fields and a login button.
    case login
}
