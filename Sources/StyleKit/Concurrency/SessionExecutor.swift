import Synchronization

/// Runs the Swift-concurrency styles' jobs on the session's own thread, one at a time, in
/// the order they were enqueued: a task started with `Task(executorPreference:)` on it,
/// and everything that task awaits that is not isolated elsewhere (a default actor's
/// methods, nonisolated async functions, the ``VirtualClock``'s wake-ups), runs only when
/// the session drains it, after each command and each step of virtual time. Nothing runs
/// on the global concurrent executor, so every run prints the same.
public final class SessionExecutor: TaskExecutor, Sendable {
    /// The jobs waiting, oldest first from `head`; enqueued from any thread, run on the
    /// session's.
    private let queue = Mutex<(jobs: [UnownedJob], head: Int)>(([], 0))
    /// How many jobs wait: read without the lock, so that draining an idle executor —
    /// what the session does for every style after every input — costs one load.
    private let waiting = Atomic<Int>(0)

    /// An executor with nothing queued.
    public init() {}

    /// Queues `job` to run when the session next drains the executor.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        waiting.add(1, ordering: .releasing)
    }

    /// Whether no job is waiting: a style written without Swift concurrency never has one.
    package var isIdle: Bool { waiting.load(ordering: .acquiring) == 0 }

    /// Runs jobs until none is waiting, those they enqueue included.
    package func runToIdle() {
        guard !isIdle else { return }
        while let job = next() {
            waiting.subtract(1, ordering: .relaxed)
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        queue.withLock { queue in
            guard queue.head < queue.jobs.count else {
                // Drained: keep the storage for the next command's jobs.
                queue.jobs.removeAll(keepingCapacity: true)
                queue.head = 0
                return nil
            }
            defer { queue.head += 1 }
            return queue.jobs[queue.head]
        }
    }

    /// Runs `operation` on this executor and drains it, then gives its result: how the
    /// session reads a value that takes an `await` (an actor's state) between commands.
    /// `nil` if the operation is still waiting when nothing is left to run.
    package func result<Value: Sendable>(of operation: sending @escaping () async -> Value) -> Value? {
        let box = Mutex<Value?>(nil)
        Task(executorPreference: self) {
            let value = await operation()
            box.withLock { $0 = value }
        }
        runToIdle()
        return box.withLock { $0 }
    }
}
