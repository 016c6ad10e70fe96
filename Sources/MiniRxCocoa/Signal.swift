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

    /// Accepts every element into each relay.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
