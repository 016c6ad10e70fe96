extension ObservableType {
    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer("filter") { sink in
            source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            sink.onNext(element)
                        }
                    } catch {
                        sink.on(.error(error))
                    }
                case .error, .completed:
                    sink.on(event)
                }
            })
        }
    }
}
