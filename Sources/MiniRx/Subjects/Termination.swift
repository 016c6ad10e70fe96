/// How a subject's sequence ended: the terminal `Event`s, which never carry an element.
///
/// A subject keeps this rather than an `Event<Element>?`, which would have to be
/// destroyed through generic metadata looked up when the subject is deallocated.
@usableFromInline
enum Termination {
    case error(Swift.Error)
    case completed

    /// The termination `event` is, or nil for a `next`.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    /// The error it ended with, if it ended with one.
    @inlinable
    var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// The terminal event for an observer of `Element`s.
    @inlinable
    func event<Element>(of _: Element.Type = Element.self) -> Event<Element> {
        switch self {
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}
