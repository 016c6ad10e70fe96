import Foundation
import Dispatch

/// Runs work on the main thread, at once when called there, whatever else is queued: for
/// `subscribe(on:)` of work that must start on the main thread (RxSwift's
/// `ConcurrentMainScheduler`). Unlike ``MainScheduler/instance`` it does not keep the order
/// of actions queued from other threads against one run in place. Timed work goes through
/// the main scheduler.
public final class ConcurrentMainScheduler: SchedulerType {
    /// RxSwift's name for the type of an interval: seconds.
    public typealias TimeInterval = Swift.Double
    /// RxSwift's name for the type of a time: a date.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The one instance.
    nonisolated(unsafe) public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current time.
    public var now: RxTime { mainScheduler.now }

    /// Runs `action` at once on the main thread, else queues it on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain { return action(state) }
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeTransfer((state, action, cancel))
        DispatchQueue.main.async {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on the main thread after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main thread after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
