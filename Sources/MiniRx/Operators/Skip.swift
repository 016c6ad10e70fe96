extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            var remaining = count
            return source.subscribe(eventHandler: { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.on(event)
            })
        }
    }
}
