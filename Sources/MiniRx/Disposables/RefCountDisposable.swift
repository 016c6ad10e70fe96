/// A disposable whose resource is disposed once it has been disposed itself and every
/// disposable ``retain()`` gave out has been too, as RxSwift's.
public final class RefCountDisposable: Cancelable {
    private let lock = Lock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Guards `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// The disposable it holds, for a subscription graph.
    var heldDisposables: [Disposable] {
        lock.performLocked { disposable.map { [$0] } ?? [] }
    }

    /// Whether the resource has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposable == nil }
    }

    /// A disposable that holds the resource until it is disposed; after the resource is
    /// gone, one that does nothing.
    public func retain() -> Disposable {
        let retained = lock.performLocked {
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        return retained ? Disposables.create { [self] in release() } : Disposables.create()
    }

    /// Disposes the resource now if nothing retains it, else when the last does.
    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard !primaryDisposed, disposable != nil else { return nil }
            primaryDisposed = true
            return count == 0 ? disposable.take() : nil
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard disposable != nil else { return nil }
            count -= 1
            return primaryDisposed && count == 0 ? disposable.take() : nil
        }
        toDispose?.dispose()
    }
}
