/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber gets nothing sent before it subscribed, except the terminal event:
/// after `completed` or `error`, every new subscriber receives that event at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    let core = SubjectCore<Element, Void>(kept: ())

    /// Creates a subject.
    @inlinable
    public override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Sends `event` to every current observer; ignored after a terminal event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { _ in }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(eventHandler, to: self) { _ in [] }
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribes every observer and releases the subject's resources.
    public func dispose() {
        core.dispose { _ in }
    }
}

/// Thread-safe: events may be sent and subscriptions made from any thread.
extension PublishSubject: @unchecked Sendable {}
