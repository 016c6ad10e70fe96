extension ObservableType {
    /// Emits the last `count` elements when the sequence completes (an error drops them).
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        let source = asObservable()
        return Producer("takeLast") { sink in
            var kept: [Element] = []
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    guard count > 0 else { return }
                    if kept.count == count { kept.removeFirst() }
                    kept.append(element)
                case .error:
                    sink.on(event)
                case .completed:
                    for element in kept { sink.onNext(element) }
                    sink.on(.completed)
                }
            })
        }
    }
}
