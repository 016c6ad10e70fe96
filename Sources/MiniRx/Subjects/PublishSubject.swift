/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber gets nothing sent before it subscribed, except the terminal event:
/// after `completed` or `error`, every new subscriber receives that event at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let core = SubjectCore<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject.
    public override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.lock.performLocked { !core.observers.isEmpty }
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        core.lock.performLocked { disposed }
    }

    /// Sends `event` to every current observer; ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        if disposed || stoppedEvent != nil {
            core.lock.unlock()
            return
        }
        let targets = core.observers
        if event.isStopEvent {
            stoppedEvent = event
            core.removeAllLocked()
        }
        core.unlockAndDeliver(event, to: targets)
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.lock.lock()
        if disposed {
            core.unlockAndDeliver([.error(RxError.disposed(object: self))], to: .init(key: 0, handler: eventHandler))
            return Disposables.create()
        }
        if let stoppedEvent {
            core.unlockAndDeliver([stoppedEvent], to: .init(key: 0, handler: eventHandler))
            return Disposables.create()
        }
        let entry = core.insertLocked(eventHandler)
        core.lock.unlock()
        return core.subscription(removing: entry.key)
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribes every observer and releases the subject's resources.
    public func dispose() {
        core.lock.performLocked {
            disposed = true
            stoppedEvent = nil
            core.removeAllLocked()
        }
    }
}
