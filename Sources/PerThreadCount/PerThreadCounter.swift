#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A count of live objects that each thread keeps in a counter of its own, added up only
/// when someone asks for the total. Unchecked `Sendable`: its shared state is guarded by
/// its mutex, and each thread's count is changed by that thread only.
///
/// MiniRx counts its resources with one, MiniFluxer its subscriptions with another. One
/// shared counter, changed with every object made or released, had threads that build
/// and tear down subscriptions at the same time wait on each other for it; and a count
/// per thread lets work on one thread be measured while other threads work too.
package final class PerThreadCounter: @unchecked Sendable {
    /// Every live thread's counter, and what the threads that have ended left counted.
    private struct Counters {
        var live: [ThreadCount] = []
        var retired = 0
    }

    /// Guarded by `lock`: a pthread mutex, which thread sanitizers see, where the standard
    /// library's `Mutex` left the state it guards looking unguarded.
    private var counters = Counters()
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// The key of each thread's ``ThreadCount``. When a thread ends, its count moves into
    /// `retired` (objects it made may still be alive) and its counter goes.
    private let key: pthread_key_t

    /// A counter at zero on every thread. Made once per kind of count, for the process's
    /// lifetime: its key is never deleted, and the threads' counts keep it alive.
    package init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        var key = pthread_key_t()
        // The destructor cannot capture this counter, so each thread's count knows it.
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            let count = Unmanaged<ThreadCount>.fromOpaque(pointer).takeRetainedValue()
            count.owner.retire(count)
        }
        self.key = key
    }

    /// Adds `delta` to the calling thread's count.
    package func add(_ delta: Int) {
        withThreadCount { $0.add(delta) }
    }

    /// What the calling thread has added and taken away so far: unlike ``total``, not
    /// disturbed by work on other threads.
    package var onCurrentThread: Int {
        withThreadCount { $0.value.load(ordering: .relaxed) }
    }

    /// The sum over every thread, the ended ones included.
    package var total: Int {
        locked { counters.live.reduce(counters.retired) { $0 &+ $1.value.load(ordering: .relaxed) } }
    }

    /// Calls `body` with the calling thread's counter, which the thread's key keeps
    /// alive: no reference is counted for the call.
    private func withThreadCount<Result>(_ body: (ThreadCount) -> Result) -> Result {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<ThreadCount>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
        }
        let count = ThreadCount(owner: self)
        locked { counters.live.append(count) }
        // The key holds a reference until the thread ends.
        pthread_setspecific(key, Unmanaged.passRetained(count).toOpaque())
        return body(count)
    }

    /// Keeps what an ended thread counted and lets its counter go.
    fileprivate func retire(_ count: ThreadCount) {
        locked {
            counters.retired &+= count.value.load(ordering: .relaxed)
            counters.live.removeAll { $0 === count }
        }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}

/// One thread's count. Only that thread changes it, so a change is a plain load and
/// store; ``PerThreadCounter/total`` reads it from any thread.
private final class ThreadCount: Sendable {
    /// Room before and after the count, so that two threads' counts never share a cache
    /// line and one thread's stores do not slow the other's.
    private let before: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    let value = Atomic<Int>(0)
    private let after: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The counter it belongs to, kept alive by every thread's count of it: a counter,
    /// made once per kind of count, lives as long as the process.
    let owner: PerThreadCounter

    init(owner: PerThreadCounter) {
        self.owner = owner
    }

    func add(_ delta: Int) {
        value.store(value.load(ordering: .relaxed) &+ delta, ordering: .relaxed)
    }
}
