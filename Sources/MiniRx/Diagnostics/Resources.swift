#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Counts the reactive resources alive right now, like RxSwift's debug `Resources`.
///
/// Every observable, subscription sink, subject, relay and disposable of MiniRx adds one
/// while it lives. A test that subscribes, disposes and finds `total` back where it
/// started has leaked nothing; a learner can watch the number grow when a subscription is
/// never disposed.
///
/// Each thread counts in a counter of its own, and ``total`` adds them up: one shared
/// counter, changed with every object made or released, had threads that build and tear
/// down subscriptions at the same time wait on each other for it.
public enum Resources {
    /// The number of MiniRx resources alive now, in the whole process.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: countersLock.performLocked {
            counters.live.reduce(counters.retired) { $0 &+ $1.value.load(ordering: .relaxed) }
        })
    }

    /// Counts one more live resource and returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        increment()
        return total
    }

    /// Counts one resource fewer and returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        decrement()
        return total
    }

    /// Counts one more live resource, without adding up the total.
    @usableFromInline
    static func increment() {
        withThreadCount { $0.add(1) }
    }

    /// Counts one resource fewer, without adding up the total.
    @usableFromInline
    static func decrement() {
        withThreadCount { $0.add(-1) }
    }

    /// Resources made minus resources released on the calling thread.
    ///
    /// Unlike ``total`` it is not disturbed by work on other threads, so a synchronous
    /// leak test can run beside others: what it creates and releases nets out here.
    package static var balanceOnCurrentThread: Int {
        withThreadCount { $0.value.load(ordering: .relaxed) }
    }

    /// Calls `body` with the calling thread's counter, which the thread's key keeps
    /// alive: no reference is counted for the call.
    private static func withThreadCount<Result>(_ body: (ThreadCount) -> Result) -> Result {
        if let existing = pthread_getspecific(threadCountKey) {
            return Unmanaged<ThreadCount>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
        }
        return body(registerThreadCount())
    }

    /// A counter for the calling thread, registered for ``total`` and kept by the key.
    private static func registerThreadCount() -> ThreadCount {
        let count = ThreadCount()
        countersLock.performLocked { counters.live.append(count) }
        // The key holds a reference until the thread ends (see `threadCountKey`).
        pthread_setspecific(threadCountKey, Unmanaged.passRetained(count).toOpaque())
        return count
    }
}

/// One thread's count of live resources. Only that thread changes it, so a change is a
/// plain load and store; ``Resources/total`` reads it from any thread.
private final class ThreadCount: Sendable {
    /// Room before and after the count, so that two threads' counts never share a cache
    /// line and one thread's stores do not slow the other's.
    private let before: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    let value = Atomic<Int>(0)
    private let after: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

    func add(_ delta: Int) {
        value.store(value.load(ordering: .relaxed) &+ delta, ordering: .relaxed)
    }
}

/// Every live thread's counter, and what the threads that have ended left counted.
private struct Counters {
    var live: [ThreadCount] = []
    var retired = 0
}

/// Guarded by `countersLock`: a pthread mutex, which thread sanitizers see, where the
/// standard library's `Mutex` left the state it guards looking unguarded.
nonisolated(unsafe) private var counters = Counters()
private let countersLock = PlainLock()

/// The key of each thread's ``ThreadCount``. When a thread ends, its count moves into
/// `retired` (objects it made may still be alive), and the counter goes.
private let threadCountKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        let count = Unmanaged<ThreadCount>.fromOpaque(pointer).takeRetainedValue()
        countersLock.performLocked {
            counters.retired &+= count.value.load(ordering: .relaxed)
            counters.live.removeAll { $0 === count }
        }
    }
    return key
}()
