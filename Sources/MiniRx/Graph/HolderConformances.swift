// The disposables that only hold subscriptions: in a subscription graph their parts are
// the nodes.

extension CompositeDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension BinaryDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension SerialDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension SingleAssignmentDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension RefCountDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension ScheduledDisposable: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder(heldDisposables) }
}

extension InTurnSubscription: SubscriptionGraphPart {
    package var graphRole: SubscriptionGraphRole { .holder([current]) }
}
