extension ObservableType {
    /// Emits the latest element (or `defaultValue`, if given, when there is none) each
    /// time `sampler` emits or completes, once per element; completes after the source
    /// has completed, at the sampler's next event.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Producer("sample") { sink in
            let lock = RecursiveLock()
            var latest: Element?
            var sourceEnded = false
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        latest = element
                    case .error:
                        sink.on(event)
                    case .completed:
                        sourceEnded = true
                        sourceSubscription.dispose()
                    }
                }
            }))
            let samplerSubscription = sampler.subscribe(eventHandler: { event in
                lock.performLocked {
                    if case .error(let error) = event {
                        sink.on(.error(error))
                        return
                    }
                    if let element = latest ?? defaultValue {
                        latest = nil
                        sink.onNext(element)
                    }
                    if sourceEnded { sink.on(.completed) }
                }
            })
            return Disposables.create(sourceSubscription, samplerSubscription)
        }
    }
}
