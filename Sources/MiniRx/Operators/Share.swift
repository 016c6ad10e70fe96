/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
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
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        SharedSequence(source: asObservable(), replay: replay, scope: scope)
    }
}

/// The shared subscription behind `share(replay:scope:)`.
final class SharedSequence<Element>: Observable<Element> {
    /// One subscription to the source and the subject that multicasts it.
    private final class Connection {
        let subject: Observable<Element>
        let send: (Event<Element>) -> Void
        var sourceSubscription = SingleAssignmentDisposable()
        var subscriberCount = 0
        var isConnected = false
        var isTerminated = false

        init(replay: Int) {
            if replay > 0 {
                let subject = ReplaySubject<Element>.create(bufferSize: replay)
                (self.subject, self.send) = (subject, subject.on)
            } else {
                let subject = PublishSubject<Element>()
                (self.subject, self.send) = (subject, subject.on)
            }
        }
    }

    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private let lock = RecursiveLock()
    private var current: Connection?

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.performLocked {
            let connection = current ?? Connection(replay: replay)
            current = connection
            let subscription = connection.subject.subscribe(eventHandler: eventHandler)
            if connection.isTerminated {
                return subscription
            }
            connection.subscriberCount += 1
            if !connection.isConnected {
                connect(connection)
            }
            return Disposables.create { [self] in
                subscription.dispose()
                release(connection)
            }
        }
    }

    private func connect(_ connection: Connection) {
        connection.isConnected = true
        connection.sourceSubscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            if event.isStopEvent {
                lock.performLocked { terminated(connection) }
            }
            connection.send(event)
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
