/// The trait of a sequence that only completes or fails.
public enum CompletableTrait {}

/// A sequence with no elements, only completion or an error: RxSwift's `Completable`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` ends with. Sendable, as RxSwift's frozen enum of an error is.
@frozen public enum CompletableEvent: Sendable {
    /// An error.
    case error(Swift.Error)
    /// Completion.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// What a `Completable`'s subscribe closure is given.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a subscribe closure; only its first event counts.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        PrimitiveSequence(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes `observer` to the completable's one event.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.source.subscribe { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers to the completion or the error.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// A completable that completes at once.
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A completable that never ends.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// This completable, then `second` once it has completed.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.asObservable().ignoredThen(second.asObservable()))
    }

    /// This completable, then `second` once it has completed.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.asObservable().ignoredThen(second.asObservable()))
    }

    /// This completable, then `second` once it has completed.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.asObservable().ignoredThen(second.asObservable()))
    }

    /// This completable, then `second` once it has completed.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.asObservable().ignoredThen(second)
    }
}

extension ObservableType where Element == Swift.Never {
    /// The sequence as a `Completable`.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }

    /// Nothing of this sequence but its end, then `second`.
    fileprivate func ignoredThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        let first = asObservable()
        return Producer("andThen") { sink in
            // The first subscription is let go of as the second starts, so what it held
            // (a `do` closure's captures) is released at its completion, as in RxSwift.
            let current = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            current.disposable = firstSubscription
            firstSubscription.setDisposable(first.subscribe(eventHandler: { event in
                switch event {
                case .next: break
                case .error(let error): sink.on(.error(error))
                case .completed: current.disposable = second.subscribe(eventHandler: sink.on)
                }
            }))
            return current
        }
    }
}

extension ObservableType {
    /// Only the end of the sequence: completion or the error, as RxSwift 6's
    /// `ignoreElements()`, whose element type is `Never`.
    public func ignoreElements() -> Observable<Swift.Never> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe { event in
                switch event {
                case .next: break
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    /// The sequence's end as a `Completable`, its elements ignored.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: ignoreElements())
    }
}
