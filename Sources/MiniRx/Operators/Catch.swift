extension ObservableType {
    /// On an error, continues with the sequence `handler` returns for it.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SerialDisposable()
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(source.subscribe(eventHandler: { event in
                guard case .error(let error) = event else {
                    sink.on(event)
                    return
                }
                do {
                    subscription.disposable = try handler(error).subscribe(eventHandler: sink.on)
                } catch {
                    sink.on(.error(error))
                }
            }))
            return subscription
        }
    }

    /// On an error, emits `element` and completes.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}
