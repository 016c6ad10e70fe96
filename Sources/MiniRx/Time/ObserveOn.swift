extension ObservableType {
    /// Delivers every event on `scheduler`, in order.
    ///
    /// On `MainScheduler.instance` an event sent on the main thread with nothing queued is
    /// delivered at once, as in RxSwift.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let lock = PlainLock()
            var queue = ElementQueue<Event<Element>>()
            var draining = false
            let scheduled = SerialDisposable()
            func drain() -> Disposable {
                while true {
                    let next = lock.performLocked { () -> Event<Element>? in
                        let event = queue.dequeue()
                        if event == nil { draining = false }
                        return event
                    }
                    guard let next else { return Disposables.create() }
                    sink.on(next)
                }
            }
            let subscription = source.subscribe(eventHandler: { event in
                let startDrain = lock.performLocked { () -> Bool in
                    queue.enqueue(event)
                    defer { draining = true }
                    return !draining
                }
                if startDrain {
                    scheduled.disposable = scheduler.schedule(()) { _ in drain() }
                }
            })
            return Disposables.create(subscription, scheduled)
        }
    }

    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SerialDisposable()
            let scheduledSubscribe = SingleAssignmentDisposable()
            subscription.disposable = scheduledSubscribe
            scheduledSubscribe.setDisposable(scheduler.schedule(()) { _ in
                let inner = source.subscribe(eventHandler: sink.on)
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
