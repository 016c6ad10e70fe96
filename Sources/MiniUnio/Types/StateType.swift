/// The internal state of a Unio stream, never visible outside it.
public protocol StateType {}

/// The state of a stream that keeps none.
public struct NoState: StateType {
    /// Creates the empty state.
    public init() {}
}
