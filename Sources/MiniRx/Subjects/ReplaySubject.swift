/// A subject that replays its last elements, and its terminal event, to new subscribers.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline
    let core = SubjectCore<Element>()
    @usableFromInline
    let bufferSize: Int?
    @usableFromInline
    var buffer: [Element] = []
    /// Where the oldest element is once a bounded buffer is full: the buffer is a ring,
    /// so that a new element takes the oldest one's place without shifting the others.
    @usableFromInline
    var oldest = 0
    @usableFromInline
    var termination: Termination?
    @usableFromInline
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
    public static func createUnbounded() -> ReplaySubject<Element> {
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
        if disposed || termination != nil {
            core.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            // An element pushed out of the buffer is released after the lock, as its
            // deinit may come back here.
            var dropped: Element?
            if let bufferSize, buffer.count >= bufferSize {
                if bufferSize > 0 {
                    var replaced = value
                    swap(&buffer[oldest], &replaced)
                    dropped = replaced
                    oldest = (oldest + 1) % bufferSize
                }
            } else {
                buffer.append(value)
            }
            core.unlockAndDeliverToAll(event)
            withExtendedLifetime(dropped) {}
        case .error, .completed:
            termination = Termination(event)
            core.unlockAndDeliverTerminal(event)
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        core.lock.lock()
        if disposed {
            core.unlockAndDeliver(.error(RxError.disposed(object: self)), to: eventHandler)
            return Disposables.create()
        }
        var replay = (buffer[oldest...] + buffer[..<oldest]).map { Event.next($0) }
        if let termination {
            replay.append(termination.event(of: Element.self))
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
        // Observers and elements are released after the lock: a deinit they trigger may
        // come back to this subject.
        let released = core.lock.performLocked { () -> (SubjectCore<Element>.Released, [Element]) in
            disposed = true
            termination = nil
            defer {
                buffer = []
                oldest = 0
            }
            return (core.removeAllLocked(), buffer)
        }
        withExtendedLifetime(released) {}
    }
}

/// Thread-safe: events may be sent and subscriptions made from any thread.
extension ReplaySubject: @unchecked Sendable {}
