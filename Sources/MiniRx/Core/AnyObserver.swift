/// A type-erased observer: forwards every event to a closure or to another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that handles events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that calls `eventHandler` with every event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Sends an event to the underlying handler.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
