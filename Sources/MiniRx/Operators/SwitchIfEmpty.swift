extension ObservableType {
    /// The sequence, or, if it completes without an element, `other` from then on.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer("ifEmpty(switchTo:)") { sink in
            var empty = true
            let fallback = SingleAssignmentDisposable()
            let subscription = source.subscribe(eventHandler: { event in
                switch event {
                case .next:
                    empty = false
                    sink.on(event)
                case .error:
                    sink.on(event)
                case .completed where empty:
                    fallback.setDisposable(other.subscribe(eventHandler: sink.on))
                case .completed:
                    sink.on(event)
                }
            })
            return Disposables.create(subscription, fallback)
        }
    }
}
