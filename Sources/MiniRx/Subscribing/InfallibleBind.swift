// `bind` for infallible sequences, RxCocoa's as the `Observable` ones are (see Bind.swift):
// an `Infallible` cannot fail, so each is a plain subscription.

extension InfallibleType {
    /// Sends every element, and the completion, to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Sends every element, as an optional, and the completion to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Passes the sequence to `binder` and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence to `binder`, then `curriedArgument` to what it returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Accepts every element into each relay.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension ObservableType {
    /// Passes the sequence to `binder`, then `curriedArgument` to what it returns
    /// (RxCocoa's, as the other `bind` forms here).
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}
