import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs work on a concurrent dispatch queue, as RxSwift's: actions may run at once on
/// several threads, so `observe(on:)` it only where that is wanted.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// RxSwift's name for the type of an interval: seconds.
    public typealias TimeInterval = Swift.Double
    /// RxSwift's name for the type of a time: a date.
    public typealias Time = Date

    private let queue: DispatchQueue
    private let leeway: DispatchTimeInterval

    /// The current time.
    public var now: RxTime { Date() }

    /// Creates a scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        self.leeway = leeway
    }

    /// Creates a scheduler on the global concurrent queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: [.concurrent]), leeway: leeway)
    }

    /// Schedules `action` on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeTransfer((state, action, cancel))
        queue.async {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Schedules `action` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeTransfer((state, action, cancel))
        queue.asyncAfter(deadline: .now() + dueTime, qos: .unspecified, flags: []) {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }
}
