/// Sends every action to every registered handler, one action at a time.
///
/// As in Fluxer, `waitFor` lets a handler make others run first. Unlike Fluxer, which
/// holds a lock while dispatching, an action dispatched from inside a handler is queued
/// and dispatched after the current one, instead of deadlocking; and misuse of `waitFor`
/// is reported to ``onError`` instead of stopping the program.
public final class Dispatcher {
    /// Called with an action by an asynchronous action creator when it is ready.
    public typealias AsyncActionCallback = (Action) -> Void
    /// Does asynchronous work, then calls back with the action to dispatch.
    public typealias AsyncActionCreator = (@escaping AsyncActionCallback) -> Void

    private enum Status {
        case waiting
        case pending
        case handled
    }

    private final class Handler {
        let token: String
        let handle: (Action) -> Void
        var status = Status.waiting

        init(token: String, handle: @escaping (Action) -> Void) {
            self.token = token
            self.handle = handle
            LiveSubscriptions.increment()
        }

        deinit {
            LiveSubscriptions.decrement()
        }
    }

    // The dispatcher is used from one thread at a time, and no access to its state
    // overlaps another (handlers run outside any).
    private var handlers: [Handler] = []
    private var nextToken = 1
    private var current: Action?
    private var queued: [Action] = []

    /// Receives misuse of `waitFor`; by default it prints the error.
    public var onError: (DispatcherError) -> Void = { print("Fluxer: \($0)") }

    /// Runs the handlers of one action: a tool that follows dispatches (vmrepl's `trace`)
    /// wraps them.
    package var dispatching: (Action, () -> Void) -> Void = { $1() }

    /// Creates a dispatcher with no handlers.
    public init() {}

    /// Registers a handler for every action; returns its token.
    public func register(_ handler: @escaping (Action) -> Void) -> String {
        let token = "token-\(nextToken)"
        nextToken += 1
        handlers.append(Handler(token: token, handle: handler))
        return token
    }

    /// Removes the handler with `registrationToken`.
    public func unregister(registrationToken: String) {
        handlers.removeAll { $0.token == registrationToken }
    }

    /// Sends `action` to every handler, in registration order; an action dispatched while
    /// one is being dispatched waits for it to finish.
    public func dispatch(_ action: Action) {
        if current != nil {
            queued.append(action)
            return
        }
        var next: Action? = action
        while let action = next {
            current = action
            for handler in handlers { handler.status = .waiting }
            dispatching(action) {
                for handler in handlers { invoke(handler, with: action) }
            }
            current = nil
            next = queued.isEmpty ? nil : queued.removeFirst()
        }
    }

    /// Lets `asyncActionCreator` work, and dispatches the action it calls back with.
    public func dispatch(_ asyncActionCreator: AsyncActionCreator) {
        asyncActionCreator { [weak self] action in
            self?.dispatch(action)
        }
    }

    /// From a handler: runs the handlers with these tokens for `action` first.
    public func waitFor(_ registrationTokens: [String], action: Action) {
        guard current != nil else {
            onError(.waitForOutsideDispatch)
            return
        }
        for token in registrationTokens {
            guard let handler = handlers.first(where: { $0.token == token }) else { continue }
            switch handler.status {
            case .pending:
                onError(.circularWait(token: token))
            case .waiting:
                invoke(handler, with: action)
            case .handled:
                break
            }
        }
    }

    private func invoke(_ handler: Handler, with action: Action) {
        guard handler.status == .waiting else { return }
        handler.status = .pending
        handler.handle(action)
        handler.status = .handled
    }
}
