import Synchronization

/// A disposable that only records that it was disposed, as RxSwift's.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// A disposable not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// A disposable that is disposed already when `isDisposed` is true.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether it was disposed.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Records the disposal.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
