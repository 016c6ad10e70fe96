/// A subject that replays its last elements, and its terminal event, to new subscribers.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    let core = SubjectCore<Element>()
    @usableFromInline
    let bufferSize: Int?
    @usableFromInline @exclusivity(unchecked)
    var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked)
    var stoppedEvent: Event<Element>?
    @usableFromInline @exclusivity(unchecked)
    var disposed = false

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(bufferSize, 0))
    }

    /// Creates a subject that replays every element it ever received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        core.lock.performLocked { core.hasObserversLocked }
    }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool {
        core.lock.performLocked { disposed }
    }

    /// Buffers a `next` element and sends the event to every observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        if disposed || stoppedEvent != nil {
            core.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            buffer.append(value)
            if let bufferSize, buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
            core.unlockAndDeliverToAll(event)
        case .error, .completed:
            let targets = core.deliverToAll
            stoppedEvent = event
            core.removeAllLocked()
            core.unlockAndDeliver(event, to: targets)
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.lock.lock()
        if disposed {
            core.unlockAndDeliver([.error(RxError.disposed(object: self))], to: eventHandler)
            return Disposables.create()
        }
        var replay = buffer.map { Event.next($0) }
        if let stoppedEvent {
            replay.append(stoppedEvent)
            core.unlockAndDeliver(replay, to: eventHandler)
            return Disposables.create()
        }
        let key = core.insertLocked(eventHandler)
        core.unlockAndDeliver(replay, to: eventHandler)
        return core.subscription(removing: key)
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Unsubscribes every observer and drops the buffer.
    public func dispose() {
        core.lock.performLocked {
            disposed = true
            stoppedEvent = nil
            buffer = []
            core.removeAllLocked()
        }
    }
}

/// Thread-safe: events may be sent and subscriptions made from any thread.
extension ReplaySubject: @unchecked Sendable {}
