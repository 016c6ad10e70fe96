/// The trait of a sequence that emits one element, nothing, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element: RxSwift's `Maybe`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` ends with.
@frozen public enum MaybeEvent<Element> {
    /// One element, and the end.
    case success(Element)
    /// An error.
    case error(Swift.Error)
    /// The end, with no element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// What a `Maybe`'s subscribe closure is given.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe closure; only its first event counts.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes `observer` to the maybe's one event.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var ended = false
        return primitiveSequence.source.subscribe { event in
            guard !ended else { return }
            ended = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers to the element, the error or the empty end.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // After the element, the maybe ends: its `completed` is not a second event.
        var succeeded = false
        return primitiveSequence.source.take(1).subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed
        )
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A maybe that ends with no element.
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }

    /// A maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A maybe that never emits.
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// The element transformed.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// The maybe `selector` makes of the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The element if it passes `predicate`, else nothing.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// With no element, succeeds with `element` instead: a `Single`.
    public func ifEmpty(default element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(default: element))
    }

    /// The maybe as a `Completable`, its element ignored.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// The sequence as a `Maybe`: its element if it has one, nothing if it completes
    /// empty, `RxError.moreThanOneElement` on a second element.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: atMostOneElement(orOnEmpty: nil))
    }

    /// The sequence's one element, then its completion; `RxError.moreThanOneElement` on a
    /// second element; `emptyError`, if given, when it completes empty.
    func atMostOneElement(orOnEmpty emptyError: Swift.Error?) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            var element: Element?
            return source.subscribe { event in
                switch event {
                case .next(let next):
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                        return
                    }
                    element = next
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    if let element {
                        observer.onNext(element)
                        observer.onCompleted()
                    } else if let emptyError {
                        observer.onError(emptyError)
                    } else {
                        observer.onCompleted()
                    }
                }
            }
        }
    }

    /// The elements, or `element` alone if the sequence completes empty.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            var empty = true
            return source.subscribe { event in
                switch event {
                case .next: empty = false
                case .completed where empty: observer.onNext(element)
                default: break
                }
                observer.on(event)
            }
        }
    }
}
