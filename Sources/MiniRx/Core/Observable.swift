/// A type-erased observable sequence, the base of every MiniRx sequence.
///
/// Sequence grammar: **next\* (error | completed)?**
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to the sequence's events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribe(eventHandler: observer.on)
    }

    /// The one primitive every sequence implements: deliver events to `eventHandler`.
    @usableFromInline
    func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        rxAbstractMethod()
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> {
        self
    }
}
