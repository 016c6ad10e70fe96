extension ObservableType {
    /// Each element paired with `object`, held weakly: once `object` is gone, the
    /// sequence completes (RxSwift's `withUnretained`), so a view model's closures need
    /// no `[weak self]`.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        let source = asObservable()
        return Observable.create { [weak object] observer in
            source.subscribe { event in
                switch event {
                case .next(let element):
                    guard let object else {
                        observer.onCompleted()
                        return
                    }
                    observer.onNext(resultSelector(object, element))
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }

    /// Each element paired with `object`, held weakly, as a tuple.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
