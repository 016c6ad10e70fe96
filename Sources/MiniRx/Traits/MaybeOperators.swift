extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe of `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Runs side effects around the events, as `Observable.do` does.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                                                           onCompleted: onCompleted, afterCompleted: afterCompleted,
                                                           onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Subscribes handlers that are given `object`, held weakly: none runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// The element `transform` makes, or nothing where it makes `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The maybe, or `other` if it completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// The maybe's element, or `other`'s if it completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// On an error, `element` and the end.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// `catchAndReturn(_:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
