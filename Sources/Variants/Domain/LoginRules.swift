/// The validation rules of the login screen, shared by every style so that no difference
/// the REPL shows comes from the rules.
public enum LoginRules {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    /// Whether `email` looks like an address: one `@`, something before it, a dot in the
    /// domain with something on both sides, and no spaces.
    public static func isValidEmail(_ email: String) -> Bool {
        var atSigns = 0
        var localLength = 0
        var labelLength = 0
        var labels = 0
        for scalar in email.unicodeScalars {
            if scalar.isASCII ? (scalar == " " || (scalar.value < 0x20) || scalar.value == 0x7F) : scalar.properties.isWhitespace {
                return false
            }
            if scalar == "@" {
                atSigns += 1
                if atSigns > 1 { return false }
            } else if atSigns == 0 {
                localLength += 1
            } else if scalar == "." {
                if labelLength == 0 { return false }
                labels += 1
                labelLength = 0
            } else {
                labelLength += 1
            }
        }
        return atSigns == 1 && localLength > 0 && labels >= 1 && labelLength > 0
    }

    /// Whether `password` is long enough.
    public static func isValidPassword(_ password: String) -> Bool {
        password.count >= minimumPasswordLength
    }
}
