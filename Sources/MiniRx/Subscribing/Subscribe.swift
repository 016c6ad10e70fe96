import Synchronization

extension ObservableType {
    /// Subscribes a closure to every event.
    ///
    /// Events after a terminal event are ignored; after one, the subscription is disposed,
    /// and so lets go of the closure.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let observer = StoppableObserver(ending: subscription, on)
        subscription.setDisposable(asObservable().subscribe(eventHandler: observer.on))
        return subscription
    }

    /// Subscribes closures to elements, the error, completion and disposal.
    ///
    /// An error with no `onError` is reported through ``Hooks/defaultErrorHandler``
    /// ("Unhandled error happened"). `onDisposed` runs once, after a terminal event or
    /// when the subscription is disposed. After a terminal event the subscription is
    /// disposed, and so lets go of the closures.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = SingleAssignmentDisposable()
        let observer = StoppableObserver<Element>(ending: subscription) { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        subscription.setDisposable(asObservable().subscribe(eventHandler: observer.on))
        // With no `onDisposed` there is nothing to pair the subscription with.
        return onDisposed == nil ? subscription : Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` while it is alive; events that arrive
    /// after it was deallocated are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

/// Forwards events to a closure and ignores everything after the first terminal event,
/// like RxSwift's `AnonymousObserver`; after it, disposes the subscriber's subscription,
/// if it has one.
///
/// That is what RxSwift's `SinkDisposer` does when a sink ends: the chain is disposed and
/// let go at once, so a finished subscription kept in a `DisposeBag` holds nothing, and
/// a one-shot subscription that captures its owner strongly is no cycle once it ends.
/// Events never touch the subscription, only the terminal one.
@usableFromInline
final class StoppableObserver<Element> {
    @usableFromInline
    let handler: (Event<Element>) -> Void
    @usableFromInline
    let stopped = Atomic<Bool>(false)
    @usableFromInline
    let ending: SingleAssignmentDisposable?

    @usableFromInline
    init(ending: SingleAssignmentDisposable? = nil, _ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        self.ending = ending
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            handler(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            handler(event)
            ending?.dispose()
        }
    }
}
