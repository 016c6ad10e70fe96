import Dispatch

/// `transform` applied to every index below `count`, on every processor at once; the
/// results in index order.
func concurrentMap<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
        let slots = Slots(buffer: buffer)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer.initializeElement(at: index, to: transform(index))
        }
        // `concurrentPerform` returns once every index has run.
        initializedCount = count
    }
}

/// The result array's storage, shared by the threads of one `concurrentMap`.
///
/// Unchecked: each thread initializes only the element of its own index, and the array
/// is read only after all of them have finished.
private struct Slots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
}
