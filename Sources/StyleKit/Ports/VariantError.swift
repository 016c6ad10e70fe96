/// What went wrong driving a variant: each names the bad value.
package enum VariantError: Error, Equatable, Sendable {
    /// The variant has no input of this name.
    case unknownInput(String)
    /// The variant has no output of this name.
    case unknownOutput(String)
    /// The input takes another type of value.
    case wrongValue(input: String, expected: InputValueType)
    /// The input cannot carry an error or completion.
    case cannotCarryTerminalEvents(input: String, kind: InputKind)
    /// The input can finish but cannot carry an error.
    case cannotCarryErrors(input: String, kind: InputKind)
}

extension VariantError: CustomStringConvertible {
    /// The error in words, lowercase, naming the bad value.
    package var description: String {
        switch self {
        case .unknownInput(let name):
            return "no input '\(name)'"
        case .unknownOutput(let name):
            return "no output stream '\(name)'"
        case .wrongValue(let input, .tap):
            return "input '\(input)' is a tap and takes no text"
        case .wrongValue(let input, let type):
            return "input '\(input)' takes \(type.phrase)"
        case .cannotCarryTerminalEvents(let input, let kind):
            return "input '\(input)' is \(kind.description), which cannot carry errors or completion"
        case .cannotCarryErrors(let input, let kind):
            return "input '\(input)' is \(kind.description), which can finish but cannot carry an error"
        }
    }
}
