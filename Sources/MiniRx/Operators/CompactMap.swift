extension ObservableType {
    /// Transforms each element and drops the `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Producer("compactMap") { sink in
            source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { sink.onNext(result) }
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
