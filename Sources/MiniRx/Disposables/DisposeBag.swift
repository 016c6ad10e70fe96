/// Collects disposables and disposes them, in insertion order, when it is deallocated.
///
/// Replace a bag with a new one to dispose everything in it early.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public init() {
        Resources.increment()
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Adds a disposable; it is disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        let disposeNow = lock.performLocked { () -> Bool in
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        let all = lock.performLocked { () -> [Disposable] in
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        for disposable in all { disposable.dispose() }
        Resources.decrement()
    }
}
