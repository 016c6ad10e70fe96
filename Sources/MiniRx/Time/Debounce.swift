extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another one; on
    /// completion the element still waiting is emitted first.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.build("debounce", file, line, column) { replacement in
            replacement == nil ? debouncing(dueTime, scheduler: scheduler) : throttling(dueTime, latest: true, scheduler: scheduler)
        }
    }

    /// `debounce(_:scheduler:)`'s builder.
    func debouncing(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("debounce") { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var waiting: (id: Int, element: Element)?
            var nextId = 0
            let subscription = source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        sink.traceNote(.waitingForPause(dueTime))
                        nextId += 1
                        let id = nextId
                        waiting = (id, element)
                        let slot = SingleAssignmentDisposable()
                        timer.disposable = slot
                        slot.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                            lock.performLocked {
                                if let current = waiting, current.id == id {
                                    waiting = nil
                                    sink.onNext(current.element)
                                }
                            }
                            return Disposables.create()
                        })
                    case .error:
                        waiting = nil
                        sink.on(event)
                    case .completed:
                        if let current = waiting {
                            waiting = nil
                            sink.onNext(current.element)
                        }
                        sink.on(.completed)
                    }
                }
            })
            return Disposables.create(subscription, timer)
        }
    }
}
