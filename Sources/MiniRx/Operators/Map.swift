extension ObservableType {
    /// Transforms each element; a throwing transform ends the sequence with its error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Producer("map") { sink in
            source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        sink.onNext(try transform(element))
                    } catch {
                        sink.on(.error(error))
                    }
                case .error(let error):
                    sink.on(.error(error))
                case .completed:
                    sink.on(.completed)
                }
            })
        }
    }
}
