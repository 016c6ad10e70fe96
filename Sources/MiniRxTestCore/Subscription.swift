/// When a test observable was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of the disposal, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// Describes a subscription from `subscribe` that is still subscribed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, .max)
    }

    /// Describes a subscription from `subscribe` until `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Hashes both times.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(subscribe)
        hasher.combine(unsubscribe)
    }

    /// The subscription as RxTest prints it: `(200: 300)`, `(50: Infinity)`.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}

/// Whether two subscriptions began and ended at the same times.
public func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs.subscribe == rhs.subscribe && lhs.unsubscribe == rhs.unsubscribe
}
