import MiniRx

/// The strategy of `Signal`: delivers on the main scheduler and replays nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or a test's (``SharingScheduler``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence for UI events: never fails, delivers on the main scheduler, replays
/// nothing to a new subscriber. RxCocoa's `Signal`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
    /// The sequence as a `Signal`, an error replaced by `element` and the end.
    public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(element))
    }

    /// The sequence as a `Signal`, an error replaced by `signal`'s events.
    public func asSignal(onErrorSignalWith signal: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in signal.asObservable() })
    }

    /// The sequence as a `Signal`, an error replaced by the signal `recover` gives.
    public func asSignal(onErrorRecover recover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { recover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }

    /// Subscribes handlers to the elements and the end.
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every element to each observer.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element, as an optional, to each observer.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts every element into each relay.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures that receive `object` while it is alive.
    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes, ignoring the elements.
    public func emit() -> Disposable {
        asObservable().subscribe()
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every new element, on the main scheduler (RxCocoa's
    /// `PublishRelay+Signal`).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
