/// Holds one disposable, set once; disposing before it is set disposes it when it comes.
public final class SingleAssignmentDisposable: Cancelable {
    private let lock = Lock()
    private var disposable: Disposable?
    private var wasSet = false
    private var disposed = false

    /// Creates an empty single-assignment disposable.
    public init() {
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// The disposable it holds, for a subscription graph.
    var heldDisposables: [Disposable] {
        lock.performLocked { disposable.map { [$0] } ?? [] }
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Sets the underlying disposable; it may be set only once.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = lock.performLocked { () -> Bool in
            precondition(!wasSet, "SingleAssignmentDisposable can be set only once")
            wasSet = true
            if disposed { return true }
            self.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the underlying disposable, now or as soon as it is set.
    public func dispose() {
        let current = lock.performLocked { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            return disposable.take()
        }
        current?.dispose()
    }
}
