/// A stream of values that observers subscribe to: Fluxer's own, not Rx's.
public class Observable<Element> {
    init() {}

    /// Calls `handler` with every later value; dispose the result to stop.
    public func subscribe(_ handler: @escaping (Element) -> Void) -> Disposable {
        fatalError("Observable.subscribe must be overridden")
    }

    /// Transforms every value.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        DerivedObservable { handler in self.subscribe { handler(transform($0)) } }
    }

    /// Keeps the values that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
        DerivedObservable { handler in self.subscribe { if predicate($0) { handler($0) } } }
    }

    /// The values delivered on the main queue, as a view needs them.
    public func asRender() -> Render<Element> {
        Render(source: self)
    }
}

/// An observable made from a subscribe function, for the operators.
final class DerivedObservable<Element>: Observable<Element> {
    private let onSubscribe: (@escaping (Element) -> Void) -> Disposable

    init(_ onSubscribe: @escaping (@escaping (Element) -> Void) -> Disposable) {
        self.onSubscribe = onSubscribe
    }

    override func subscribe(_ handler: @escaping (Element) -> Void) -> Disposable {
        onSubscribe(handler)
    }
}
