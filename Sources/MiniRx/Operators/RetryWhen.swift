extension ObservableType {
    /// Resubscribes after an error of type `Error` once the observable that
    /// `notificationHandler` makes of the errors emits; its error or completion ends the
    /// sequence so. An error of another type ends the sequence at once.
    ///
    /// The handler's observable is subscribed first, once; the source after it, again on
    /// the current-thread trampoline at each retry.
    public func retry<Error: Swift.Error, Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Error>) -> Trigger) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    /// ``retry(when:)`` for any error.
    public func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    private func retrying<Error: Swift.Error, Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Error>) -> Trigger) -> Observable<Element> {
        let source = asObservable()
        return Producer("retry(when:)") { sink in
            let lock = RecursiveLock()
            let errors = PublishSubject<Error>()
            let triggers = PublishSubject<Trigger.Element>()
            // The attempt running now, and its wait for a trigger once it failed.
            let current = SerialDisposable()
            let handlerSubscription = notificationHandler(errors.asObservable()).subscribe(triggers.asObserver())
            func attempt() {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    if current.isDisposed { return Disposables.create() }
                    let subscription = SingleAssignmentDisposable()
                    let wait = SingleAssignmentDisposable()
                    current.disposable = Disposables.create(subscription, wait)
                    subscription.setDisposable(source.subscribe(eventHandler: { event in
                        lock.performLocked {
                            guard case .error(let error) = event, let failure = error as? Error else {
                                sink.on(event)
                                return
                            }
                            subscription.dispose()
                            wait.setDisposable(triggers.subscribe(eventHandler: { trigger in
                                switch trigger {
                                case .next: attempt()
                                case .error(let error): sink.on(.error(error))
                                case .completed: sink.on(.completed)
                                }
                            }))
                            errors.onNext(failure)
                        }
                    }))
                    return Disposables.create()
                }
            }
            attempt()
            return Disposables.create(current, handlerSubscription)
        }
    }

    /// ``retry(when:)``'s name before RxSwift 6.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error, Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Error>) -> Trigger) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    /// ``retry(when:)``'s name before RxSwift 6, for any error.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observable<Element> {
        retrying(when: notificationHandler)
    }
}
