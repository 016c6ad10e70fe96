/// `Observable` by a name no other module shadows (RxSwift's, for code that also sees
/// Combine or another library's `Observable`).
public typealias RxObservable<Element> = Observable<Element>

/// A type-erased observable sequence, the base of every MiniRx sequence.
///
/// Sequence grammar: **next\* (error | completed)?**
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Subscribes `observer` to the sequence's events.
    ///
    /// After a terminal event the subscription is disposed, and so lets go of the
    /// observer, as `subscribe(onNext:)` does (see `SubscriberEnd`).
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let end = SubscriberEnd()
        end.setUpstream(subscribe(eventHandler: { event in
            end.receive(event) { observer.on(event) }
            if event.isStopEvent { end.dispose() }
        }))
        return end
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
