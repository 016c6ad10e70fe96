import Synchronization

/// The subscriber's end of a subscription made by `subscribe(onNext:…)`, `subscribe(_:)`,
/// `subscribe(observer)` or a binding: what they return.
///
/// It lets through nothing after the first terminal event, as RxSwift's
/// `AnonymousObserver` does, and after that event disposes the subscription and lets go of
/// it, as RxSwift's `SinkDisposer` does: a finished subscription kept in a `DisposeBag`
/// then holds none of its chain or closures, and a one-shot subscription that captures
/// its owner strongly is no cycle once it ends. One object does both, so a subscription
/// costs no more objects than before it did either.
@usableFromInline
final class SubscriberEnd: Disposable, @unchecked Sendable {
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    private let lock = SpinLock()
    @exclusivity(unchecked) private var subscription: Disposable?
    @exclusivity(unchecked) private var disposed = false

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `event` may reach the subscriber: every element until the first terminal
    /// event, that event, and nothing after it.
    @inlinable
    func admits<Element>(_ event: Event<Element>) -> Bool {
        switch event {
        case .next: !stopped.load(ordering: .acquiring)
        case .error, .completed: !stopped.exchange(true, ordering: .acquiringAndReleasing)
        }
    }

    /// Keeps the subscription, or disposes it at once if this was disposed meanwhile (the
    /// sequence may end while it is being subscribed to).
    @usableFromInline
    func keep(_ subscription: Disposable) {
        lock.lock()
        if disposed {
            lock.unlock()
            subscription.dispose()
            return
        }
        self.subscription = subscription
        lock.unlock()
    }

    /// Disposes the subscription, once, and lets go of it.
    @usableFromInline
    func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let current = subscription
        subscription = nil
        lock.unlock()
        current?.dispose()
    }
}
