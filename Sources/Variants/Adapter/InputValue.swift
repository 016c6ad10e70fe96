/// A value sent into an input: a tap or a text.
public enum InputValue: Equatable, Sendable {
    /// A tap: `Void`.
    case tap
    /// A text field's content.
    case text(String)

    /// The kind of value, for checking it against an input.
    public var type: InputValueType {
        switch self {
        case .tap: return .tap
        case .text: return .text
        }
    }
}

/// The type of value an input takes.
public enum InputValueType: Equatable, Sendable {
    /// `Void`: the input is a tap.
    case tap
    /// `String`: the input is a text.
    case text
}

/// A terminal event sent into an input.
public enum TerminalEvent {
    /// An error.
    case error(Swift.Error)
    /// Completion.
    case completed
}

/// What became of a terminal event sent into an input that accepts one.
public enum TerminalDelivery: Equatable, Sendable {
    /// It reached the view model.
    case delivered
    /// The input accepted it and dropped it; the reason says why.
    case dropped(String)
}
