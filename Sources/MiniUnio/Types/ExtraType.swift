/// The outside dependencies of a Unio stream: APIs, schedulers, other streams.
public protocol ExtraType {}

/// The dependencies of a stream that needs none.
public struct NoExtra: ExtraType {
    /// Creates the empty dependencies.
    public init() {}
}
