/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// Each connection to the source gets a fresh subject: when the last subscriber leaves
    /// or the source terminates, the replay buffer is gone and the next subscriber starts
    /// a new subscription to the source.
    case whileConnected
    /// One subject for the life of the shared sequence: its replay buffer, and a terminal
    /// event, outlive disconnection and are replayed to later subscribers.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the
    /// last one leaves.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        // A build hook may have `share(replay: 1)` built as `share()`, or back.
        let name = replay == 1 ? "share(replay: 1)" : replay == 0 ? "share()" : "share(replay:)"
        return OperatorHooks.build(name, file, line, column) { replacement in
            let replay = replacement == "share()" ? 0 : replacement == "share(replay: 1)" ? 1 : replay
            // The subject, and the closures every event goes through, are made here, in the
            // client's specialized code; the shared sequence itself is generic, and would look
            // up the metadata of `Event<Element>` on each event.
            return SharedSequence(source: asObservable(), scope: scope) {
                // Named for the operator: in a trace its subject's steps are the share's.
                // `share(replay: 1)`, the usual replay, is named in full.
                if replay > 0 {
                    let subject = ReplaySubject<Element>.create(bufferSize: replay)
                    subject.core.graphName = replay == 1 ? "share(replay: 1)" : "share(replay:)"
                    return SharedSubject(subject: subject, name: subject.core.graphName, send: subject.on, isStop: { $0.isStopEvent })
                }
                let subject = PublishSubject<Element>()
                subject.core.graphName = "share"
                return SharedSubject(subject: subject, name: "share", send: subject.on, isStop: { $0.isStopEvent })
            }
        }
    }
}

/// The subject behind one connection of a shared sequence, and how to feed it.
@usableFromInline
struct SharedSubject<Element> {
    let subject: Observable<Element>
    /// The operator's name in a subscription graph: `share`, `share(replay: 1)`.
    let name: StaticString
    let send: (Event<Element>) -> Void
    let isStop: (Event<Element>) -> Bool

    @usableFromInline
    init(subject: Observable<Element>, name: StaticString, send: @escaping (Event<Element>) -> Void, isStop: @escaping (Event<Element>) -> Bool) {
        self.subject = subject
        self.name = name
        self.send = send
        self.isStop = isStop
    }
}

/// The shared subscription behind `share(replay:scope:)`.
@usableFromInline
final class SharedSequence<Element>: Observable<Element> {
    /// One subscription to the source and the subject that multicasts it.
    private final class Connection {
        let subject: Observable<Element>
        let name: StaticString
        let send: (Event<Element>) -> Void
        let isStop: (Event<Element>) -> Bool
        var sourceSubscription = SingleAssignmentDisposable()
        var subscriberCount = 0
        var isConnected = false
        var isTerminated = false

        init(_ shared: SharedSubject<Element>) {
            subject = shared.subject
            name = shared.name
            send = shared.send
            isStop = shared.isStop
        }
    }

    private let source: Observable<Element>
    private let scope: SubjectLifetimeScope
    private let makeSubject: () -> SharedSubject<Element>
    private let lock = RecursiveLock()
    private var current: Connection?

    @usableFromInline
    init(source: Observable<Element>, scope: SubjectLifetimeScope, makeSubject: @escaping () -> SharedSubject<Element>) {
        self.source = source
        self.scope = scope
        self.makeSubject = makeSubject
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        // As RxSwift: the subscriber is added under the lock, the source connected after it.
        let (connection, subscription, connects, ended) = lock.performLocked { () -> (Connection, Disposable, Bool, Bool) in
            let connection = current ?? Connection(makeSubject())
            current = connection
            let subscription = connection.subject.subscribe(eventHandler: eventHandler)
            // Ended for good (`.forever`): the subject replays the end, nothing to count.
            if connection.isTerminated { return (connection, subscription, false, true) }
            connection.subscriberCount += 1
            let connects = !connection.isConnected
            connection.isConnected = true
            return (connection, subscription, connects, false)
        }
        if ended { return subscription }
        if connects { connect(connection) }
        return Subscription(connection: connection, subscription: subscription) { [self] in release(connection) }
    }

    /// One subscriber's subscription to the shared sequence: in a subscription graph, the
    /// one `share` node of its connection, whose upstream is the source's subscription.
    private final class Subscription: Disposable, SubscriptionGraphPart {
        private let connection: Connection
        /// Ends the subscription to the subject and lets go of the connection, once.
        private let released: AnonymousDisposable

        init(connection: Connection, subscription: Disposable, release: @escaping () -> Void) {
            self.connection = connection
            released = AnonymousDisposable {
                subscription.dispose()
                release()
            }
        }

        func dispose() {
            released.dispose()
        }

        /// The share's one node stands for its subject's core, whose deliveries a trace
        /// records as the share's.
        var graphRole: SubscriptionGraphRole {
            if released.isDisposed { return .none }
            return .node(identity: (connection.subject as? any SubjectCoreHolding)?.graphCore ?? connection, kind: .operator, name: "\(connection.name)",
                         value: nil, upstream: [connection.sourceSubscription], feeds: [])
        }
    }

    private func connect(_ connection: Connection) {
        let subscription = connection.sourceSubscription
        // Weak: subscribers keep the shared sequence alive, its source must not.
        subscription.setDisposable(source.subscribe(eventHandler: { [weak self] event in
            let stops = connection.isStop(event)
            if stops, let self {
                lock.performLocked { terminated(connection) }
            }
            connection.send(event)
            // An ended source's subscription holds this closure, and so the connection:
            // let it go, or a `.forever` share would keep itself alive.
            if stops { subscription.dispose() }
        }))
    }

    private func terminated(_ connection: Connection) {
        switch scope {
        case .whileConnected:
            if current === connection { current = nil }
        case .forever:
            connection.isTerminated = true
        }
    }

    private func release(_ connection: Connection) {
        let sourceSubscription = lock.performLocked { () -> Disposable? in
            connection.subscriberCount -= 1
            guard connection.subscriberCount == 0, connection.isConnected else { return nil }
            switch scope {
            case .whileConnected:
                if current === connection { current = nil }
                return connection.sourceSubscription
            case .forever:
                guard !connection.isTerminated else { return nil }
                let subscription = connection.sourceSubscription
                connection.sourceSubscription = SingleAssignmentDisposable()
                connection.isConnected = false
                return subscription
            }
        }
        sourceSubscription?.dispose()
    }
}
