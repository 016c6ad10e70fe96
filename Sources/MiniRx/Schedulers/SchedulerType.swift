import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time interval, as RxSwift spells it.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as RxSwift spells it.
public typealias RxTime = Date

/// Runs work now or as soon as it can.
public protocol ImmediateSchedulerType {
    /// Schedules `action` with `state` to run as soon as possible.
    ///
    /// - returns: A disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Runs work now, later, or periodically, on a clock of its own.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run after `startAfter` and then every `period`; each run
    /// returns the state for the next.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from repeated relative scheduling.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let serial = SerialDisposable()
        var currentState = state
        func tick(after interval: RxTimeInterval) {
            serial.disposable = scheduleRelative((), dueTime: interval) { _ in
                currentState = action(currentState)
                tick(after: period)
                return Disposables.create()
            }
        }
        tick(after: startAfter)
        return serial
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action` so that it can schedule itself again through `recurse`.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// The pending runs of a recursively scheduled action; disposing cancels all of them.
final class RecursiveScheduling<State>: Disposable {
    private let scheduler: ImmediateSchedulerType
    private let action: (State, (State) -> Void) -> Void
    private let pending = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: State) {
        let slot = SingleAssignmentDisposable()
        guard let key = pending.insert(slot) else { return }
        var ran = false
        let scheduled = scheduler.schedule(state) { state in
            ran = true
            self.pending.remove(for: key)
            if self.pending.isDisposed { return Disposables.create() }
            self.action(state, self.schedule)
            return Disposables.create()
        }
        if !ran { slot.setDisposable(scheduled) }
    }

    func dispose() {
        pending.dispose()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

extension Date {
    func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
