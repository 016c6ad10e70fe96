/// Receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Notifies the observer of a sequence event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }

    /// Erases the observer's type.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms elements before sending them to this one.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
