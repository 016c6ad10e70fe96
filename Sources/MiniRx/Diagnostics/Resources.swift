import PerThreadCount

/// Counts the reactive resources alive right now, like RxSwift's debug `Resources`.
///
/// Every observable, subscription sink, subject, relay and disposable of MiniRx adds one
/// while it lives. A test that subscribes, disposes and finds `total` back where it
/// started has leaked nothing; a learner can watch the number grow when a subscription is
/// never disposed.
///
/// Each thread counts in a counter of its own (``PerThreadCounter``), and ``total`` adds
/// them up.
public enum Resources {
    /// The live resources, counted per thread.
    private static let counter = PerThreadCounter()

    /// The number of MiniRx resources alive now, in the whole process.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: counter.total)
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
        counter.add(1)
    }

    /// Counts one resource fewer, without adding up the total.
    @usableFromInline
    static func decrement() {
        counter.add(-1)
    }

    /// Resources made minus resources released on the calling thread.
    ///
    /// Unlike ``total`` it is not disturbed by work on other threads, so a synchronous
    /// leak test can run beside others: what it creates and releases nets out here.
    package static var balanceOnCurrentThread: Int {
        counter.onCurrentThread
    }
}

#if DEBUG || TRACE_RESOURCES
/// The most sequences of sources a `concat`, `catch(sequence:)` or `retry` held at once,
/// having reached another of its kind and taken in its sources (``InTurnSubscription``);
/// for tests of their memory. As in RxSwift, only in a debug build.
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0
#endif
