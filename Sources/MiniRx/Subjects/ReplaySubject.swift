/// A subject that replays its last elements, and its terminal event, to new subscribers.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    let core: SubjectCore<Element, ReplayBuffer<Element>>

    private init(bufferSize: Int?) {
        core = SubjectCore(kept: ReplayBuffer(limit: bufferSize), name: "ReplaySubject")
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(bufferSize, 0))
    }

    /// Creates a subject that replays every element it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Buffers a `next` element and sends the event to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { buffer -> Element? in
            guard case .next(let element) = event else { return nil }
            return buffer.append(element)
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(eventHandler, to: self) { state in state.kept.elements }
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Unsubscribes every observer and drops the buffer.
    public func dispose() {
        core.dispose { buffer in buffer.removeAll() }
    }
}
