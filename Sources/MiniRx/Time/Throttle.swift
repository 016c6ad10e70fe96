import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ObservableType {
    /// Emits the first element at once and then at most one element per `dueTime`; with
    /// `latest`, the last element received during the window is emitted when it ends.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.build("throttle", file, line, column) { replacement in
            replacement == nil ? throttling(dueTime, latest: latest, scheduler: scheduler) : debouncing(dueTime, scheduler: scheduler)
        }
    }

    /// `throttle(_:latest:scheduler:)`'s builder.
    func throttling(_ dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("throttle") { sink in
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            var lastSentTime: Date?
            var unsent: Element?
            var completed = false
            func sendNow(_ element: Element) {
                unsent = nil
                sink.onNext(element)
                timer.disposable = Disposables.create()
                lastSentTime = scheduler.now
            }
            let subscription = source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        let now = scheduler.now
                        let remaining = lastSentTime.map { dueTime.seconds - now.timeIntervalSince($0) } ?? 0
                        if remaining <= 0 {
                            sendNow(element)
                            return
                        }
                        guard latest else { return }
                        let alreadyWaiting = unsent != nil
                        unsent = element
                        if alreadyWaiting { return }
                        let slot = SingleAssignmentDisposable()
                        timer.disposable = slot
                        let wait = DispatchTimeInterval.nanoseconds(Int((remaining * 1_000_000_000).rounded()))
                        slot.setDisposable(scheduler.scheduleRelative((), dueTime: wait) { _ in
                            lock.performLocked {
                                if let element = unsent { sendNow(element) }
                                if completed { sink.on(.completed) }
                            }
                            return Disposables.create()
                        })
                    case .error:
                        unsent = nil
                        sink.on(event)
                    case .completed:
                        if unsent != nil {
                            completed = true
                        } else {
                            sink.on(.completed)
                        }
                    }
                }
            })
            return Disposables.create(subscription, timer)
        }
    }
}
