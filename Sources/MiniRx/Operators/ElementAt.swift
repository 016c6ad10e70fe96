extension ObservableType {
    /// Emits the element at `index` (counting from 0), then completes; an error
    /// `RxError.argumentOutOfRange` if the sequence completes before it.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "index can't be negative")
        let source = asObservable()
        return Producer("element(at:)") { sink in
            var remaining = index
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next:
                    if remaining == 0 {
                        sink.on(event)
                        sink.on(.completed)
                    }
                    remaining -= 1
                case .error:
                    sink.on(event)
                case .completed:
                    sink.on(.error(RxError.argumentOutOfRange))
                }
            })
        }
    }

    /// ``element(at:)``'s name before RxSwift 6.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}
