extension ObservableType {
    /// Turns every event, terminal ones included, into an element; then completes.
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer("materialize") { sink in
            source.subscribe(eventHandler: { event in
                sink.onNext(event)
                if event.isStopEvent { sink.on(.completed) }
            })
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events.
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer("dematerialize") { sink in
            source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    sink.on(element.event)
                case .error(let error):
                    sink.on(.error(error))
                case .completed:
                    sink.on(.completed)
                }
            })
        }
    }
}
