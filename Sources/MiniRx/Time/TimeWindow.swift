extension ObservableType {
    /// The elements during the first `duration` after subscription, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }

    /// The elements during the first `duration` after subscription.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// The elements after the first `duration` from subscription.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let gate = BooleanDisposable() // disposed when the window ends
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                gate.dispose()
                return Disposables.create()
            }
            let subscription = source.subscribe { event in
                if case .next = event, !gate.isDisposed { return }
                observer.on(event)
            }
            return Disposables.create(timer, subscription)
        }
    }

    /// The elements after the first `duration` from subscription.
    @available(*, deprecated, renamed: "skip(for:scheduler:)")
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }

    /// The elements, failing with `RxError.timeout` when `dueTime` passes without one
    /// after subscription or after the last.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// The elements, switching to `other` when `dueTime` passes without one after
    /// subscription or after the last.
    public func timeout<Other: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType) -> Observable<Element> where Other.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable.create { observer in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            // The number of the current window; a timer of an older one does nothing.
            var window = 0
            var switched = false
            func startTimer() {
                let mine = window
                timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    let switches = lock.performLocked { () -> Bool in
                        guard mine == window, !switched else { return false }
                        switched = true
                        return true
                    }
                    if switches { subscription.disposable = fallback.subscribe(observer) }
                    return Disposables.create()
                }
            }
            lock.performLocked { startTimer() }
            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            original.setDisposable(source.subscribe { event in
                let passes = lock.performLocked { () -> Bool in
                    guard !switched else { return false }
                    window += 1
                    if case .next = event { startTimer() } else { timer.dispose() }
                    return true
                }
                if passes { observer.on(event) }
            })
            return Disposables.create(timer, subscription)
        }
    }
}
