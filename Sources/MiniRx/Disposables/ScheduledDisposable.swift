import Synchronization

/// Disposes a subscription on a scheduler, as RxSwift's `ScheduledDisposable`: what
/// `subscribe(on:)` disposes its source with, and what code that must let go of a
/// resource on a given thread uses.
public final class ScheduledDisposable: Cancelable {
    /// Where the disposal runs.
    public let scheduler: ImmediateSchedulerType

    private let disposed = Atomic<Bool>(false)
    private let disposable: Disposable

    /// Disposes `disposable` on `scheduler` when disposed itself.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// The disposable it holds, for a subscription graph: none once disposed.
    var heldDisposables: [Disposable] {
        isDisposed ? [] : [disposable]
    }

    /// Whether the disposal has run.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Schedules the disposal; it runs once, however often this is called.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            if !scheduled.disposed.exchange(true, ordering: .acquiringAndReleasing) {
                scheduled.disposable.dispose()
            }
            return Disposables.create()
        }
    }
}
