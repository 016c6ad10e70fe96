import MiniRx

/// An output whose current value can be read, made from a `BehaviorRelay`.
public typealias Property<Element> = PrimitiveProperty<Element, Never>

/// An output whose current value can be read or throws, made from a `BehaviorSubject`.
public typealias ThrowableProperty<Element> = PrimitiveProperty<Element, Swift.Error>

/// A read-only view of a value-holding output: its observable and its current value,
/// never the relay or subject behind it.
///
/// Only ``OutputWrapper`` creates one.
public final class PrimitiveProperty<Element, Failure: Swift.Error> {
    private let read: () throws(Failure) -> Element
    private let observable: () -> Observable<Element>

    init(read: @escaping () throws(Failure) -> Element, observable: @escaping () -> Observable<Element>) {
        self.read = read
        self.observable = observable
    }
}

extension PrimitiveProperty: ObservableConvertibleType {
    /// The output as an observable sequence.
    public func asObservable() -> Observable<Element> {
        observable()
    }
}

extension PrimitiveProperty: ValueAccessible where Failure == Never {
    /// The current value.
    public var value: Element {
        read()
    }

    convenience init<Source: ValueAccessibleObservable>(_ source: Source) where Source.Element == Element {
        self.init(read: { source.value }, observable: { source.asObservable() })
    }
}

extension PrimitiveProperty: ThrowableValueAccessible where Failure == Swift.Error {
    /// The current value, or the error its subject ended with.
    public func throwableValue() throws -> Element {
        try read()
    }

    convenience init<Source: ThrowableValueAccessibleObservable>(_ source: Source) where Source.Element == Element {
        self.init(read: { try source.throwableValue() }, observable: { source.asObservable() })
    }
}
