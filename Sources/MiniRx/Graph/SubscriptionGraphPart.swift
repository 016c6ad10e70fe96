/// What a subscription, a sink or a subject is in a subscription graph: how vmrepl's
/// `graph` reads what MiniRx holds, with nothing written per view model.
///
/// Not RxSwift API: RxSwift's objects cannot be walked, which is why its answer is
/// `debug()`. Package-only, so apps see none of it.
package protocol SubscriptionGraphPart: AnyObject {
    /// Its place in the graph.
    var graphRole: SubscriptionGraphRole { get }
}

/// A part's place in a subscription graph.
package enum SubscriptionGraphRole {
    /// A node of its own: an operator's subscription (each has its own state), a subject
    /// (one node however many subscribe to it), a subscriber's end. `identity` is the
    /// object the node stands for; `upstream` the subscriptions events come in through;
    /// `feeds` the subjects it sends into (a binding's relays).
    case node(identity: AnyObject, kind: SubscriptionGraph.Kind, name: String, value: String?,
              upstream: [Disposable], feeds: [any SubscriptionGraphPart])
    /// Only a holder of other subscriptions: a composite, serial or single-assignment
    /// disposable, whose parts are the nodes.
    case holder([Disposable])
    /// Nothing the graph shows: disposed, or a disposable that holds no subscription.
    case none
}
