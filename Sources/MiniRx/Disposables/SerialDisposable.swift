/// Holds one replaceable disposable: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// Creates an empty serial disposable.
    public init() {
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// The disposable it holds, for a subscription graph.
    var heldDisposables: [Disposable] {
        lock.performLocked { current.map { [$0] } ?? [] }
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// The current disposable. Setting disposes the previous one; once this is disposed, a
    /// new value is disposed at once.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let toDispose = lock.performLocked { () -> Disposable? in
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            return current.take()
        }
        toDispose?.dispose()
    }
}
