import Dispatch
import Synchronization

/// `transform` applied to every index below `count`, on every processor at once; the
/// results in index order.
func concurrentMap<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    let results = Mutex<[T?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = transform(index)
        results.withLock { $0[index] = result }
    }
    // `concurrentPerform` returns once every index has run, so every slot is filled.
    return results.withLock { $0.compactMap { $0 } }
}
