import MiniRx

/// A scripted observable whose events happen at given virtual times, and which records
/// its subscriptions.
///
/// A hot one sends each event at its absolute time to whoever is subscribed then; a cold
/// one plays its events for each subscriber, at times relative to the subscription (an
/// event at 0 arrives at the subscription's time). As in RxTest, the scheduler's queue
/// keeps a hot one until its last event, and a subscription keeps a cold one, so a fake
/// service made per call and given away as an `Observable` lives as long as it is used.
public final class TestableObservable<Element>: ObservableType {
    private enum Temperature {
        case hot
        case cold
    }

    private let scheduler: TestScheduler
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
            scheduler.scheduleAt(recorded.time) {
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
        let ending: () -> Void
        switch temperature {
        case .hot:
            nextKey += 1
            let key = nextKey
            observers.append((key, observer.asObserver()))
            ending = { self.observers.removeAll { $0.key == key } }
        case .cold:
            // A disposed subscription's events stay in the schedule and send nothing, as
            // RxTest's do: the clock still moves to their times.
            var disposed = false
            for recorded in recordedEvents {
                _ = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    if !disposed { observer.on(recorded.value) }
                    return Disposables.create()
                }
            }
            ending = { disposed = true }
        }
        return Disposables.create {
            ending()
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, self.scheduler.clock)
        }
    }
}
