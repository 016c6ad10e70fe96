extension ObservableType {
    /// Emits the sequence's one element when it comes and completes with the sequence: an
    /// error `RxError.noElements` if it completes without one, `RxError.moreThanOneElement`
    /// at a second.
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// ``single()`` of the elements that satisfy `predicate`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer("single") { sink in
            var seen = false
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate(element) else { return }
                    } catch {
                        sink.on(.error(error))
                        return
                    }
                    if seen {
                        sink.on(.error(RxError.moreThanOneElement))
                        return
                    }
                    seen = true
                    sink.on(event)
                case .error:
                    sink.on(event)
                case .completed:
                    sink.on(seen ? .completed : .error(RxError.noElements))
                }
            })
        }
    }
}
