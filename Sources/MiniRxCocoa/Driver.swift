import MiniRx

/// The strategy of `Driver`: delivers on the main scheduler and replays the latest
/// element to each new subscriber while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or a test's (``SharingScheduler``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A sequence for UI state: never fails, delivers on the main scheduler, replays its
/// latest element to each new subscriber. RxCocoa's `Driver`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
    /// The sequence as a `Driver`, an error replaced by `element` and the end.
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(element))
    }

    /// The sequence as a `Driver`, an error replaced by `driver`'s events.
    public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in driver.asObservable() })
    }

    /// The sequence as a `Driver`, an error replaced by the driver `recover` gives.
    public func asDriver(onErrorRecover recover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { recover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns itself.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }

    /// Subscribes handlers to the elements and the end; the main-thread rule is RxCocoa's.
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every element to each observer.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element, as an optional, to each observer.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts every element into each relay.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Passes the sequence, as an `Observable`, to `transformation` (a binder).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Passes the sequence to a curried binder with its argument.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` while it is alive.
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                         onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes, ignoring the elements: for a sequence run for its side effects.
    public func drive() -> Disposable {
        asObservable().subscribe()
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every new one, on the main
    /// scheduler (RxCocoa's `BehaviorRelay+Driver`).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a `Driver`, on the main scheduler.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
