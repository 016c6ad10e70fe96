extension ObservableType {
    /// A sequence that completes at once.
    public static func empty() -> Observable<Element> {
        ImmediateSequence(.empty)
    }

    /// A sequence that never sends any event.
    public static func never() -> Observable<Element> {
        ImmediateSequence(.never)
    }

    /// A sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ImmediateSequence(.error(error))
    }
}
