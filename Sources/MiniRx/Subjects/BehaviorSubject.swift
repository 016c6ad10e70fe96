/// A subject that holds a current value and sends it to every new subscriber first.
///
/// After a terminal event, new subscribers receive only that event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline
    let core: SubjectCore<Element, Element>

    /// Subscribes a handler. Made in the inlinable initializer, so it is compiled where
    /// the element type is known: `subscribe(eventHandler:)` is an override, compiled once
    /// for every element type, where each generic type the subscription touches is looked
    /// up at run time (most of what a probe's subscription cost in a `reset`).
    @usableFromInline
    let subscribeHandler: (BehaviorSubject<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    /// Creates a subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(kept: value, name: "BehaviorSubject")
        subscribeHandler = { subject, handler in
            subject.core.subscribe(handler, to: subject) { state in state.termination == nil ? [state.kept] : [] }
        }
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

    /// The current value.
    ///
    /// - throws: The error the subject terminated with, or `RxError.disposed`.
    public func value() throws -> Element {
        let (element, termination, disposed) = core.state.withLock { ($0.kept, $0.termination, $0.isDisposed) }
        if disposed { throw RxError.disposed(object: self) }
        if let error = termination?.error { throw error }
        if core.isRecorded { RecordedEvents.read(core, element) }
        return element
    }

    /// The current value, for relays, which never fail or get disposed.
    @inlinable
    var currentValue: Element {
        let element = core.state.withLock { $0.kept }
        if core.isRecorded { RecordedEvents.read(core, element) }
        return element
    }

    /// Stores a `next` element as the current value and sends the event to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { current -> Element? in
            guard case .next(let element) = event else { return nil }
            defer { current = element }
            return current
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandler(self, eventHandler)
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Unsubscribes every observer and releases the subject's resources.
    public func dispose() {
        core.dispose { _ in }
    }
}
