/// Mutable state of one subscription, read and written only by the code that owns it
/// (under that operator's lock or on its single delivery path).
/// A class rather than a captured `var`: every access is serialized by the owner.
@usableFromInline
final class SubscriptionState<Value> {
    @usableFromInline
    var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
