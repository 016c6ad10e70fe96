/// The validation rules of the login screen, shared by every style so that no difference
/// the REPL shows comes from the rules.
public enum LoginRules {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    /// Whether `email` looks like an address: one `@`, something before it, a dot in the
    /// domain with something on both sides, and no spaces.
    public static func isValidEmail(_ email: String) -> Bool {
        // In ASCII a byte is a scalar, and bytes in place are far cheaper to walk: every
        // style checks the email again whenever its state changes.
        var text = email
        let ascii = text.withUTF8 { bytes -> Bool? in
            var shape = AddressShape()
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if !shape.take(UInt32(byte)) { return false }
            }
            return shape.isAddress
        }
        if let ascii { return ascii }
        var shape = AddressShape()
        for scalar in email.unicodeScalars where !shape.take(scalar.value) { return false }
        return shape.isAddress
    }

    /// The rule of ``isValidEmail(_:)``, fed one Unicode scalar value at a time.
    struct AddressShape {
        private var atSigns = 0
        private var localLength = 0
        private var labelLength = 0
        private var labels = 0

        /// Takes the next scalar; false when no address can start with what was taken.
        mutating func take(_ value: UInt32) -> Bool {
            let isSpace = value < 0x80
                ? value <= 0x20 || value == 0x7F
                : Unicode.Scalar(value).map { $0.properties.isWhitespace } ?? false
            if isSpace { return false }
            if value == 0x40 {  // @
                atSigns += 1
                if atSigns > 1 { return false }
            } else if atSigns == 0 {
                localLength += 1
            } else if value == 0x2E {  // .
                if labelLength == 0 { return false }
                labels += 1
                labelLength = 0
            } else {
                labelLength += 1
            }
            return true
        }

        /// Whether everything taken makes an address.
        var isAddress: Bool {
            atSigns == 1 && localLength > 0 && labels >= 1 && labelLength > 0
        }
    }

    /// Whether `password` is long enough.
    public static func isValidPassword(_ password: String) -> Bool {
        password.count >= minimumPasswordLength
    }
}
