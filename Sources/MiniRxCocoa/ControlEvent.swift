import MiniRx

/// A sequence that is, or can be made into, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The sequence as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI control (a tap), as RxCocoa's `ControlEvent`: no value on
/// subscription, never an error, subscribed on the main thread
/// (`subscribe(on: ConcurrentMainScheduler.instance)`). The type only: the UIKit
/// extensions that make one (`button.rx.tap`) are not here; a test or a pasted view model
/// makes one from any sequence with ``init(events:)``.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// The control's events, subscribed on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}
