/// The validation rules of the login screen, shared by every style so that no difference
/// the REPL shows comes from the rules.
public enum LoginRules {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    /// Whether `email` looks like an address: one `@`, something before it, a dot in the
    /// domain with something on both sides, and no spaces.
    public static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }

    /// Whether `password` is long enough.
    public static func isValidPassword(_ password: String) -> Bool {
        password.count >= minimumPasswordLength
    }
}
