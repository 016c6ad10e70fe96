extension ObservableType {
    /// The accumulated value of every element, once the sequence completes.
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator) { $0 }
    }

    /// The accumulated value of every element, passed through `mapResult`, once the
    /// sequence completes.
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable.create { observer in
            var accumulated = seed
            return source.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        accumulated = try accumulator(accumulated, element)
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    do {
                        observer.onNext(try mapResult(accumulated))
                        observer.onCompleted()
                    } catch {
                        observer.onError(error)
                    }
                }
            }
        }
    }
}
