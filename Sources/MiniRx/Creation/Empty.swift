extension ObservableType {
    /// A sequence that completes at once.
    @inlinable
    public static func empty() -> Observable<Element> {
        ImmediateSequence { observer in observer(.completed) }
    }

    /// A sequence that never sends any event.
    @inlinable
    public static func never() -> Observable<Element> {
        ImmediateSequence { _ in }
    }

    /// A sequence that fails at once with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ImmediateSequence { observer in observer(.error(error)) }
    }
}
