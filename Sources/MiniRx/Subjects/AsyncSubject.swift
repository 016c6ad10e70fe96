/// A subject that sends only its last element, and only when it completes: then every
/// observer, and everyone who subscribes later, gets that element and the completion.
/// An error is sent alone; completion without an element, alone too.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The observer side of the subject.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private struct State {
        var last: Element?
        var termination: Termination?
        var observers: [(key: Int, handler: (Event<Element>) -> Void)] = []
        var nextKey = 0
    }

    private let state = Locked(State())

    /// Creates a subject.
    public override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// Keeps an element; on a terminal event sends the last one kept (after completion)
    /// and the event to every observer, who are then let go. Ignored once it has ended.
    public func on(_ event: Event<Element>) {
        let delivery = state.withLock { state -> (events: [Event<Element>], observers: [(Event<Element>) -> Void])? in
            guard state.termination == nil else { return nil }
            switch event {
            case .next(let element):
                state.last = element
                return nil
            case .error, .completed:
                state.termination = Termination(event)
                let observers = state.observers.map(\.handler)
                state.observers = []
                return (Self.ending(last: state.last, event), observers)
            }
        }
        guard let delivery else { return }
        for observer in delivery.observers {
            for event in delivery.events { observer(event) }
        }
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        let (ended, key) = state.withLock { state -> ([Event<Element>]?, Int) in
            if let termination = state.termination {
                return (Self.ending(last: state.last, termination.event(of: Element.self)), 0)
            }
            state.nextKey += 1
            state.observers.append((state.nextKey, eventHandler))
            return (nil, state.nextKey)
        }
        if let ended {
            for event in ended { eventHandler(event) }
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            let removed = self?.state.withLock { state in
                state.observers.firstIndex { $0.key == key }.map { state.observers.remove(at: $0) }
            }
            withExtendedLifetime(removed) {}
        }
    }

    /// Returns the observer side of the subject: the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// What an ending sends: the last element before a completion, if there is one.
    private static func ending(last: Element?, _ event: Event<Element>) -> [Event<Element>] {
        if case .completed = event, let last { return [.next(last), .completed] }
        return [event]
    }
}
