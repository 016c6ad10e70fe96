/// An element an output emitted, as the REPL shows and compares it.
public enum OutputValue: Equatable, CustomStringConvertible, Sendable {
    /// A text, such as the count label's.
    case text(String)
    /// A flag, such as `loginButtonEnabled`.
    case flag(Bool)
    /// A login outcome.
    case result(LoginResult)

    /// The value as RxSwift users read it: `"1"` (quoted), `true`, `success(token-demo)`.
    public var description: String {
        switch self {
        case .text(let text): return quoted(text)
        case .flag(let flag): return String(flag)
        case .result(let result): return result.description
        }
    }
}

/// `text` in double quotes, with quotes, backslashes and control characters escaped.
func quoted(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
        return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if scalar.properties.generalCategory == .control {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// A current value read synchronously from a variant, or why it cannot be read.
public enum CurrentValue: Equatable, Sendable {
    /// The value now.
    case value(OutputValue)
    /// The style does not expose it; the reason says why.
    case unavailable(String)
}
