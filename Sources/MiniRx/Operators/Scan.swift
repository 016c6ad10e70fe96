extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    ///
    /// The accumulated state belongs to one subscription: every subscriber starts again
    /// from `seed`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { state, element in state = try accumulator(state, element) }
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        let source = asObservable()
        return Producer("scan") { sink in
            let state = SubscriptionState(seed)
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&state.value, element)
                        sink.onNext(state.value)
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
