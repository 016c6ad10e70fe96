extension ObservableType {
    /// Emits the elements in arrays: when `count` have come, or `timeSpan` after the last
    /// array (an empty one if none came), and what is left at completion. An error drops
    /// what was gathered.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Producer("buffer") { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var gathered: [Element] = []
            var arrayID = 0
            // Sends what was gathered and starts the time of the next array.
            func emit() {
                arrayID &+= 1
                let sent = gathered
                gathered = []
                sink.onNext(sent)
                startTimer(for: arrayID)
            }
            func startTimer(for id: Int) {
                if timer.isDisposed { return }
                let slot = SingleAssignmentDisposable()
                timer.disposable = slot
                slot.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
                    lock.performLocked { if id == arrayID { emit() } }
                    return Disposables.create()
                })
            }
            startTimer(for: arrayID)
            let subscription = source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        gathered.append(element)
                        if gathered.count == count { emit() }
                    case .error(let error):
                        gathered = []
                        sink.on(.error(error))
                    case .completed:
                        sink.onNext(gathered)
                        sink.on(.completed)
                    }
                }
            })
            return Disposables.create(timer, subscription)
        }
    }
}
