/// A current value read while a trace was on: what a guard's code read before it decided
/// (``SubscriptionRecorder/tracedReads()``).
package struct TraceRead {
    /// The recorded subject whose value was read, to be found in a subscription graph;
    /// `nil` for a value outside MiniRx.
    package let object: AnyObject?
    /// The name its reader gave a value outside MiniRx (`isLoggingIn`).
    package let name: String?
    /// The value, described as a step describes an element.
    package let value: String
}
