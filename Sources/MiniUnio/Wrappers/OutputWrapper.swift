import MiniRx

/// The outside's only view of a stream's outputs.
///
/// An observable output reads as an `Observable`; a `BehaviorRelay` output as a
/// ``Property`` (with `.value`); a `BehaviorSubject` output as a ``ThrowableProperty``
/// (with `throwableValue()`); a ``Computed`` output as its value, computed at the moment
/// of reading.
@dynamicMemberLookup
public final class OutputWrapper<Output: OutputType> {
    @usableFromInline
    let base: Output

    /// Wraps `output`.
    public init(_ output: Output) {
        self.base = output
    }

    /// The output at `keyPath` as an `Observable`.
    @inlinable
    public subscript<Source: ObservableConvertibleType>(dynamicMember keyPath: KeyPath<Output, Source>) -> Observable<Source.Element> {
        base[keyPath: keyPath].asObservable()
    }

    /// The value-holding output at `keyPath` as a ``Property``.
    public subscript<Source: ValueAccessibleObservable>(dynamicMember keyPath: KeyPath<Output, Source>) -> Property<Source.Element> {
        Property(base[keyPath: keyPath])
    }

    /// The throwing value-holding output at `keyPath` as a ``ThrowableProperty``.
    public subscript<Source: ThrowableValueAccessibleObservable>(dynamicMember keyPath: KeyPath<Output, Source>) -> ThrowableProperty<Source.Element> {
        ThrowableProperty(base[keyPath: keyPath])
    }

    /// The ``Property`` output at `keyPath`.
    public subscript<Element>(dynamicMember keyPath: KeyPath<Output, Property<Element>>) -> Property<Element> {
        base[keyPath: keyPath]
    }

    /// The ``ThrowableProperty`` output at `keyPath`.
    public subscript<Element>(dynamicMember keyPath: KeyPath<Output, ThrowableProperty<Element>>) -> ThrowableProperty<Element> {
        base[keyPath: keyPath]
    }

    /// The value of the ``Computed`` output at `keyPath`, computed now.
    public subscript<Element>(dynamicMember keyPath: KeyPath<Output, Computed<Element>>) -> Element {
        base[keyPath: keyPath].value
    }

    /// The output at `keyPath` as an `Observable`.
    @available(swift, deprecated: 5.1, message: "Use `output.xxx`")
    public func observable<Source: ObservableConvertibleType>(for keyPath: KeyPath<Output, Source>) -> Observable<Source.Element> {
        base[keyPath: keyPath].asObservable()
    }

    /// The current value of the value-holding output at `keyPath`.
    @available(swift, deprecated: 5.1, message: "Use `output.xxx.value`")
    public func value<Source: ValueAccessibleObservable>(for keyPath: KeyPath<Output, Source>) -> Source.Element {
        base[keyPath: keyPath].value
    }

    /// The current value of the throwing value-holding output at `keyPath`.
    @available(swift, deprecated: 5.1, message: "Use `output.xxx.throwableValue()`")
    public func value<Source: ThrowableValueAccessibleObservable>(for keyPath: KeyPath<Output, Source>) throws -> Source.Element {
        try base[keyPath: keyPath].throwableValue()
    }

    /// The value-holding output at `keyPath` as a ``Property``.
    @available(swift, deprecated: 5.1, message: "Use `output.xxx`")
    public func property<Source: ValueAccessibleObservable>(for keyPath: KeyPath<Output, Source>) -> Property<Source.Element> {
        Property(base[keyPath: keyPath])
    }

    /// The throwing value-holding output at `keyPath` as a ``ThrowableProperty``.
    @available(swift, deprecated: 5.1, message: "Use `output.xxx`")
    public func property<Source: ThrowableValueAccessibleObservable>(for keyPath: KeyPath<Output, Source>) -> ThrowableProperty<Source.Element> {
        ThrowableProperty(base[keyPath: keyPath])
    }
}
