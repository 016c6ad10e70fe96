import Synchronization

private let liveResourceCount = Atomic<Int32>(0)

/// Counts the reactive resources alive right now, like RxSwift's debug `Resources`.
///
/// Every observable, subscription sink, subject, relay and disposable of MiniRx adds one
/// while it lives. A test that subscribes, disposes and finds `total` back where it
/// started has leaked nothing; a learner can watch the number grow when a subscription is
/// never disposed.
public enum Resources {
    /// The number of MiniRx resources alive now.
    public static var total: Int32 {
        liveResourceCount.load(ordering: .relaxed)
    }

    /// Counts one more live resource and returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        liveResourceCount.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Counts one resource fewer and returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        liveResourceCount.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}
