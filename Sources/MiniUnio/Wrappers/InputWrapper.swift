import MiniRx

/// The outside's only way into a stream's inputs.
///
/// A relay input reads as a closure taking the element, or as an `AnyObserver` that
/// forwards `next` only (a relay cannot carry an error or completion, so those are
/// dropped). A subject input reads as an `AnyObserver` that forwards every event,
/// terminal ones included.
@dynamicMemberLookup
public final class InputWrapper<Input: InputType> {
    @usableFromInline
    let base: Input

    /// Wraps `input`.
    public init(_ input: Input) {
        self.base = input
    }

    /// The relay input at `keyPath` as a closure that accepts an element.
    @inlinable
    public subscript<Relay: PublishRelayType>(dynamicMember keyPath: KeyPath<Input, Relay>) -> (Relay.Element) -> Void {
        base[keyPath: keyPath].accept
    }

    /// The relay input at `keyPath` as an observer that forwards `next` events only.
    @inlinable
    public subscript<Relay: PublishRelayType>(dynamicMember keyPath: KeyPath<Input, Relay>) -> AnyObserver<Relay.Element> {
        let relay = base[keyPath: keyPath]
        return AnyObserver { event in
            if case .next(let element) = event { relay.accept(element) }
        }
    }

    /// The subject input at `keyPath` as an observer that forwards every event.
    @inlinable
    public subscript<Observer: ObserverType>(dynamicMember keyPath: KeyPath<Input, Observer>) -> AnyObserver<Observer.Element> {
        base[keyPath: keyPath].asObserver()
    }

    /// Accepts `value` into the relay input at `keyPath`.
    @available(swift, deprecated: 5.1, message: "Use `input.xxx(value)`")
    public func accept<Relay: PublishRelayType>(_ value: Relay.Element, for keyPath: KeyPath<Input, Relay>) {
        base[keyPath: keyPath].accept(value)
    }

    /// The relay input at `keyPath` as an observer.
    @available(swift, deprecated: 5.1, message: "Use `input.xxx`")
    public func accept<Relay: PublishRelayType>(for keyPath: KeyPath<Input, Relay>) -> AnyObserver<Relay.Element> {
        self[dynamicMember: keyPath]
    }

    /// Sends `event` into the subject input at `keyPath`.
    @available(swift, deprecated: 5.1, message: "Use `input.xxx.on(event)`")
    public func onEvent<Observer: ObserverType>(_ event: Event<Observer.Element>, for keyPath: KeyPath<Input, Observer>) {
        base[keyPath: keyPath].on(event)
    }

    /// The subject input at `keyPath` as an observer.
    @available(swift, deprecated: 5.1, message: "Use `input.xxx`")
    public func onEvent<Observer: ObserverType>(for keyPath: KeyPath<Input, Observer>) -> AnyObserver<Observer.Element> {
        self[dynamicMember: keyPath]
    }
}
