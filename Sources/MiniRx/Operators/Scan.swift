extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    ///
    /// The accumulated state belongs to one subscription: every subscriber starts again
    /// from `seed`.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { state, element in state = try accumulator(state, element) }
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        let source = asObservable()
        return Producer { sink in
            var state = seed
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&state, element)
                        sink.onNext(state)
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
