/// A sequence that subscribes to its source only when `connect()` is called, and shares
/// that one subscription among its subscribers through a subject.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the subject to the source; disposing the result disconnects.
    func connect() -> Disposable
}

/// RxSwift's `ConnectableObservable`: what `publish`, `replay` and `multicast` return.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the subject to the source; disposing the result disconnects.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

/// A connectable sequence over a subject: as RxSwift's `ConnectableObservableAdapter`.
///
/// The subject is made when first needed (by a subscriber or `connect`); a connection
/// that ends (a terminal event, or its disposal) lets go of it, so the next connection
/// subscribes the source again into a subject made anew (the same one again for
/// `multicast(_:)`, which always makes the one it was given).
final class Multicast<Subject: SubjectType>: ConnectableObservable<Subject.Element> where Subject.Observer.Element == Subject.Element {
    /// One subscription of the source into the subject, until it ends.
    final class Connection: Disposable {
        /// Held until the connection ends, as RxSwift's: a `multicast(_:selector:)`
        /// keeps nothing else of its connectable.
        private let parent: Locked<Multicast?>
        let subscription = SingleAssignmentDisposable()
        var hasEnded = false

        init(parent: Multicast) {
            self.parent = Locked(parent)
        }

        /// Ends the connection, once.
        func dispose() {
            parent.withLock { $0.take() }?.end(self)
        }
    }

    private let source: Observable<Subject.Element>
    private let makeSubject: () -> Subject
    private let lock = RecursiveLock()
    private var subject: Subject?
    private var connection: Connection?

    init(source: Observable<Subject.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// The subject of the current connection, or of the next one.
    private var currentSubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    override func connect() -> Disposable {
        let (connection, isNew) = lock.performLocked { () -> (Connection, Bool) in
            if let connection = self.connection { return (connection, false) }
            let connection = Connection(parent: self)
            self.connection = connection
            return (connection, true)
        }
        guard isNew else { return connection }
        // Subscribed after the lock, as every multi-source operator here subscribes.
        let observer = currentSubject.asObserver()
        connection.subscription.setDisposable(source.subscribe(eventHandler: { [weak self] event in
            if self?.lock.performLocked({ connection.hasEnded }) ?? false { return }
            if event.isStopEvent { connection.dispose() }
            observer.on(event)
        }))
        return connection
    }

    /// Ends `connection`: the next `connect` subscribes again, with a new subject.
    fileprivate func end(_ connection: Connection) {
        lock.performLocked {
            connection.hasEnded = true
            if self.connection === connection {
                self.connection = nil
                subject = nil
            }
        }
        connection.subscription.dispose()
    }

    override func subscribe(eventHandler: @escaping (Event<Subject.Element>) -> Void) -> Disposable {
        currentSubject.asObservable().subscribe(eventHandler: eventHandler)
    }
}

/// `refCount()`: connects on the first subscriber, disconnects after the last, as
/// RxSwift's: a subscriber whose subscription ended at once (a completed replay) does not
/// connect, and a terminal event ends the connection, so the next subscriber connects
/// anew (each connection has its number; a subscriber of an older one changes nothing).
final class RefCount<Connectable: ConnectableObservableType>: Observable<Connectable.Element> {
    /// One subscriber's connection number and whether its subscription has ended.
    private final class Subscriber {
        var connectionID: UInt?
        var hasEnded = false
    }

    private let source: Connectable
    private let lock = RecursiveLock()
    private var count = 0
    private var connectionID: UInt = 0
    private var connection: Disposable?

    init(source: Connectable) {
        self.source = source
        super.init()
    }

    override func subscribe(eventHandler: @escaping (Event<Connectable.Element>) -> Void) -> Disposable {
        let subscriber = Subscriber()
        let subscription = source.asObservable().subscribe(eventHandler: { [self] event in
            if lock.performLocked({ subscriber.hasEnded }) { return }
            guard event.isStopEvent else {
                eventHandler(event)
                return
            }
            let ended = lock.performLocked { () -> Disposable? in
                subscriber.hasEnded = true
                guard subscriber.connectionID == connectionID else { return nil }
                defer {
                    count = 0
                    connectionID &+= 1
                    connection = nil
                }
                return connection
            }
            ended?.dispose()
            eventHandler(event)
        })
        // Connected after the lock, as every multi-source operator here subscribes.
        let connects = lock.performLocked { () -> Bool in
            subscriber.connectionID = connectionID
            if subscriber.hasEnded { return false }
            count += 1
            return count == 1
        }
        if connects {
            let made = source.connect()
            lock.performLocked { connection = made }
        }
        return Disposables.create { [self] in
            subscription.dispose()
            let last = lock.performLocked { () -> Disposable? in
                subscriber.hasEnded = true
                guard subscriber.connectionID == connectionID, count > 0 else { return nil }
                count -= 1
                guard count == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            last?.dispose()
        }
    }
}

extension ObservableType {
    /// A connectable sequence that shares the source through `subject` once connected.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element, Subject.Element == Element {
        Multicast(source: asObservable()) { subject }
    }

    /// A connectable sequence that shares the source through a subject from
    /// `makeSubject`, made anew for each connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element, Subject.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscriber, a subject from `subjectSelector` shares the source with the
    /// sequence `selector` builds on it, connected for that subscription.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element, Subject.Element == Element {
        let source = asObservable()
        return Observable.create { observer in
            do {
                let subject = try subjectSelector()
                let connectable = Multicast(source: source) { subject }
                let result = try selector(connectable.asObservable())
                let subscription = result.subscribe(observer)
                let connection = connectable.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }

    /// A connectable sequence through a `PublishSubject`, a new one for each connection.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable sequence through a `ReplaySubject` of `bufferSize`, a new one for each connection.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence through an unbounded `ReplaySubject`, a new one for each connection.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

extension ConnectableObservableType {
    /// Connects on the first subscriber and disconnects after the last.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}
