import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Runs work on the main thread, with RxSwift's rules.
///
/// ``instance`` runs an action at once when called on the main thread with nothing of
/// its own already queued, and otherwise queues it on the main dispatch queue.
/// ``asyncInstance`` always queues.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let numberEnqueued = Atomic<Int>(0)

    /// The main-thread scheduler that runs at once when it can. (Not `Sendable`, as in
    /// RxSwift; the scheduler is safe to share, so the one instance is shared on trust.)
    nonisolated(unsafe) public static let instance = MainScheduler()

    /// A scheduler that always queues its work on the main queue.
    nonisolated(unsafe) public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Creates a main-thread scheduler; use ``instance``.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Whether the caller runs on the main queue (the main thread's work).
    public static var isMainThread: Bool {
        DispatchQueue.isMain
    }

    /// Stops the program if the caller is not on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            fatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
        }
    }

    /// Stops the program if the caller is on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        if DispatchQueue.isMain && previouslyEnqueued == 0 {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeTransfer((state, action, cancel, self))
        DispatchQueue.main.async {
            let (state, action, cancel, scheduler) = work.value
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            scheduler.numberEnqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
        return cancel
    }
}

extension DispatchQueue {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, as RxSwift decides it.
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) ?? false
    }
}
