/// The trait of a sequence that emits one element or an error.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error: RxSwift's `Single`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` ends with.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// What a `Single`'s subscribe closure is given.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe closure; only its first event counts.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        PrimitiveSequence(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// Subscribes `observer` to the single's one event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var ended = false
        return primitiveSequence.source.subscribe { event in
            guard !ended else { return }
            switch event {
            case .next(let element):
                ended = true
                observer(.success(element))
            case .error(let error):
                ended = true
                observer(.failure(error))
            case .completed:
                // A single always has its element first (asSingle makes sure of it).
                break
            }
        }
    }

    /// Subscribes handlers to the element or the error.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // `onDisposed` runs when the subscription ends, by its event or by disposal.
        primitiveSequence.source.take(1).subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes handlers that are given `object`, held weakly, as RxSwift's
    /// `subscribe(with:onSuccess:onFailure:onDisposed:)`.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A single that never emits.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// The element transformed.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// The single `selector` makes of the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The maybe `selector` makes of the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The completable `selector` makes of the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The element if it passes `predicate`, else nothing: a `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// On an error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The single as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source)
    }

    /// The single as a `Completable`, its element ignored.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// The sequence as a `Single`: its one element, `RxError.noElements` if it completes
    /// empty, `RxError.moreThanOneElement` on a second element.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: atMostOneElement(orOnEmpty: RxError.noElements))
    }

    /// The first element, or `nil` if the sequence completes empty, as a `Single`.
    public func first() -> Single<Element?> {
        let source = asObservable()
        return PrimitiveSequence(raw: Observable.create { observer in
            source.subscribe { event in
                switch event {
                case .next(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onNext(nil)
                    observer.onCompleted()
                }
            }
        })
    }

    /// Every element, as one array, once the sequence completes: a `Single`.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: reduce([Element]()) { $0 + [$1] })
    }
}
