import Foundation
import Synchronization

/// A value that only the holder of its lock reads or changes: the standard library's
/// `Mutex`, for state that is not `Sendable` (observers, events, disposables), which MiniRx
/// shares between threads under the lock as RxSwift does.
@usableFromInline
struct Locked<Value>: ~Copyable, @unchecked Sendable {
    /// The value, sendable because only the lock's holder touches it.
    @usableFromInline
    struct Guarded: @unchecked Sendable {
        @usableFromInline var value: Value

        @inlinable
        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline
    let mutex: Mutex<Guarded>

    @inlinable
    init(_ value: Value) {
        mutex = Mutex(Guarded(value))
    }

    /// Runs `body` with the value, under the lock; `body` must not call out to code that
    /// may take the same lock.
    @inlinable
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { guarded in UnsafeTransfer(body(&guarded.value)) }.value
    }
}

/// A plain, non-re-entrant lock for state kept in its owner's stored properties: the
/// standard library's `Mutex`, stored inline.
@usableFromInline
struct Lock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    let mutex = Mutex<Void>(())

    @inlinable
    init() {}

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}

/// A re-entrant lock: the thread that holds it may take it again.
///
/// Multi-source operators guard their state with one, as RxSwift does (its
/// `RecursiveLock` is an `NSRecursiveLock`), so that an event that loops back into the
/// same operator on the same thread does not deadlock.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    @usableFromInline
    let lock = NSRecursiveLock()

    @usableFromInline
    init() {}

    @inlinable
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Carries a value across a `@Sendable` or `sending` boundary whose safety the caller
/// guarantees: work handed to a scheduler, a value taken out of a lock.
@usableFromInline
struct UnsafeTransfer<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
