import Synchronization

/// The observers of a subject, and the delivery of events to them one at a time.
///
/// The subject updates its own state under ``lock`` and then calls one of the
/// `unlockAndDeliver` methods, which release the lock before any observer runs. One thread
/// at a time owns delivery. Events sent from another thread meanwhile are queued, in the
/// order the subject's state changed, and delivered by the owner after its current event,
/// so no observer ever receives two events at once and no lock is held while user code
/// runs (which keeps cycles such as `relay.withLatestFrom(state).bind(to: state)` free of
/// deadlocks). An event sent from inside an observer on the owning thread is delivered at
/// once, depth-first, as in RxSwift.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    @usableFromInline
    struct Pending {
        @usableFromInline let event: Event<Element>
        @usableFromInline let deliver: Handler

        @usableFromInline
        init(event: Event<Element>, deliver: @escaping Handler) {
            self.event = event
            self.deliver = deliver
        }
    }

    /// Guards the subject's state, the observers, the owner and the queue of pending
    /// events. Held only for a few instructions, never while an observer runs.
    @usableFromInline
    let lock = SpinLock()

    /// Sends an event to every current observer, in subscription order; rebuilt whenever
    /// the observers change, so that sending costs one call whatever their number. Read
    /// only under ``lock``.
    @usableFromInline @exclusivity(unchecked)
    private(set) var deliverToAll: Handler = { _ in }

    @exclusivity(unchecked) private var handlers: ContiguousArray<Handler> = []
    @exclusivity(unchecked) private var keys: ContiguousArray<Int> = []
    @exclusivity(unchecked) private var nextKey = 0

    /// The thread delivering events now, or 0; read and written only under ``lock``.
    @usableFromInline @exclusivity(unchecked)
    var owner: UInt = 0

    /// Events other threads sent while the owner was delivering; only under ``lock``.
    @usableFromInline @exclusivity(unchecked)
    var pending = ElementQueue<Pending>()

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var hasObserversLocked: Bool {
        !handlers.isEmpty
    }

    /// Adds an observer and returns its key; call under ``lock``.
    func insertLocked(_ handler: @escaping Handler) -> Int {
        nextKey += 1
        handlers.append(handler)
        keys.append(nextKey)
        deliverToAll = Self.fanOut(handlers)
        return nextKey
    }

    /// Removes every observer; call under ``lock``.
    @usableFromInline
    func removeAllLocked() {
        handlers = []
        keys = []
        deliverToAll = Self.fanOut(handlers)
    }

    /// One closure that calls every handler in order. Small counts call captured handlers
    /// directly, which saves a retain and release per observer and event.
    private static func fanOut(_ handlers: ContiguousArray<Handler>) -> Handler {
        switch handlers.count {
        case 0:
            return { _ in }
        case 1:
            return handlers[0]
        case 2:
            let (first, second) = (handlers[0], handlers[1])
            return { event in
                first(event)
                second(event)
            }
        case 3:
            let (first, second, third) = (handlers[0], handlers[1], handlers[2])
            return { event in
                first(event)
                second(event)
                third(event)
            }
        default:
            return { event in
                for handler in handlers { handler(event) }
            }
        }
    }

    /// The subscription that removes the observer with `key`.
    func subscription(removing key: Int) -> Disposable {
        Disposables.create { [self] in
            lock.performLocked {
                if let index = keys.firstIndex(of: key) {
                    keys.remove(at: index)
                    handlers.remove(at: index)
                    deliverToAll = Self.fanOut(handlers)
                }
            }
        }
    }

    /// Releases ``lock`` and calls `deliver` with `event`, in turn with other threads.
    ///
    /// Claiming and giving up delivery happen under the lock, as does queueing, so an
    /// event queued by another thread is always seen by the owner before it gives up.
    @inlinable
    func unlockAndDeliver(_ event: Event<Element>, to deliver: @escaping Handler) {
        let thread = currentThreadID()
        if owner == 0 {
            owner = thread
            lock.unlock()
            deliver(event)
            relinquish()
        } else if owner == thread {
            lock.unlock()
            deliver(event)
        } else {
            pending.enqueue(Pending(event: event, deliver: deliver))
            lock.unlock()
        }
    }

    /// Releases ``lock`` and delivers `events`, in order, to the observer `target`.
    func unlockAndDeliver(_ events: [Event<Element>], to target: @escaping Handler) {
        let thread = currentThreadID()
        if owner == 0 {
            owner = thread
            lock.unlock()
            for event in events { target(event) }
            relinquish()
        } else if owner == thread {
            lock.unlock()
            for event in events { target(event) }
        } else {
            for event in events { pending.enqueue(Pending(event: event, deliver: target)) }
            lock.unlock()
        }
    }

    /// Delivers what other threads queued meanwhile, then gives up delivery.
    @inlinable
    func relinquish() {
        while true {
            lock.lock()
            guard let next = pending.dequeue() else {
                owner = 0
                lock.unlock()
                return
            }
            lock.unlock()
            next.deliver(next.event)
        }
    }
}
