import Synchronization

/// The subscriber's end of a subscription made by `subscribe(onNext:…)`, `subscribe(_:)`,
/// `subscribe(observer)` or a binding: what they return.
///
/// It lets through nothing after the first terminal event, as RxSwift's
/// `AnonymousObserver` does, and after that event disposes the subscription and lets go of
/// it, as RxSwift's `SinkDisposer` does: a finished subscription kept in a `DisposeBag`
/// then holds none of its chain or closures, and a one-shot subscription that captures
/// its owner strongly is no cycle once it ends. Holding and disposing the subscription is
/// what every sink does (``SinkBase``); this adds the stopped flag.
@usableFromInline
final class SubscriberEnd: SinkBase, @unchecked Sendable {
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    /// The subjects a binding sends into (`bind(to: relay)`), held weakly: a subscription
    /// graph's edges out of this end. Empty for a subscriber whose closures are opaque.
    private let feeds: [WeakSubject]
    /// The subjects its closures were seen sending into (a reducer's `subscribe` that
    /// accepts the new state into a relay), learned by the ``SubscriptionRecorder``.
    private var seenFeeding: [WeakSubject] = []

    /// The end of a subscription made by `name` (`subscribe`, `bind(to:)`, `drive`), that
    /// sends into `feeds`.
    @usableFromInline
    init(name: StaticString = "subscribe", feeds: [AnyObject] = []) {
        self.feeds = feeds.map { WeakSubject(subject: $0) }
        super.init(name: name)
        SubscriptionRecorder.register(self)
    }

    /// A subscriber's end: events go into its closures, or into the subjects it feeds.
    override var graphRole: SubscriptionGraphRole {
        if isDisposed { return .none }
        return .node(identity: self, kind: .subscriber, name: "\(name)", value: nil,
                     upstream: upstreamSubscriptions, feeds: (feeds + seenFeeding).compactMap { $0.subject as? any SubscriptionGraphPart })
    }

    /// Its closures were seen sending into `subject`: an edge out of it from now on.
    func sawFeeding(_ subject: AnyObject) {
        guard !(feeds + seenFeeding).contains(where: { $0.subject === subject }) else { return }
        seenFeeding.removeAll { $0.subject == nil }
        seenFeeding.append(WeakSubject(subject: subject))
    }

    /// Runs `body`, which hands `event` to the subscriber, as a step of a trace if the end
    /// is recorded.
    @inlinable
    func receive<Element>(_ event: Event<Element>, _ body: () -> Void) {
        if isRecorded {
            receiveRecorded(event, body)
        } else {
            body()
        }
    }

    /// ``receive(_:_:)`` for a recorded end, kept out of line.
    @inlinable @inline(never)
    func receiveRecorded<Element>(_ event: Event<Element>, _ body: () -> Void) {
        let step = RecordedEvents.wantsOperatorEvents && RecordedEvents.subscriberWillReceive(self, name: name, event)
        body()
        if step { RecordedEvents.didPass() }
    }

    /// Whether `event` may reach the subscriber: every element until the first terminal
    /// event, that event, and nothing after it.
    @inlinable
    func admits<Element>(_ event: Event<Element>) -> Bool {
        switch event {
        case .next: !stopped.load(ordering: .acquiring)
        case .error, .completed: !stopped.exchange(true, ordering: .acquiringAndReleasing)
        }
    }
}

/// A subject a binding sends into, held weakly.
private struct WeakSubject {
    weak var subject: AnyObject?
}
