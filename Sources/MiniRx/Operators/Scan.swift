extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    ///
    /// The accumulated state belongs to one subscription: every subscriber starts again
    /// from `seed`.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<A> {
        scan(into: seed, accumulator: { state, element in state = try accumulator(state, element) }, file: file, line: line, column: column)
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<A> {
        let source = asObservable()
        return OperatorHooks.buildScan(file, line, column, seed: seed) { start, kept in
            Producer("scan") { sink in
                let state = SubscriptionState(start())
                return source.subscribe(eventHandler: { event in
                    switch event {
                    case .next(let element):
                        do {
                            try accumulator(&state.value, element)
                            kept(state.value)
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
}
