import StyleKit

/// How an error or completion sent into an input is written.
extension TerminalEvent {
    /// `error` or `completed`, as the JSON format names the event sent.
    var word: String {
        switch self {
        case .error: "error"
        case .completed: "completed"
        }
    }

    /// The event as an output shows it: `error(boom)`, `completed`.
    var text: String {
        switch self {
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}
