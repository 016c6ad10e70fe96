/// Two disposables disposed together, first then second: what `Disposables.create(_:_:)`
/// returns, as in RxSwift. One object where a `CompositeDisposable` would also allocate
/// its list; every `subscribe(onNext:…)` makes one.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    private let lock = SpinLock()
    private var first = DisposableSlot()
    private var second = DisposableSlot()
    private var disposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first.store(first)
        self.second.store(second)
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let (first, second) = (self.first.take(), self.second.take())
        lock.unlock()
        first.dispose()
        second.dispose()
    }
}
