import MiniRx

/// An observer that records every event it receives with the scheduler's virtual time.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received so far, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the current virtual time.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
