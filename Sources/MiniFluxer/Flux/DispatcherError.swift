/// Misuse of the dispatcher, reported instead of crashing.
public enum DispatcherError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `waitFor` was called while no action was being dispatched.
    case waitForOutsideDispatch
    /// Handlers wait for each other in a cycle.
    case circularWait(token: String)

    /// The error in words.
    public var description: String {
        switch self {
        case .waitForOutsideDispatch:
            return "waitFor must be called from a handler while an action is dispatched"
        case .circularWait(let token):
            return "circular waitFor: handler '\(token)' is already waiting for this action"
        }
    }
}
