extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects around the events, as `Observable.do` does.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.do(onError: onError, afterError: afterError, onCompleted: onCompleted,
                                                           afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                                           onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Subscribes handlers that are given `object`, held weakly: none runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// This completable, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables one after another.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable where Sources.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The completables one after another.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable where Sources.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The completables one after another.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Completes when every completable has; the first error ends it.
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable where Sources.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes when every completable has; the first error ends it.
    public static func zip(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes when every completable has; the first error ends it.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
