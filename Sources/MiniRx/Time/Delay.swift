import Dispatch
import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is not
    /// delayed, and drops what waits, as in RxSwift.
    ///
    /// As RxSwift's: one drain at a time delivers, outside the lock, the event that is due
    /// and schedules the next for what is left of its delay (so on a test scheduler two
    /// events due at once arrive a tick apart). An error that comes while an event is being
    /// delivered waits for that delivery to end, and then ends the sequence.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer("delay") { sink in
            let lock = RecursiveLock()
            let state = SubscriptionState(DelayState<Element>())
            let sourceSubscription = SingleAssignmentDisposable()
            let drainer = SerialDisposable()
            func scheduleDrain(after interval: RxTimeInterval) {
                drainer.disposable = scheduler.scheduleRelative((), dueTime: interval) { _ in
                    drain()
                    return Disposables.create()
                }
            }
            func drain() {
                let failed = lock.performLocked { () -> Bool in
                    if state.value.error != nil { return true }
                    state.value.running = true
                    return false
                }
                if failed { return }
                var delivered = false
                while true {
                    let (error, due, next) = lock.performLocked { () -> (Swift.Error?, Event<Element>?, RxTime?) in
                        let error = state.value.error
                        let due = delivered || state.value.queue.isEmpty ? nil : state.value.queue.removeFirst().event
                        let next = delivered ? state.value.queue.first?.time : nil
                        if error == nil, due == nil {
                            state.value.running = false
                            if next == nil { state.value.active = false }
                        }
                        return (error, due, next)
                    }
                    if let error {
                        sink.on(.error(error))
                        return
                    }
                    if let due {
                        delivered = true
                        sink.on(due)
                        if case .completed = due { return }
                    } else if let next {
                        scheduleDrain(after: dueTime.reduced(bySeconds: scheduler.now.timeIntervalSince(next)))
                        return
                    } else {
                        return
                    }
                }
            }
            sourceSubscription.setDisposable(source.subscribe(eventHandler: { event in
                if event.isStopEvent { sourceSubscription.dispose() }
                if case .error(let error) = event {
                    let now = lock.performLocked { () -> Bool in
                        state.value.queue = []
                        state.value.error = error
                        return !state.value.running
                    }
                    if now { sink.on(event) }
                    return
                }
                let starts = lock.performLocked { () -> Bool in
                    defer { state.value.active = true }
                    state.value.queue.append((scheduler.now, event))
                    return !state.value.active
                }
                if starts { scheduleDrain(after: dueTime) }
            }))
            return Disposables.create(sourceSubscription, drainer)
        }
    }
}

/// What a `delay` subscription keeps, under its lock.
struct DelayState<Element> {
    /// The events waiting, with when they came.
    var queue: [(time: RxTime, event: Event<Element>)] = []
    /// Whether a drain is scheduled or running.
    var active = false
    /// Whether a drain is delivering now.
    var running = false
    /// The error that ended the source, delivered once no event is being delivered.
    var error: Swift.Error?
}

extension DispatchTimeInterval {
    /// The interval less `span` seconds, in its own unit, rounded, and never below zero
    /// (RxSwift's rounding).
    func reduced(bySeconds span: TimeInterval) -> DispatchTimeInterval {
        func left(_ value: Int, perSecond: Double) -> Int {
            let remainder = Double(value) - span * perSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, perSecond: 1))
        case .milliseconds(let value): return .milliseconds(left(value, perSecond: 1_000))
        case .microseconds(let value): return .microseconds(left(value, perSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, perSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }
}
