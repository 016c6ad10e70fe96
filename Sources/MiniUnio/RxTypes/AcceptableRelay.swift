import MiniRx

/// A relay that takes elements through `accept`.
public protocol AcceptableRelay {
    /// The type of elements accepted.
    associatedtype Element
    /// Sends `event` to the relay's subscribers.
    func accept(_ event: Element)
}

/// A relay input: elements only, never an error or completion.
public protocol PublishRelayType: AcceptableRelay, ObservableConvertibleType {}

extension PublishRelay: PublishRelayType {}

extension BehaviorRelay: PublishRelayType {}
