/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber gets nothing sent before it subscribed, except the terminal event:
/// after `completed` or `error`, every new subscriber receives that event at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    let core = SubjectCore<Element>()
    @usableFromInline
    var termination: Termination?
    @usableFromInline
    var disposed = false

    /// Subscribes an event handler: made by the initializer, which is inlined where the
    /// subject is created, so that it runs in code specialized for the element type.
    /// ``subscribe(eventHandler:)`` is an override and, compiled once for all element
    /// types, would look up the generic metadata of the observer list on every call.
    @usableFromInline
    let subscribeSpecialized: (PublishSubject<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    /// Creates a subject.
    @inlinable
    public override init() {
        subscribeSpecialized = { subject, handler in subject.insert(handler) }
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.lock.performLocked { core.hasObserversLocked }
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        core.lock.performLocked { disposed }
    }

    /// Sends `event` to every current observer; ignored after a terminal event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        if disposed || termination != nil {
            core.lock.unlock()
            return
        }
        guard event.isStopEvent else {
            core.unlockAndDeliverToAll(event)
            return
        }
        termination = Termination(event)
        core.unlockAndDeliverTerminal(event)
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeSpecialized(self, eventHandler)
    }

    @inlinable
    func insert(_ eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.lock.lock()
        if disposed {
            core.unlockAndDeliver(.error(RxError.disposed(object: self)), to: eventHandler)
            return Disposables.create()
        }
        if let termination {
            core.unlockAndDeliver(termination.event(of: Element.self), to: eventHandler)
            return Disposables.create()
        }
        let key = core.insertLocked(eventHandler)
        core.lock.unlock()
        return core.subscription(removing: key)
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribes every observer and releases the subject's resources.
    public func dispose() {
        // Observers are released after the lock: a deinit they trigger may come back to
        // this subject.
        let released = core.lock.performLocked { () -> SubjectCore<Element>.Released in
            disposed = true
            termination = nil
            return core.removeAllLocked()
        }
        withExtendedLifetime(released) {}
    }
}

/// Thread-safe: events may be sent and subscriptions made from any thread.
extension PublishSubject: @unchecked Sendable {}
