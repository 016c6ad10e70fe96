/// When a test observable was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of the disposal, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// Describes a subscription from `subscribe` until `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// The subscription as RxTest prints it: `(200: 300)`, `(50: Infinity)`.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
