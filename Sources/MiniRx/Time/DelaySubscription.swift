extension ObservableType {
    /// Subscribes to the source only after `dueTime`, so every event, errors included,
    /// comes that much later.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("delaySubscription") { sink in
            let subscription = SerialDisposable()
            subscription.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(eventHandler: sink.on)
            }
            return subscription
        }
    }
}
