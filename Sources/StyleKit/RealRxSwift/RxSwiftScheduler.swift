#if RealRxSwift
import Foundation
import MiniRx
import RxSwift

/// The session's virtual time as RxSwift's `SchedulerType`, for view models built
/// against RxSwift (the `RealRxSwift` trait): each action is scheduled on the style's
/// MiniRx scheduler, so `tick`, `autorun` and `time` drive both libraries' work alike.
final class RxSwiftScheduler: RxSwift.SchedulerType {
    private let scheduler: MiniRx.SchedulerType

    init(_ scheduler: MiniRx.SchedulerType) {
        self.scheduler = scheduler
    }

    var now: RxTime {
        scheduler.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> RxSwift.Disposable) -> RxSwift.Disposable {
        Self.bridged(scheduler.schedule(state) { state in Self.bridged(Self.reporting { action(state) }) })
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> RxSwift.Disposable) -> RxSwift.Disposable {
        Self.bridged(scheduler.scheduleRelative(state, dueTime: dueTime) { state in Self.bridged(Self.reporting { action(state) }) })
    }

    /// What `action` returns, RxRelay's release lines reported as it ran.
    private static func reporting(_ action: () -> RxSwift.Disposable) -> RxSwift.Disposable {
        var result: RxSwift.Disposable?
        RxRelayReleaseLines.reporting { result = action() }
        return result ?? RxSwift.Disposables.create()
    }

    /// A MiniRx disposable as RxSwift's.
    private static func bridged(_ disposable: MiniRx.Disposable) -> RxSwift.Disposable {
        RxSwift.Disposables.create(with: disposable.dispose)
    }

    /// An RxSwift disposable as MiniRx's.
    private static func bridged(_ disposable: RxSwift.Disposable) -> MiniRx.Disposable {
        MiniRx.Disposables.create(with: disposable.dispose)
    }
}
#endif
