import MiniRx

/// A sequence that is also an observer, and can be made into a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI control's value (a text field's text), as RxCocoa's `ControlProperty`: the
/// values the control reports, subscribed on the main thread, and a sink that sets it. The
/// type only, as ``ControlEvent``: ``init(values:valueSink:)`` makes one from any sequence
/// and observer.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// The control's `values`, subscribed on the main thread, set through `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = AnyObserver(eventHandler: valueSink.on)
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the first: the changes alone.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the value (`next`) or ends the sink (`completed`); an error is a programmer
    /// error, fatal in a debug build.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }

    /// The values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}

extension ControlPropertyType where Element == String? {
    /// The optional text as text, `nil` read as empty.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty<String>(values: original.values.map { $0 ?? "" },
                                       valueSink: AnyObserver<String> { event in original.valueSink.on(event.map { $0 }) })
    }
}

/// A binding that failed: a programmer error, fatal in a debug build and printed in a
/// release one, as RxCocoa's.
func bindingError(_ error: Swift.Error) {
    let message = "Binding error: \(error)"
    #if DEBUG
    fatalError(message)
    #else
    print(message)
    #endif
}
