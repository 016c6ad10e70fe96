/// A disposable that only records that it was disposed, as RxSwift's.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let lock = SpinLock()
    private var disposed: Bool

    /// A disposable not yet disposed.
    public init() {
        disposed = false
    }

    /// A disposable that is disposed already when `isDisposed` is true.
    public init(isDisposed: Bool) {
        disposed = isDisposed
    }

    /// Whether it was disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// Records the disposal.
    public func dispose() {
        lock.lock()
        disposed = true
        lock.unlock()
    }
}
