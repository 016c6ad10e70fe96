extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single of `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Runs side effects around the events, as `Observable.do` does.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                                                           onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element `transform` makes, or nothing where it makes `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// `catchAndReturn(_:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Subscribes handlers, `onError` by its RxSwift 5 name.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void), onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// The elements of the singles in `collection`, combined by `resultSelector`; an empty
    /// collection gives `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result)
        -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { PrimitiveSequence(raw: .just(try resultSelector([]))) }
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of the singles in `collection`, as an array.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
        where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence(raw: .just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
