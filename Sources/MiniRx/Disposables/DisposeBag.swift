/// Collects disposables and disposes them, in insertion order, when it is deallocated.
///
/// Replace a bag with a new one to dispose everything in it early.
public final class DisposeBag: DisposeBase {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public override init() {
        Resources.increment()
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding the disposables `builder` lists, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables `builder` lists, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Lists disposables one per line, for ``init(builder:)`` and ``insert(builder:)``.
    @resultBuilder
    public struct DisposableBuilder {
        /// The disposables of the block, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
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
