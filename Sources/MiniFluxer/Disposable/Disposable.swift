/// A subscription that can be ended.
public protocol Disposable {
    /// Ends the subscription.
    func dispose()
}

extension Disposable {
    /// Adds the subscription to `bag`, which ends it when the bag goes away.
    public func addTo(_ bag: DisposeBag) {
        bag.add(self)
    }
}

/// A disposable that runs a block once.
public final class BlockDisposable: Disposable {
    private var block: (() -> Void)?

    /// Runs `block` on the first `dispose()`.
    public init(_ block: @escaping () -> Void) {
        self.block = block
    }

    /// Runs the block if it has not run.
    public func dispose() {
        let block = self.block
        self.block = nil
        block?()
    }
}

/// A disposable that ends several.
public final class CompositeDisposable: Disposable {
    private var disposables: [Disposable]

    /// Groups `disposables`.
    public init(_ disposables: [Disposable] = []) {
        self.disposables = disposables
    }

    /// Adds one more.
    public func add(_ disposable: Disposable) {
        disposables.append(disposable)
    }

    /// Ends them all, in order.
    public func dispose() {
        let all = disposables
        disposables = []
        all.forEach { $0.dispose() }
    }
}

/// Ends its subscriptions when it is deallocated.
public final class DisposeBag {
    private let composite = CompositeDisposable()

    /// Creates an empty bag.
    public init() {}

    /// Adds a subscription.
    public func add(_ disposable: Disposable) {
        composite.add(disposable)
    }

    deinit {
        composite.dispose()
    }
}
