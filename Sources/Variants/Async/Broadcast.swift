import StyleKit

/// Hands each listener an `AsyncStream` of its own, of the values sent
/// after it started listening: how an actor gives several views the same
/// output. A listener whose stream has ended (its task was cancelled) is
/// dropped at the next `send`.
public struct Broadcast<Element: Sendable>: Sendable {
    private var listeners: [AsyncStream<Element>.Continuation] = []

    /// A broadcast with no listeners.
    public init() {}

    /// A new listener's stream: the values sent from now on, nothing
    /// before.
    public mutating func stream() -> AsyncStream<Element> {
        let (stream, continuation) =
            AsyncStream.makeStream(of: Element.self)
        listeners.append(continuation)
        return stream
    }

    /// Sends `element` to every listener.
    public mutating func send(_ element: Element) {
        listeners.removeAll { listener in
            if case .terminated = listener.yield(element) { return true }
            return false
        }
    }

    /// Ends every listener's stream.
    public mutating func finish() {
        for listener in listeners { listener.finish() }
        listeners = []
    }
}
