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
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
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
