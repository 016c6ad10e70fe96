extension ObservableType {
    /// Sends every event to each observer, as RxCocoa's `bind(to:)`.
    ///
    /// RxCocoa's, not RxSwift's: kept here because every view model binds with it, and
    /// the variants import no RxCocoa (`docs/ARCHITECTURE.md` lists this departure).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(as: "bind(to:)", feeding: observers.compactMap { ($0 as? any SubjectCoreHolding)?.graphCore }) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, as an optional element, to each observer (RxCocoa's).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe(as: "bind(to:)", feeding: observers.compactMap { ($0 as? any SubjectCoreHolding)?.graphCore }) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Passes the sequence to `binder` and returns its result (curried binding; RxCocoa's).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext` to the elements; an error is a debug-fatal programmer error.
    ///
    /// RxCocoa's, not RxSwift's, as ``bind(to:)`` an observer is.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            rxFatalErrorInDebug("Binding error: \(error)")
        })
    }

    /// Subscribes `onNext`, given `object` while it is alive, to the elements; an error
    /// is a debug-fatal programmer error (RxCocoa's `bind(with:onNext:)`).
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        }, onError: { error in
            rxFatalErrorInDebug("Binding error: \(error)")
        })
    }

    /// Accepts every element into each relay; completion is ignored and an error is a
    /// debug-fatal programmer error, as RxRelay does.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "publish", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "publish", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "publish", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "publish", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay; completion is ignored and an error is a
    /// debug-fatal programmer error, as RxRelay does.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "behavior", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "behavior", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "behavior", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "behavior", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each relay; completion is ignored and an error is a
    /// debug-fatal programmer error, as RxRelay does.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "replay", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "replay", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        if relays.count == 1 {
            let relay = relays[0]
            return bindElements(relayKind: "replay", into: relays.map { $0.subject.core }) { relay.accept($0) }
        }
        return bindElements(relayKind: "replay", into: relays.map { $0.subject.core }) { element in relays.forEach { $0.accept(element) } }
    }

    @inlinable
    func bindElements(relayKind: String, into relays: [AnyObject], accept: @escaping (Element) -> Void) -> Disposable {
        // Every MiniRx sequence already keeps the grammar (nothing after a terminal
        // event), so the binding needs no guard of its own.
        // Disposed after a terminal event, as `subscribe(onNext:)` is: see `SubscriberEnd`.
        let end = SubscriberEnd(name: "bind(to:)", feeds: relays)
        end.setUpstream(asObservable().subscribe(eventHandler: { event in
            end.receive(event) {
                switch event {
                case .next(let element): accept(element)
                case .error(let error): rxFatalErrorInDebug("Binding error to \(relayKind) relay: \(error)")
                case .completed: break
                }
            }
            if event.isStopEvent { end.dispose() }
        }))
        return end
    }
}

/// A subject, which a binding's end in a subscription graph sends into.
protocol SubjectCoreHolding {
    /// The core every subscription to the subject reaches.
    var graphCore: AnyObject { get }
}

extension PublishSubject: SubjectCoreHolding {
    var graphCore: AnyObject { core }
}

extension BehaviorSubject: SubjectCoreHolding {
    var graphCore: AnyObject { core }
}

extension ReplaySubject: SubjectCoreHolding {
    var graphCore: AnyObject { core }
}
