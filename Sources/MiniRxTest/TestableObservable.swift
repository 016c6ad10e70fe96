import MiniRx

/// A scripted observable whose events happen at given virtual times, and which records
/// its subscriptions.
///
/// A hot one sends each event at its absolute time to whoever is subscribed then; a cold
/// one plays its events for each subscriber, at times relative to the subscription.
public final class TestableObservable<Element>: ObservableType {
    private enum Temperature {
        case hot
        case cold
    }

    private unowned let scheduler: TestScheduler
    private let temperature: Temperature
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    /// The events this observable was scripted with.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// Every subscription so far, with its disposal time once disposed.
    public private(set) var subscriptions: [Subscription] = []

    init(hotWith events: [Recorded<Event<Element>>], scheduler: TestScheduler) {
        self.recordedEvents = events
        self.scheduler = scheduler
        self.temperature = .hot
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { [unowned self] in
                for entry in self.observers { entry.observer.on(recorded.value) }
            }
        }
    }

    init(coldWith events: [Recorded<Event<Element>>], scheduler: TestScheduler) {
        self.recordedEvents = events
        self.scheduler = scheduler
        self.temperature = .cold
    }

    /// Subscribes `observer` and records the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clock))
        let pending = CompositeDisposable()
        switch temperature {
        case .hot:
            nextKey += 1
            let key = nextKey
            observers.append((key, observer.asObserver()))
            pending.insert(Disposables.create { [unowned self] in
                self.observers.removeAll { $0.key == key }
            })
        case .cold:
            for recorded in recordedEvents {
                pending.insert(scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
            }
        }
        return Disposables.create { [unowned self] in
            pending.dispose()
            let subscription = self.subscriptions[index]
            if subscription.unsubscribe == .max {
                self.subscriptions[index] = Subscription(subscription.subscribe, self.scheduler.clock)
            }
        }
    }
}
