/// A disposable whose resource is disposed once it has been disposed itself and every
/// disposable ``retain()`` gave out has been too, as RxSwift's.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = SpinLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Guards `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Whether the resource has been disposed.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposable == nil
    }

    /// A disposable that holds the resource until it is disposed; after the resource is
    /// gone, one that does nothing.
    public func retain() -> Disposable {
        lock.lock()
        guard disposable != nil else {
            lock.unlock()
            return Disposables.create()
        }
        count += 1
        lock.unlock()
        return Disposables.create { [self] in release() }
    }

    /// Disposes the resource now if nothing retains it, else when the last does.
    public func dispose() {
        lock.lock()
        guard !primaryDisposed, disposable != nil else {
            lock.unlock()
            return
        }
        primaryDisposed = true
        let toDispose = count == 0 ? takeDisposable() : nil
        lock.unlock()
        toDispose?.dispose()
    }

    private func release() {
        lock.lock()
        guard disposable != nil else {
            lock.unlock()
            return
        }
        count -= 1
        let toDispose = primaryDisposed && count == 0 ? takeDisposable() : nil
        lock.unlock()
        toDispose?.dispose()
    }

    /// Takes the resource out; call under the lock.
    private func takeDisposable() -> Disposable? {
        defer { disposable = nil }
        return disposable
    }
}
