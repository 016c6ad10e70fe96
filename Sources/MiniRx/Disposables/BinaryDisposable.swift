/// Two disposables disposed together, first then second: what `Disposables.create(_:_:)`
/// returns, as in RxSwift. One object where a `CompositeDisposable` would also allocate
/// its list; every `subscribe(onNext:…)` makes one.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    /// Both disposables, until they are disposed.
    private let pair: Locked<(first: Disposable, second: Disposable)?>

    init(_ first: Disposable, _ second: Disposable) {
        pair = Locked((first, second))
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// The disposables it holds, for a subscription graph.
    var heldDisposables: [Disposable] {
        pair.withLock { $0.map { [$0.first, $0.second] } ?? [] }
    }

    var isDisposed: Bool {
        pair.withLock { $0 == nil }
    }

    func dispose() {
        guard let (first, second) = pair.withLock({ $0.take() }) else { return }
        first.dispose()
        second.dispose()
    }
}
