/// A sequence that cannot fail: elements and completion only (RxSwift's `Infallible`).
/// Made with ``create(subscribe:)``, ``just(_:)`` and the rest, or from any sequence with
/// `asInfallible(onErrorJustReturn:)` and its kin; relays give one with `asInfallible()`.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// A sequence that cannot fail (RxSwift's `InfallibleType`).
public protocol InfallibleType: ObservableConvertibleType {}

/// What an infallible sequence can send: an element, or its end.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The end.
    case completed
}

extension Infallible {
    /// What ``create(subscribe:)`` hands its closure to send with.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence that runs `subscribe` for each subscriber, which sends elements and
    /// completion through the observer it is given.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// A sequence of `element`, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }
    /// A sequence of `element` sent on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }
    /// A sequence that only completes.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }
    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> { Infallible(.never()) }
    /// A sequence made by `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { factory().asObservable() })
    }
    /// The elements given, then completion.
    public static func of(_ elements: Element...) -> Infallible<Element> { Infallible(.from(elements)) }
    /// The elements of `sequence`, then completion.
    public static func from<S: Sequence>(_ sequence: S) -> Infallible<Element> where S.Element == Element {
        Infallible(.from(Array(sequence)))
    }
}

extension ObservableConvertibleType {
    /// The sequence as an `Infallible`: an error becomes `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an `Infallible`: an error continues with `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an `Infallible`: an error continues with what `recover` gives.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { recover($0).asObservable() })
    }
}

extension InfallibleType {
    /// Subscribes closures to the elements, the completion and the disposal.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` while it is alive.
    public func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                             onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes `on` to every event.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error: break
            }
        }
    }

    private func infallible<Result>(_ make: (Observable<Element>) -> Observable<Result>) -> Infallible<Result> {
        Infallible<Result>(make(asObservable()))
    }

    /// The elements transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> { infallible { $0.map(transform) } }
    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> { infallible { $0.compactMap(transform) } }
    /// The elements that pass `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> { infallible { $0.filter(predicate) } }
    /// The first `count` elements.
    public func take(_ count: Int) -> Infallible<Element> { infallible { $0.take(count) } }
    /// `elements` first.
    public func startWith(_ elements: Element...) -> Infallible<Element> { infallible { Observable.concat([.from(elements), $0]) } }
    /// Each accumulated value.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        infallible { $0.scan(seed, accumulator: accumulator) }
    }
    /// The events of every inner sequence.
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        infallible { $0.flatMap(selector) }
    }
    /// The events of the newest inner sequence.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        infallible { $0.flatMapLatest(selector) }
    }
    /// The events of an inner sequence, elements ignored while one is active.
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        infallible { $0.flatMapFirst(selector) }
    }
    /// The inner sequences one after another.
    public func concatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        infallible { $0.concatMap(selector) }
    }
    /// The latest of `second` combined with each element.
    public func withLatestFrom<Source: InfallibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) -> Result) -> Infallible<Result> {
        infallible { $0.withLatestFrom(second, resultSelector: resultSelector) }
    }
    /// The latest of `second` at each element.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        infallible { $0.withLatestFrom(second) }
    }
    /// Each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        infallible { $0.withUnretained(object) }
    }
    /// One subscription shared by every subscriber, replaying the last `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        infallible { $0.share(replay: replay, scope: scope) }
    }
    /// Side effects on the elements, the completion, subscription and disposal.
    public func `do`(onNext: ((Element) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Infallible<Element> {
        infallible { $0.do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose) }
    }
}

extension InfallibleType where Element: Equatable {
    /// The elements without consecutive duplicates.
    public func distinctUntilChanged() -> Infallible<Element> { Infallible(asObservable().distinctUntilChanged()) }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension PublishRelay {
    /// The relay as an `Infallible`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an `Infallible`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
