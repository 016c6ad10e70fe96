/// A `PublishSubject` that only carries elements: it can never error or complete.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline
    let subject = PublishSubject<Element>()

    /// Creates a relay.
    @inlinable
    public init() {
        subject.core.graphName = "PublishRelay"
    }

    /// Sends `event` to every current subscriber.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the relay's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
