import Dispatch
import MiniRx
import Synchronization

/// A `Clock` on the session's virtual time: `sleep` waits until the session's scheduler
/// reaches the deadline, so `try await clock.sleep(for: .milliseconds(300))` in a view
/// model or the fake API takes 300 ms of virtual time and no time at all on the wall.
public final class VirtualClock: Clock, Sendable {
    /// A moment of virtual time.
    public struct Instant: InstantProtocol {
        /// The time since the session's virtual time 0.
        public let offset: Duration

        /// The moment `offset` after virtual time 0.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// The scheduler whose clock this is; used only on the session's thread.
    private nonisolated(unsafe) let scheduler: SchedulerType
    /// The sleeps not yet over, by number, so that `reset` can end them.
    private let sleeps = Mutex<(pending: [Int: Sleep], next: Int)>(([:], 0))

    /// A sleep that began, or that its task's cancellation ended: the task's name
    /// (`Task(name: "login")`), and the virtual time in ms it wakes, or would have woken, at.
    package struct SeenSleep: Equatable, Sendable {
        package let task: String?
        package let deadline: Int
        /// Whether cancellation ended it; otherwise it began.
        package var cancelled = false
    }

    /// The sleeps begun or cancelled since the session last took them (``takeSleeps()``),
    /// at most ``sleepsKept``, the latest.
    private let seenSleeps = Mutex<[SeenSleep]>([])
    /// How many sleeps are kept between two looks, so memory stays bounded when no one
    /// looks: a trace shows a screenful.
    static let sleepsKept = 64

    /// A sleep not yet over: what resumes its task, and its wake-up on the scheduler.
    private struct Sleep: @unchecked Sendable {
        let continuation: CheckedContinuation<Void, Error>
        let wakeUp: Disposable
    }

    /// A clock on `scheduler`'s time, counted in milliseconds.
    public init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    /// The virtual time now.
    public var now: Instant {
        Instant(offset: .milliseconds(Int((scheduler.now.timeIntervalSince1970 * 1000).rounded())))
    }

    /// A millisecond, the session's tick.
    public var minimumResolution: Duration { .milliseconds(1) }

    /// Waits until virtual time reaches `deadline`; throws `CancellationError` if the
    /// task is cancelled first, or the session ends the sleep (`reset`).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let number = sleeps.withLock { sleeps in
            defer { sleeps.next += 1 }
            return sleeps.next
        }
        let wait = now.duration(to: deadline)
        let milliseconds = max(0, Self.milliseconds(wait))
        let begun = SeenSleep(task: Task.name, deadline: Self.milliseconds(deadline.offset))
        let cancelled = SeenSleep(task: begun.task, deadline: begun.deadline, cancelled: true)
        let wakeUp = SingleAssignmentDisposable()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                guard !Task.isCancelled else {
                    record(cancelled)
                    return continuation.resume(throwing: CancellationError())
                }
                record(begun)
                sleeps.withLock { $0.pending[number] = Sleep(continuation: continuation, wakeUp: wakeUp) }
                wakeUp.setDisposable(scheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { [self] _ in
                    end(number, with: nil)
                    return Disposables.create()
                })
            }
        } onCancel: {
            if end(number, with: CancellationError()) { record(cancelled) }
        }
    }

    /// The sleeps begun, and those their tasks' cancellation ended, since the last call,
    /// oldest first: what `trace` names (`cancelled task "login"`, `task "login" waits
    /// until @400ms`).
    package func takeSleeps() -> [SeenSleep] {
        seenSleeps.withLock { sleeps in
            defer { sleeps = [] }
            return sleeps
        }
    }

    private func record(_ sleep: SeenSleep) {
        seenSleeps.withLock { sleeps in
            sleeps.append(sleep)
            if sleeps.count > Self.sleepsKept { sleeps.removeFirst() }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }

    /// Ends every sleep not yet over with `CancellationError`: the session is starting over.
    package func endSleeps() {
        let pending = sleeps.withLock { sleeps in
            defer { sleeps.pending = [:] }
            return sleeps.pending.sorted { $0.key < $1.key }.map(\.value)
        }
        for sleep in pending {
            sleep.wakeUp.dispose()
            sleep.continuation.resume(throwing: CancellationError())
        }
    }

    /// Resumes sleep `number`, once, whichever of its wake-up, its cancellation or
    /// ``endSleeps()`` comes first.
    /// Returns whether it ended it (not already over).
    @discardableResult
    private func end(_ number: Int, with error: Error?) -> Bool {
        guard let sleep = sleeps.withLock({ $0.pending.removeValue(forKey: number) }) else { return false }
        sleep.wakeUp.dispose()
        if let error { sleep.continuation.resume(throwing: error) } else { sleep.continuation.resume() }
        return true
    }
}
