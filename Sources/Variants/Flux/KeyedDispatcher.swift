import StyleKit

/// The dispatcher of the "matching app" talk: actions travel as
/// `(obj, key)` pairs and stores register for the keys they care about, so
/// one action can update several stores at once — the talk's point about
/// state shared across screens.
public final class KeyedDispatcher {
    // Used from one thread at a time, and no access to its state overlaps
    // another (handlers run outside any).
    private var handlers: [(key: String, handle: (Any) -> Void)] = []
    private var isDispatching = false
    private var queued: [(obj: Any, key: String)] = []

    /// Runs the handlers of one action, by its key: a tool that follows
    /// dispatches (vmrepl's `trace`) wraps them.
    package var dispatching: (String, () -> Void) -> Void = { $1() }

    /// Creates a dispatcher with no handlers.
    public init() {}

    /// Calls `handler` with the object of every action dispatched with
    /// `key`.
    public func register(key: String, handler: @escaping (Any) -> Void) {
        handlers.append((key, handler))
    }

    /// Sends `obj` to every handler registered for `key`, in registration
    /// order; a dispatch from a handler waits for the current one.
    public func dispatch(obj: Any, key: String) {
        if isDispatching {
            queued.append((obj, key))
            return
        }
        isDispatching = true
        var next: (obj: Any, key: String)? = (obj, key)
        while let action = next {
            dispatching(action.key) {
                for handler in handlers where handler.key == action.key {
                    handler.handle(action.obj)
                }
            }
            next = queued.isEmpty ? nil : queued.removeFirst()
        }
        isDispatching = false
    }
}

/// The keys the keyed-Flux screens dispatch with.
public enum FluxKey {
    /// A tap on count-up.
    public static let countUp = "countUp"
    /// The email field's text.
    public static let email = "email"
    /// The password field's text.
    public static let password = "password"
    /// A login request started.
    public static let loginStarted = "loginStarted"
    /// A login request ended, with its `LoginResult`.
    public static let loginFinished = "loginFinished"
    /// A search started, with its query.
    public static let searchStarted = "searchStarted"
    /// A later page started loading.
    public static let pageStarted = "pageStarted"
    /// A page arrived, with its `SearchPage`.
    public static let pageLoaded = "pageLoaded"
    /// A search failed, with its query.
    public static let searchFailed = "searchFailed"
}
