#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

private let liveResourceCount = Atomic<Int32>(0)

/// Counts the reactive resources alive right now, like RxSwift's debug `Resources`.
///
/// Every observable, subscription sink, subject, relay and disposable of MiniRx adds one
/// while it lives. A test that subscribes, disposes and finds `total` back where it
/// started has leaked nothing; a learner can watch the number grow when a subscription is
/// never disposed.
public enum Resources {
    /// The number of MiniRx resources alive now, in the whole process.
    public static var total: Int32 {
        liveResourceCount.load(ordering: .relaxed)
    }

    /// Counts one more live resource and returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        threadCounter().pointee += 1
        return liveResourceCount.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one resource fewer and returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        threadCounter().pointee -= 1
        return liveResourceCount.wrappingSubtract(1, ordering: .relaxed).newValue
    }

    /// Resources made minus resources released on the calling thread.
    ///
    /// Unlike ``total`` it is not disturbed by work on other threads, so a synchronous
    /// leak test can run beside others: what it creates and releases nets out here.
    static var balanceOnCurrentThread: Int {
        threadCounter().pointee
    }

    private static func threadCounter() -> UnsafeMutablePointer<Int> {
        if let existing = pthread_getspecific(threadCounterKey) {
            return existing.assumingMemoryBound(to: Int.self)
        }
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        pthread_setspecific(threadCounterKey, counter)
        return counter
    }
}

private let threadCounterKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { counter in
        counter?.assumingMemoryBound(to: Int.self).deallocate()
    }
    return key
}()
