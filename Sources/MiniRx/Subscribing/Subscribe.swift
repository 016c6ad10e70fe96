import Synchronization

extension ObservableType {
    /// Subscribes a closure to every event.
    ///
    /// Events after a terminal event are ignored; after one, the subscription is disposed,
    /// and so lets go of the closure.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(as: "subscribe", feeding: [], on)
    }

    /// Subscribes a closure to every event, as `subscribe(_:)`, with the end named
    /// `name` in a subscription graph and sending into the subjects `feeds`.
    @inlinable
    func subscribe(as name: StaticString, feeding feeds: [AnyObject], _ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let end = SubscriberEnd(name: name, feeds: feeds)
        end.setUpstream(asObservable().subscribe(eventHandler: { event in
            guard end.admits(event) else { return }
            end.receive(event) { on(event) }
            if event.isStopEvent { end.dispose() }
        }))
        return end
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
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let end = SubscriberEnd()
        end.setUpstream(asObservable().subscribe(eventHandler: { event in
            guard end.admits(event) else { return }
            end.receive(event) {
                switch event {
                case .next(let value):
                    onNext?(value)
                case .error(let error):
                    if let onError {
                        onError(error)
                    } else {
                        Hooks.defaultErrorHandler(callStack, error)
                    }
                case .completed:
                    onCompleted?()
                }
            }
            if event.isStopEvent {
                disposable.dispose()
                end.dispose()
            }
        }))
        // With no `onDisposed` there is nothing to pair the subscription with.
        return onDisposed == nil ? end : Disposables.create(end, disposable)
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
/// like RxSwift's `AnonymousObserver`.
@usableFromInline
final class StoppableObserver<Element> {
    @usableFromInline
    let handler: (Event<Element>) -> Void
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    @usableFromInline
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
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
        }
    }
}
