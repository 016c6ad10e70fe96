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

/// A connectable sequence over one subject, made once: as RxSwift's
/// `ConnectableObservableAdapter` with a fixed subject.
final class Multicast<Subject: SubjectType>: ConnectableObservable<Subject.Element> where Subject.Observer.Element == Subject.Element {
    private let source: Observable<Subject.Element>
    private let subject: Subject
    private let lock = RecursiveLock()
    private var connection: SingleAssignmentDisposable?

    init(source: Observable<Subject.Element>, subject: Subject) {
        self.source = source
        self.subject = subject
        super.init()
    }

    override func connect() -> Disposable {
        let (connection, isNew) = lock.performLocked { () -> (SingleAssignmentDisposable, Bool) in
            if let connection = self.connection { return (connection, false) }
            let connection = SingleAssignmentDisposable()
            self.connection = connection
            return (connection, true)
        }
        guard isNew else { return connection }
        // Subscribed after the lock, as every multi-source operator here subscribes.
        let observer = subject.asObserver()
        connection.setDisposable(source.subscribe(observer))
        return Disposables.create { [weak self] in
            connection.dispose()
            guard let self else { return }
            lock.performLocked { if self.connection === connection { self.connection = nil } }
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Subject.Element>) -> Void) -> Disposable {
        subject.asObservable().subscribe(eventHandler: eventHandler)
    }
}

/// `refCount()`: connects on the first subscriber, disconnects after the last.
final class RefCount<Connectable: ConnectableObservableType>: Observable<Connectable.Element> {
    private let source: Connectable
    private let lock = RecursiveLock()
    private var count = 0
    private var connection: Disposable?

    init(source: Connectable) {
        self.source = source
        super.init()
    }

    override func subscribe(eventHandler: @escaping (Event<Connectable.Element>) -> Void) -> Disposable {
        let subscription = source.asObservable().subscribe(eventHandler: eventHandler)
        let connects = lock.performLocked { () -> Bool in
            count += 1
            return count == 1
        }
        if connects {
            let connection = source.connect()
            lock.performLocked { self.connection = connection }
        }
        return Disposables.create { [self] in
            subscription.dispose()
            let connection = lock.performLocked { () -> Disposable? in
                count -= 1
                guard count == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.dispose()
        }
    }
}

extension ObservableType {
    /// A connectable sequence that shares the source through `subject` once connected.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element, Subject.Element == Element {
        Multicast(source: asObservable(), subject: subject)
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
                let connectable = Multicast(source: source, subject: subject)
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

    /// A connectable sequence through a `PublishSubject`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }

    /// A connectable sequence through a `ReplaySubject` of `bufferSize`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A connectable sequence through an unbounded `ReplaySubject`.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbounded())
    }
}

extension ConnectableObservableType {
    /// Connects on the first subscriber and disconnects after the last.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}
