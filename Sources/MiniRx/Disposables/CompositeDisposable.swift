/// A group of disposables disposed together, in the order they were added.
public final class CompositeDisposable: Cancelable {
    /// Identifies a disposable inside the group, for removal.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    private var disposables: [(key: Int, disposable: Disposable)]? = []
    private var nextKey = 0

    /// The disposables it holds, for a subscription graph.
    var heldDisposables: [Disposable] {
        lock.performLocked { disposables?.map(\.disposable) ?? [] }
    }

    /// Creates an empty group.
    public init() {
        Resources.increment()
    }

    /// Creates a group of two.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group of three.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group of four or more.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of any number.
    public convenience init(disposables: [Disposable]) {
        self.init()
        for disposable in disposables { _ = insert(disposable) }
    }

    deinit {
        Resources.decrement()
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposables == nil }
    }

    /// The number of disposables in the group.
    public var count: Int {
        lock.performLocked { disposables?.count ?? 0 }
    }

    /// Adds a disposable; if the group is already disposed, disposes it and returns `nil`.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.performLocked { () -> DisposeKey? in
            guard disposables != nil else { return nil }
            nextKey += 1
            disposables?.append((nextKey, disposable))
            return DisposeKey(value: nextKey)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the disposable with `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.performLocked { () -> Disposable? in
            guard let index = disposables?.firstIndex(where: { $0.key == disposeKey.value }) else { return nil }
            return disposables?.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order.
    public func dispose() {
        let all = lock.performLocked { () -> [(key: Int, disposable: Disposable)]? in
            defer { disposables = nil }
            return disposables
        }
        for entry in all ?? [] { entry.disposable.dispose() }
    }
}
