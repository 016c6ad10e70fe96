import MiniRx
import Synchronization

/// How many actions a view model scheduled on the session's virtual time ran, held to a
/// limit: how `mutate` tells a mutant that does not end from one that is slow, on every
/// machine alike.
///
/// The limit is counted in actions, never in seconds: the same transcript and mutant run
/// the same actions whatever the machine's load. An action past the limit does not run,
/// so a loop on the scheduler (an action that schedules itself at the same instant) ends,
/// and ``exceeded`` says so: the mutant's verdict is `Timeout`.
package final class ScheduledActions: Sendable {
    private let state = Mutex<(count: Int, exceeded: Bool)>((0, false))
    /// The most actions that run; those after it are dropped.
    package let limit: Int

    /// A count with no limit (the unmutated run that sets the mutants' limits), or with one.
    package init(limit: Int = .max) {
        self.limit = limit
    }

    /// The actions run so far.
    package var count: Int { state.withLock { $0.count } }

    /// Whether an action was dropped: the view model scheduled more than ``limit``.
    package var exceeded: Bool { state.withLock { $0.exceeded } }

    /// Whether one more action may run; counts it if so.
    fileprivate func admit() -> Bool {
        state.withLock { state in
            guard state.count < limit else {
                state.exceeded = true
                return false
            }
            state.count += 1
            return true
        }
    }
}

/// A scheduler that runs its actions on `base`, each counted by ``ScheduledActions``, and
/// none past its limit.
struct CountingScheduler: SchedulerType {
    let base: SchedulerType
    let actions: ScheduledActions

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { [actions] state in actions.admit() ? action(state) : Disposables.create() }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { [actions] state in actions.admit() ? action(state) : Disposables.create() }
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                     action: @escaping (StateType) -> StateType) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period) { [actions] state in actions.admit() ? action(state) : state }
    }
}
