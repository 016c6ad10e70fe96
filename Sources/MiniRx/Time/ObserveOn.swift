extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
    ///
    /// On `MainScheduler.instance` an event sent on the main thread with nothing queued is
    /// delivered at once, as in RxSwift.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.build("observe(on:)", file, line, column) { replacement in
            replacement == OperatorHooks.passThrough ? asObservable() : observing(on: scheduler)
        }
    }

    /// `observe(on:)`'s builder.
    @inlinable
    func observing(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("observe(on:)") { sink in
            let queue = PendingEvents<Element>()
            let scheduled = SerialDisposable()
            // One event per scheduled action, as RxSwift's: the next is scheduled after
            // it (on a test scheduler with its processing delay, a tick later).
            func drain() -> Disposable {
                guard let next = queue.next() else { return Disposables.create() }
                sink.on(next)
                if queue.continues() {
                    scheduled.disposable = scheduler.schedule(()) { _ in drain() }
                }
                return Disposables.create()
            }
            let subscription = source.subscribe(eventHandler: { event in
                if queue.add(event) {
                    scheduled.disposable = scheduler.schedule(()) { _ in drain() }
                }
            })
            return Disposables.create(subscription, scheduled)
        }
    }

    /// Subscribes to the source, and disposes that subscription, on `scheduler`. The
    /// source itself is subscribed, not an `Observable` made of it, so its subscription
    /// ends when the scheduler disposes it (a `TestScheduler` records it one tick after
    /// the terminal event), as in RxSwift.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Producer("subscribe(on:)") { sink in
            let subscription = SerialDisposable()
            let scheduledSubscribe = SingleAssignmentDisposable()
            subscription.disposable = scheduledSubscribe
            scheduledSubscribe.setDisposable(scheduler.schedule(()) { _ in
                let inner = source.subscribe(AnyObserver(eventHandler: sink.on))
                subscription.disposable = Disposables.create {
                    _ = scheduler.schedule(()) { _ in
                        inner.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
            return subscription
        }
    }
}

/// The events `observe(on:)` has yet to deliver, and whether a drain is under way.
@usableFromInline
final class PendingEvents<Element>: @unchecked Sendable {
    @usableFromInline
    struct Queue {
        @usableFromInline var events = ElementQueue<Event<Element>>()
        @usableFromInline var draining = false

        @inlinable
        init() {}
    }

    /// Held for a few instructions, never while an event is delivered.
    @usableFromInline let queue = Locked(Queue())

    @inlinable
    init() {}

    /// Queues `event`; returns whether a drain must be scheduled, that is, whether none
    /// is under way.
    @inlinable
    func add(_ event: Event<Element>) -> Bool {
        queue.withLock { queue in
            queue.events.enqueue(event)
            defer { queue.draining = true }
            return !queue.draining
        }
    }

    /// Whether an event waits; if none does, the drain is over.
    @inlinable
    func continues() -> Bool {
        queue.withLock { queue in
            if queue.events.isEmpty { queue.draining = false }
            return queue.draining
        }
    }

    /// The next event to deliver; `nil`, and the drain over, when there is none.
    @inlinable
    func next() -> Event<Element>? {
        queue.withLock { queue in
            let event = queue.events.dequeue()
            if event == nil { queue.draining = false }
            return event
        }
    }
}
