extension ObservableType {
    /// Runs side effects on events, subscription and disposal, passing events through.
    ///
    /// A throwing handler ends the sequence with its error. `onDispose` runs when the
    /// subscription is disposed, which happens after a terminal event too.
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer("do") { sink in
            onSubscribe?()
            let subscription = source.subscribe(eventHandler: { event in
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                    sink.forward(event)
                    switch event {
                    case .next(let element): try afterNext?(element)
                    case .error(let error): try afterError?(error)
                    case .completed: try afterCompleted?()
                    }
                    if event.isStopEvent { sink.dispose() }
                } catch {
                    sink.on(.error(error))
                }
            })
            onSubscribed?()
            return ClosingDisposable(holding: [subscription]) { onDispose?() }
        }
    }
}
