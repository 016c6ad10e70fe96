extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer("enumerated") { sink in
            var index = 0
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    sink.onNext((index, element))
                    index += 1
                case .error(let error):
                    sink.on(.error(error))
                case .completed:
                    sink.on(.completed)
                }
            })
        }
    }
}
