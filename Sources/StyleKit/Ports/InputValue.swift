/// A value sent into an input: a tap, a text, a number or a toggle's new state.
package enum InputValue: Equatable, Sendable {
    /// A tap: `Void`.
    case tap
    /// A text field's content.
    case text(String)
    /// A stepper's or a numeric field's value.
    case number(Int)
    /// A switch turned on (`true`) or off.
    case toggle(Bool)

    /// The kind of value, for checking it against an input.
    package var type: InputValueType {
        switch self {
        case .tap: return .tap
        case .text: return .text
        case .number: return .number
        case .toggle: return .toggle
        }
    }
}

/// The type of value an input takes.
public enum InputValueType: String, Equatable, Sendable {
    /// `Void`: the input is a tap.
    case tap
    /// `String`: the input is a text.
    case text
    /// `Int`: the input is a number.
    case number
    /// `Bool`: the input is a toggle.
    case toggle

    /// The argument its command takes, as usage lines write it; none for a tap.
    var argument: String? {
        switch self {
        case .tap: return nil
        case .text: return "TEXT"
        case .number: return "N"
        case .toggle: return "on|off"
        }
    }

    /// An argument for an example command line.
    var example: String? {
        switch self {
        case .tap: return nil
        case .text: return "hello"
        case .number: return "42"
        case .toggle: return "on"
        }
    }

    /// The type in words, after "takes": "a text", "a number".
    var phrase: String {
        switch self {
        case .tap: return "a tap"
        case .text: return "a text"
        case .number: return "a number"
        case .toggle: return "on or off"
        }
    }
}

/// A terminal event sent into an input.
package enum TerminalEvent {
    /// An error.
    case error(Swift.Error)
    /// Completion.
    case completed
}

/// What became of a terminal event sent into an input that accepts one.
package enum TerminalDelivery: Equatable, Sendable {
    /// It reached the view model.
    case delivered
    /// The input accepted it and dropped it; the reason says why.
    case dropped(String)
}
