/// Who is subscribed to a stream: the view (0), or a late subscriber `#1`, `#2`, ….
struct SubscriberID: Hashable, Comparable, Sendable {
    let number: Int

    static let view = SubscriberID(number: 0)

    var label: String {
        number == 0 ? "view" : "#\(number)"
    }

    static func < (lhs: SubscriberID, rhs: SubscriberID) -> Bool {
        lhs.number < rhs.number
    }
}

/// One stream as one subscriber sees it, in every variant.
package struct GroupKey: Hashable, Sendable {
    package let stream: String
    let subscriber: SubscriberID
}
