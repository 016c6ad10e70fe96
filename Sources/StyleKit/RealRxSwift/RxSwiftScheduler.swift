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
        Self.bridged(scheduler.schedule(state) { Self.bridged(action($0)) })
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> RxSwift.Disposable) -> RxSwift.Disposable {
        Self.bridged(scheduler.scheduleRelative(state, dueTime: dueTime) { Self.bridged(action($0)) })
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
