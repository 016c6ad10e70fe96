/// What `subscribe(onNext:…)` and `subscribe(_:)` hand back: disposes the subscription
/// when asked, and lets go of it once the sequence has ended.
///
/// As RxSwift's `SinkDisposer`, which drops its sink on a terminal event: a finished
/// subscription kept in a `DisposeBag` holds nothing of its chain, so the closures at its
/// end (and whatever they capture, perhaps their owner) are freed when it finishes, not
/// when the bag is. The events themselves never touch it, only the terminal one.
@usableFromInline
final class SubscriberDisposable: Disposable, @unchecked Sendable {
    private let lock = InlineLock()
    @exclusivity(unchecked) private var subscription: Disposable?
    /// Ended or disposed: a subscription set now is not kept.
    @exclusivity(unchecked) private var isOver = false
    @exclusivity(unchecked) private var isDisposed = false

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Keeps `subscription`, unless the sequence has already ended during subscribing (it
    /// disposed itself then) or this was disposed meanwhile (it is disposed now).
    @usableFromInline
    func keep(_ subscription: Disposable) {
        let disposeNow = lock.performLocked { () -> Bool in
            if isOver { return isDisposed }
            self.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    /// The sequence ended, and its chain disposes itself: lets go of it.
    @usableFromInline
    func ended() {
        let released = lock.performLocked { () -> Disposable? in
            isOver = true
            defer { subscription = nil }
            return subscription
        }
        // Released here, outside the lock, as its deinit may run code.
        withExtendedLifetime(released) {}
    }

    @usableFromInline
    func dispose() {
        let current = lock.performLocked { () -> Disposable? in
            if isDisposed { return nil }
            isDisposed = true
            isOver = true
            defer { subscription = nil }
            return subscription
        }
        current?.dispose()
    }
}
