import Synchronization

/// The subscriber's end of a subscription made by `subscribe(onNext:…)`, `subscribe(_:)`,
/// `subscribe(observer)` or a binding: what they return.
///
/// It lets through nothing after the first terminal event, as RxSwift's
/// `AnonymousObserver` does, and after that event disposes the subscription and lets go of
/// it, as RxSwift's `SinkDisposer` does: a finished subscription kept in a `DisposeBag`
/// then holds none of its chain or closures, and a one-shot subscription that captures
/// its owner strongly is no cycle once it ends. Holding and disposing the subscription is
/// what every sink does (``SinkBase``); this adds the stopped flag.
@usableFromInline
final class SubscriberEnd: SinkBase, @unchecked Sendable {
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    @usableFromInline
    override init() {
        super.init()
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
}
