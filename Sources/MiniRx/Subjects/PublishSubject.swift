/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber gets nothing sent before it subscribed, except the terminal event:
/// after `completed` or `error`, every new subscriber receives that event at once.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline
    let core = SubjectCore<Element, Void>(kept: (), name: "PublishSubject")

    /// Subscribes a handler. Made in the inlinable initializer, so it is compiled where
    /// the element type is known: `subscribe(eventHandler:)` is an override, compiled once
    /// for every element type, where each generic type the subscription touches is looked
    /// up at run time (most of what a probe's subscription cost in a `reset`).
    @usableFromInline
    let subscribeHandler: (PublishSubject<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    /// Creates a subject.
    @inlinable
    public override init() {
        subscribeHandler = { subject, handler in subject.core.subscribe(handler, to: subject) { _ in [] } }
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
        subscribeHandler(self, eventHandler)
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
