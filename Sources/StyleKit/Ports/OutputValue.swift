/// An element an output emitted, as the REPL shows and compares it.
public enum OutputValue: Equatable, CustomStringConvertible, Sendable {
    /// A text, such as the count label's.
    case text(String)
    /// A flag, such as `loginButtonEnabled`.
    case flag(Bool)
    /// A whole number.
    case number(Int)
    /// A list of texts, such as search results.
    case list([String])
    /// An outcome: a tag and, where it has one, a detail (the login's `success` and its
    /// token, `failure` and its error, `cancelled`).
    case result(tag: String, detail: String?)

    /// The value as Swift prints it: `"1"` (quoted), `true`, `42`, `["a", "b"]`,
    /// `success(token-demo)`, `cancelled`.
    public var description: String {
        switch self {
        case .text(let text): return quoted(text)
        case .flag(let flag): return String(flag)
        case .number(let number): return String(number)
        case .list(let texts): return "[" + texts.map(quoted).joined(separator: ", ") + "]"
        // Concatenation, not interpolation: results are printed on every login.
        case .result(let tag, let detail?): return tag + "(" + detail + ")"
        case .result(let tag, nil): return tag
        }
    }

}

/// How an output's values print, as its screen declares it.
public enum ValueFormat: String, Equatable, Sendable {
    /// Quoted text: `"1"`.
    case text
    /// `true` or `false`.
    case flag
    /// A whole number: `42`.
    case number
    /// A list of quoted texts: `["apple", "apricot"]`.
    case list
    /// An outcome, its tag and detail: `success(token-demo)`, `cancelled`.
    case result
}

/// A type an output port can emit: it says how its values print.
public protocol OutputElement: SendableMetatype {
    /// The format every value of the type prints in.
    static var valueFormat: ValueFormat { get }
    /// The value as the REPL shows and compares it.
    var outputValue: OutputValue { get }
}

extension String: OutputElement {
    /// Quoted text.
    public static var valueFormat: ValueFormat { .text }
    /// The text.
    public var outputValue: OutputValue { .text(self) }
}

extension Bool: OutputElement {
    /// `true` or `false`.
    public static var valueFormat: ValueFormat { .flag }
    /// The flag.
    public var outputValue: OutputValue { .flag(self) }
}

extension Int: OutputElement {
    /// A whole number.
    public static var valueFormat: ValueFormat { .number }
    /// The number.
    public var outputValue: OutputValue { .number(self) }
}

extension Array: OutputElement where Element == String {
    /// A list of quoted texts.
    public static var valueFormat: ValueFormat { .list }
    /// The list.
    public var outputValue: OutputValue { .list(self) }
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
package enum CurrentValue: Equatable, Sendable {
    /// The value now.
    case value(OutputValue)
    /// The style does not expose it; the reason says why.
    case unavailable(String)
}
