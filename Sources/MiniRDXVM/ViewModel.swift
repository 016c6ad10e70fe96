import MiniRx

/// A Redux-style view model, as RDXVM shapes it: actions come in, `react(action:state:)`
/// turns each into reactions (mutations, events, errors or further actions), and
/// `reduce(mutation:state:)` applies mutations to the one state.
///
/// Outputs: `state` replays the current state to each subscriber and then every change;
/// `event` and `error` are signals, delivered only to those subscribed when they happen.
/// Read the current state with `$state`, or a property of it with `state.property`.
open class ViewModel<Action, Mutation, Event, State> {
    /// What `react(action:state:)` returns.
    public enum Reaction {
        /// Change the state.
        case mutation(Mutation)
        /// Tell the view something happened.
        case event(Event)
        /// Report an error.
        case error(Swift.Error)
        /// React to another action.
        case action(Action)
    }

    /// Sees actions before `react` and mutations before `reduce`; can change or drop them.
    public struct Middleware {
        @usableFromInline let action: ((Action, State) -> Action?)?
        @usableFromInline let mutation: ((Mutation, State) -> Mutation?)?

        /// A middleware from closures; return `nil` to drop.
        public init(action: ((Action, State) -> Action?)? = nil, mutation: ((Mutation, State) -> Mutation?)? = nil) {
            self.action = action
            self.mutation = mutation
        }

        /// A middleware that records every action and mutation, changing nothing.
        ///
        /// It hands over the values, not text, so that recording costs nothing until
        /// someone reads the log.
        @inlinable
        public static func log(_ record: @escaping (LogEntry) -> Void) -> Middleware {
            Middleware(
                action: { action, _ in
                    record(.action(action))
                    return action
                },
                mutation: { mutation, _ in
                    record(.mutation(mutation))
                    return mutation
                }
            )
        }
    }

    /// An action or a mutation, as the logging middleware records it.
    public enum LogEntry: CustomStringConvertible {
        /// An action about to be reacted to.
        case action(Action)
        /// A mutation about to be reduced.
        case mutation(Mutation)

        /// `action add(3)` or `mutation calculating(true)`.
        public var description: String {
            switch self {
            case .action(let action): return "action \(action)"
            case .mutation(let mutation): return "mutation \(mutation)"
            }
        }
    }

    /// Send actions in: `button.rx.tap.map { .add(3) }.bind(to: vm.action)`.
    public let action: AnyObserver<Action>
    /// Events for the view; not replayed.
    public let event: Observable<Event>
    /// Errors reactions reported; not replayed.
    public let error: Observable<Swift.Error>

    /// The state: replays the current state, then every change; `state.member` reads a
    /// property now, and `$state` is the current state.
    @StateValue public var state: StateDriver<State>

    @usableFromInline let stateRelay: BehaviorRelay<State>
    @usableFromInline let eventRelay = PublishRelay<Event>()
    @usableFromInline let errorRelay = PublishRelay<Swift.Error>()
    @usableFromInline let middlewares: [Middleware]
    @usableFromInline let disposeBag = DisposeBag()
    /// The reactions still running; each leaves when it ends, so a long session does not
    /// accumulate finished subscriptions.
    @usableFromInline let reactions = CompositeDisposable()

    /// Creates the view model at `state`.
    @inlinable
    public init(state: State, middlewares: [Middleware] = []) {
        let stateRelay = BehaviorRelay(value: state)
        let actions = PublishRelay<Action>()
        self.stateRelay = stateRelay
        self.middlewares = middlewares
        action = AnyObserver { event in
            if case .next(let action) = event { actions.accept(action) }
        }
        event = eventRelay.asObservable()
        error = errorRelay.asObservable()
        self.state.box.relay = stateRelay
        actions
            .subscribe(onNext: { [unowned self] action in self.handle(action) })
            .disposed(by: disposeBag)
    }

    deinit {
        reactions.dispose()
    }

    /// Sends one action.
    public func send(action: Action) {
        self.action.onNext(action)
    }

    /// Turns an action into reactions. Override it.
    open func react(action: Action, state: State) -> Observable<Reaction> {
        .empty()
    }

    /// Applies a mutation to the state. Override it.
    open func reduce(mutation: Mutation, state: inout State) {}

    @inlinable
    final func handle(_ action: Action) {
        var current: Action? = action
        for middleware in middlewares {
            guard let value = current else { return }
            if let transform = middleware.action { current = transform(value, stateRelay.value) }
        }
        guard let action = current else { return }
        let subscription = SingleAssignmentDisposable()
        guard let key = reactions.insert(subscription) else { return }
        // One event closure rather than `subscribe(onNext:onError:onDisposed:)`: most
        // reactions end before `subscribe` returns, and the composite disposable and
        // observer that overload builds were most of an action's cost.
        subscription.setDisposable(react(action: action, state: stateRelay.value)
            .subscribe { [unowned self, reactions] event in
                switch event {
                case .next(let reaction):
                    self.apply(reaction)
                case .error(let error):
                    self.errorRelay.accept(error)
                    reactions.remove(for: key)
                case .completed:
                    reactions.remove(for: key)
                }
            })
    }

    @inlinable
    final func apply(_ reaction: Reaction) {
        switch reaction {
        case .mutation(let mutation):
            var current: Mutation? = mutation
            for middleware in middlewares {
                guard let value = current else { return }
                if let transform = middleware.mutation { current = transform(value, stateRelay.value) }
            }
            guard let mutation = current else { return }
            var state = stateRelay.value
            reduce(mutation: mutation, state: &state)
            stateRelay.accept(state)
        case .event(let event):
            eventRelay.accept(event)
        case .error(let error):
            errorRelay.accept(error)
        case .action(let action):
            handle(action)
        }
    }
}
