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

    /// Sends an event to every current observer, in subscription order.
    @usableFromInline
    final class FanOut {
        @usableFromInline let send: Handler

        @inlinable
        init(_ send: @escaping Handler) {
            self.send = send
        }
    }

    /// The current observers as one call, so that sending costs one call whatever their
    /// number. Read only under ``lock``, through ``currentFanOutLocked()``.
    ///
    /// When the observers change, the fan-out is let go of at once (it holds their
    /// handlers, and a removed observer must be released when it is removed) and the
    /// next send builds the new one: a subject that gains several observers, or loses
    /// them all as its owner is torn down, builds none in between.
    ///
    /// While a thread owns delivery, a replaced fan-out is kept in ``retired`` until
    /// delivery ends, so the owner may call the fan-out it read without retaining it.
    @usableFromInline
    var fanOut: FanOut

    /// Whether ``fanOut`` calls the current observers; when not, it is ``emptyFanOut``
    /// standing in until the next send builds the real one.
    @usableFromInline
    var fanOutIsCurrent = true

    /// The fan-out of no observers: made once, and reused whenever the last one leaves.
    @usableFromInline
    let emptyFanOut: FanOut

    /// Removes an observer by key from the core it is given: made by the inlinable
    /// initializer, so that the removal a ``SubjectSubscription`` runs is compiled for the
    /// element type.
    @usableFromInline
    let removeObserver: (AnyObject, Int) -> Void

    /// Fan-outs replaced while a delivery was running; released when it ends.
    @usableFromInline
    var retired: [FanOut] = []

    /// An observer's handler and the key its subscription removes it by. The handler sits
    /// in a struct because an array of bare closures stores them in the most general
    /// calling convention, and calling one back then goes through two conversion thunks.
    @usableFromInline
    struct Observer {
        @usableFromInline let key: Int
        @usableFromInline let handler: Handler

        @inlinable
        init(key: Int, handler: @escaping Handler) {
            self.key = key
            self.handler = handler
        }
    }

    /// What a change of observers let go of, to be released once ``lock`` is free: an
    /// observer's closure may hold the last reference to an object whose deinit
    /// unsubscribes from this same subject, which would deadlock under the lock.
    @usableFromInline
    struct Released {
        @usableFromInline let observers: ContiguousArray<Observer>
        @usableFromInline let fanOut: FanOut?

        @inlinable
        init(observers: ContiguousArray<Observer>, fanOut: FanOut?) {
            self.observers = observers
            self.fanOut = fanOut
        }
    }

    @usableFromInline
    var observers: ContiguousArray<Observer> = []
    @usableFromInline
    var nextKey = 0
    /// Whether `observers[0]` sits in the first slot of RxSwift's `Bag`: the slot its
    /// first observer takes, called before all others, and taken by the next observer
    /// added after its holder leaves. The others are called in the order they came (as
    /// RxSwift's up to 30 of them; beyond that RxSwift's order is a dictionary's).
    @usableFromInline
    var firstSlotTaken = false

    /// The thread delivering events now, or 0; read and written only under ``lock``.
    @usableFromInline
    var owner: UInt = 0

    /// Events other threads sent while the owner was delivering; only under ``lock``.
    @usableFromInline
    var pending = ElementQueue<Pending>()

    @inlinable
    init() {
        let empty = FanOut { _ in }
        emptyFanOut = empty
        fanOut = empty
        removeObserver = { core, key in unsafeDowncast(core, to: SubjectCore<Element>.self).remove(key: key) }
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    @usableFromInline
    var hasObserversLocked: Bool {
        !observers.isEmpty
    }

    /// Adds an observer and returns its key; call under ``lock``. The fan-out it replaces
    /// holds only observers that stay, so releasing it under the lock frees nothing else.
    @inlinable
    func insertLocked(_ handler: @escaping Handler) -> Int {
        nextKey += 1
        // Room for a few at once: most subjects have one to four observers, and growing
        // one at a time would copy the list twice on the way to four.
        if observers.capacity == 0 { observers.reserveCapacity(4) }
        if firstSlotTaken {
            observers.append(Observer(key: nextKey, handler: handler))
        } else {
            observers.insert(Observer(key: nextKey, handler: handler), at: 0)
            firstSlotTaken = true
        }
        _ = invalidateFanOutLocked()
        return nextKey
    }

    /// Removes every observer; call under ``lock``, and keep what it returns until the
    /// lock is released.
    @inlinable
    func removeAllLocked() -> Released {
        let removed = observers
        observers = []
        firstSlotTaken = false
        return Released(observers: removed, fanOut: invalidateFanOutLocked())
    }

    /// Drops the fan-out after the observers changed; call under ``lock``. Returns the
    /// old fan-out for release after the lock, unless a delivery running now retired it.
    @inlinable
    func invalidateFanOutLocked() -> FanOut? {
        let old = fanOut
        fanOut = emptyFanOut
        fanOutIsCurrent = observers.isEmpty
        if old === emptyFanOut { return nil }
        if owner != 0 {
            retired.append(old)
            return nil
        }
        return old
    }

    /// The fan-out of the current observers, built now if they changed since the last
    /// send; call under ``lock``. What it replaces is always ``emptyFanOut``.
    @inlinable
    func currentFanOutLocked() -> FanOut {
        if !fanOutIsCurrent {
            fanOut = FanOut(Self.fanOut(observers))
            fanOutIsCurrent = true
        }
        return fanOut
    }

    /// One closure that calls every handler in order. Small counts call captured handlers
    /// directly, which saves a retain and release per observer and event.
    ///
    /// Inlined into the specialized subscribe, so taking the handlers out of the list
    /// looks up no metadata; the closures for two and three are made by generic functions,
    /// whose bodies pass each event on by reference where a specialized body would copy
    /// it first.
    @inlinable
    static func fanOut(_ observers: ContiguousArray<Observer>) -> Handler {
        switch observers.count {
        case 0:
            return { _ in }
        case 1:
            return observers[0].handler
        case 2:
            return calling(observers[0].handler, observers[1].handler)
        case 3:
            return calling(observers[0].handler, observers[1].handler, observers[2].handler)
        default:
            return { event in
                for observer in observers { observer.handler(event) }
            }
        }
    }

    /// One closure calling `first`, then `second`.
    @usableFromInline
    static func calling(_ first: @escaping Handler, _ second: @escaping Handler) -> Handler {
        { event in
            first(event)
            second(event)
        }
    }

    /// One closure calling `first`, `second`, then `third`.
    @usableFromInline
    static func calling(_ first: @escaping Handler, _ second: @escaping Handler, _ third: @escaping Handler) -> Handler {
        { event in
            first(event)
            second(event)
            third(event)
        }
    }

    /// The subscription that removes the observer with `key`.
    @inlinable
    func subscription(removing key: Int) -> Disposable {
        SubjectSubscription(core: self, key: key, remove: removeObserver)
    }

    /// Removes the observer with `key`, if it is still there; what that lets go of is
    /// released after ``lock``.
    @inlinable
    func remove(key: Int) {
        lock.lock()
        guard let index = observers.firstIndex(where: { $0.key == key }) else {
            lock.unlock()
            return
        }
        let removed = observers.remove(at: index)
        if index == 0 { firstSlotTaken = false }
        let oldFanOut = invalidateFanOutLocked()
        lock.unlock()
        withExtendedLifetime(removed) {}
        withExtendedLifetime(oldFanOut) {}
    }

    /// Removes every observer, releases ``lock`` and sends the terminal `event` to the
    /// observers there were; what the removal let go of is released after the lock.
    @inlinable
    func unlockAndDeliverTerminal(_ event: Event<Element>) {
        let targets = currentFanOutLocked().send
        let released = removeAllLocked()
        unlockAndDeliver(event, to: targets)
        withExtendedLifetime(released) {}
    }

    /// Releases ``lock`` and sends `event` to the current observers, in turn with other
    /// threads.
    ///
    /// The owner of delivery calls the fan-out without retaining it: while it owns
    /// delivery, a replaced fan-out is retired rather than released.
    @inlinable
    func unlockAndDeliverToAll(_ event: Event<Element>) {
        let thread = currentThreadID()
        if owner == 0 {
            owner = thread
            let targets = Unmanaged.passUnretained(currentFanOutLocked())
            lock.unlock()
            targets._withUnsafeGuaranteedRef { $0.send(event) }
            relinquish()
        } else if owner == thread {
            let targets = Unmanaged.passUnretained(currentFanOutLocked())
            lock.unlock()
            targets._withUnsafeGuaranteedRef { $0.send(event) }
        } else {
            pending.enqueue(Pending(event: event, deliver: currentFanOutLocked().send))
            lock.unlock()
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
                if retired.isEmpty {
                    lock.unlock()
                } else {
                    let released = retired
                    retired = []
                    lock.unlock()
                    _ = released
                }
                return
            }
            lock.unlock()
            next.deliver(next.event)
        }
    }
}
