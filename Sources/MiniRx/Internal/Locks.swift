import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A re-entrant mutex: the thread that holds it may take it again.
///
/// Multi-source operators guard their state with one, as RxSwift does, so that an event
/// that loops back into the same operator on the same thread does not deadlock.
///
/// The lock is one atomic word holding the holder's thread: taking it is one
/// compare-and-swap, re-entering it a plain load, releasing it a release store — about a
/// third of what a recursive `pthread_mutex_t` costs on the per-event path. A waiter spins
/// briefly, then yields the processor, then sleeps in short naps, since the holder may be
/// running observer code for a while.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    /// The thread holding the lock, or 0. Only the holder writes its own identity here,
    /// so a thread that reads its own identity holds the lock.
    @usableFromInline
    let holder = Atomic<UInt>(0)

    @usableFromInline
    init() {}

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        let thread = currentThreadID()
        if holder.load(ordering: .relaxed) == thread {
            return try body()
        }
        if !holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
            lockContended(thread)
        }
        defer { holder.store(0, ordering: .releasing) }
        return try body()
    }

    @usableFromInline
    func lockContended(_ thread: UInt) {
        var attempts = 0
        while true {
            if holder.load(ordering: .relaxed) == 0,
               holder.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
                return
            }
            attempts += 1
            if attempts > 1_000 {
                var nap = timespec(tv_sec: 0, tv_nsec: 20_000)
                nanosleep(&nap, nil)
            } else if attempts > 50 {
                sched_yield()
            }
        }
    }
}

/// A plain, non-re-entrant mutex for short critical sections that never call out.
@usableFromInline
final class PlainLock: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    func lock() { pthread_mutex_lock(mutex) }
    @inlinable
    func unlock() { pthread_mutex_unlock(mutex) }

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Carries a value across a `@Sendable` boundary whose safety the caller guarantees.
struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A lock stored inline in its owner, with no allocation of its own: for the small,
/// short-lived objects every subscription makes (disposables).
///
/// It wraps the standard library's `Mutex`; the guarded state lives in the owner's
/// stored properties, which are touched only inside `performLocked`.
struct InlineLock: ~Copyable, @unchecked Sendable {
    private let mutex = Mutex<Void>(())

    @inline(__always)
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}

/// A short-hold lock in one atomic flag: taking it is one compare-and-swap, releasing it a
/// plain release store. For critical sections that never call out (a subject's state);
/// a waiter spins briefly and then yields the processor.
@usableFromInline
struct SpinLock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    let locked = Atomic<Bool>(false)

    @usableFromInline
    init() {}

    @inlinable
    func lock() {
        if !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @usableFromInline
    func lockContended() {
        var spins = 0
        while true {
            if !locked.load(ordering: .relaxed),
               locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                return
            }
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }

    @inlinable
    func unlock() {
        locked.store(false, ordering: .releasing)
    }

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
