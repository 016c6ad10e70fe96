/// A subject that holds a current value and sends it to every new subscriber first.
///
/// After a terminal event, new subscribers receive only that event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline
    let core = SubjectCore<Element>()
    @usableFromInline
    var element: Element
    @usableFromInline
    var termination: Termination?
    @usableFromInline
    var disposed = false

    /// Subscribes an event handler: made by the initializer, which is inlined where the
    /// subject is created, so that it runs in code specialized for the element type (see
    /// `PublishSubject`).
    @usableFromInline
    let subscribeSpecialized: (BehaviorSubject<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        self.element = value
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

    /// The current value.
    ///
    /// - throws: The error the subject terminated with, or `RxError.disposed`.
    public func value() throws -> Element {
        core.lock.lock()
        defer { core.lock.unlock() }
        if disposed { throw RxError.disposed(object: self) }
        if let error = termination?.error { throw error }
        return element
    }

    /// The current value, for relays, which never fail or get disposed.
    @inlinable
    var currentValue: Element {
        core.lock.performLocked { element }
    }

    /// Stores a `next` element as the current value and sends the event to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        if disposed || termination != nil {
            core.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            // The old value is released after the lock, as its deinit may come back here.
            var replaced = value
            swap(&element, &replaced)
            core.unlockAndDeliverToAll(event)
            withExtendedLifetime(replaced) {}
        case .error, .completed:
            termination = Termination(event)
            core.unlockAndDeliverTerminal(event)
        }
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
        core.unlockAndDeliver(.next(element), to: eventHandler)
        return core.subscription(removing: key)
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
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
extension BehaviorSubject: @unchecked Sendable {}
