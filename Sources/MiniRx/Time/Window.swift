extension ObservableType {
    /// Emits the elements in windows, each an observable of its own: a new one when
    /// `count` elements have come into the last, or `timeSpan` after it opened. The first
    /// opens at subscription; completion and errors close the open one and end the result.
    ///
    /// A window is hot: subscribe to it when it is emitted. The source stays subscribed
    /// while the result or any window is.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Producer("window") { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let everything = CompositeDisposable()
            _ = everything.insert(timer)
            let refCount = RefCountDisposable(disposable: everything)
            var window = PublishSubject<Element>()
            var counted = 0
            var windowID = 0
            func open() {
                let current = window
                sink.onNext(Producer("window") { member in
                    let release = refCount.retain()
                    return Disposables.create(release, current.subscribe(eventHandler: member.on))
                })
            }
            // Closes the open window and opens the next, whose time starts now.
            func next() {
                counted = 0
                windowID &+= 1
                window.onCompleted()
                window = PublishSubject()
                open()
                startTimer(for: windowID)
            }
            func startTimer(for id: Int) {
                if timer.isDisposed { return }
                let slot = SingleAssignmentDisposable()
                timer.disposable = slot
                slot.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
                    lock.performLocked { if id == windowID { next() } }
                    return Disposables.create()
                })
            }
            open()
            startTimer(for: windowID)
            _ = everything.insert(source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        window.onNext(element)
                        counted += 1
                        if counted == count { next() }
                    case .error(let error):
                        window.onError(error)
                        sink.on(.error(error))
                    case .completed:
                        window.onCompleted()
                        sink.on(.completed)
                    }
                }
            }))
            return refCount
        }
    }
}
