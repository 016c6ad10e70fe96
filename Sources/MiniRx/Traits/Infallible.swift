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

extension InfallibleEvent: EventConvertible {
    /// The event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
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
            case .error(let error): rxFatalErrorInDebug("Infallible must never emit a error event. error: \(error)")
            }
        }
    }
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
