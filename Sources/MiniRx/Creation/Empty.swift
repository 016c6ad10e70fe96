extension ObservableType {
    /// A sequence that completes at once.
    public static func empty() -> Observable<Element> {
        Producer { sink in
            sink.on(.completed)
            return Disposables.create()
        }
    }

    /// A sequence that never sends any event.
    public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }

    /// A sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { sink in
            sink.on(.error(error))
            return Disposables.create()
        }
    }
}
