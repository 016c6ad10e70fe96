/// A `BehaviorSubject` that only carries elements: it holds a current value, replays it to
/// new subscribers, and can never error or complete.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline
    let subject: BehaviorSubject<Element>
    /// Whether a new subscriber gets the current value first: always, unless a build hook
    /// had it built as a `PublishRelay` that keeps a value (``OperatorHooks``).
    @usableFromInline
    let replays: Bool

    /// Creates a relay whose current value is `value`.
    @inlinable
    public init(value: Element, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        subject = BehaviorSubject(value: value)
        subject.core.graphName = "BehaviorRelay"
        replays = OperatorHooks.replacement(for: "BehaviorRelay", file, line, column) == nil
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
        replays ? subject.subscribe(observer) : asObservable().subscribe(observer)
    }

    /// Returns the relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        replays ? subject.asObservable() : OperatorHooks.guarded(subject.asObservable().skip(1))
    }
}
