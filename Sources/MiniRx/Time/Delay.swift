extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; errors are not
    /// delayed, as in RxSwift.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("delay") { sink in
            let lock = RecursiveLock()
            let pending = CompositeDisposable()
            let subscription = source.subscribe(eventHandler: { event in
                if case .error = event {
                    lock.performLocked { sink.on(event) }
                    return
                }
                let slot = SingleAssignmentDisposable()
                guard let key = pending.insert(slot) else { return }
                slot.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    lock.performLocked { sink.on(event) }
                    pending.remove(for: key)
                    return Disposables.create()
                })
            })
            return Disposables.create(subscription, pending)
        }
    }
}
