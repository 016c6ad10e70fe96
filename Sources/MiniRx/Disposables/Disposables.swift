import Synchronization

/// Factory of the basic disposables.
public struct Disposables {
    private init() {}

    /// A disposable that does nothing.
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` once, on the first `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them, in order: any number, as RxSwift's.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}

/// Runs a closure on the first `dispose()` and then forgets it.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    /// The action, until it runs; never held while it runs.
    private let action: Locked<(() -> Void)?>

    init(_ action: @escaping () -> Void) {
        self.action = Locked(action)
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    var isDisposed: Bool {
        action.withLock { $0 == nil }
    }

    func dispose() {
        action.withLock { $0.take() }?()
    }
}
