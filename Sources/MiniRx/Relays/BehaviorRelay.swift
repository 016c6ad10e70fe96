/// A `BehaviorSubject` that only carries elements: it holds a current value, replays it to
/// new subscribers, and can never error or complete.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline
    let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        subject.core.graphName = "BehaviorRelay"
    }

    /// The current value.
    @inlinable
    public var value: Element {
        subject.currentValue
    }

    /// Sets the current value and sends it to every subscriber.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`; it receives the current value first.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

/// Thread-safe: events may be sent and subscriptions made from any thread.
extension BehaviorRelay: @unchecked Sendable {}
