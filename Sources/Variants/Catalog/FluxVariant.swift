import MiniFluxer
import MiniRx
import StyleKit

extension Style {
    /// Fluxer: actions, a dispatcher, stores of `ObservableValue`s.
    ///
    /// The REPL subscribes to the stores' values directly, not through `asRender()`: it is
    /// the view here, and it runs every variant on one thread, so delivery stays
    /// synchronous and deterministic wherever the engine runs.
    static let flux = Style(
        name: "flux",
        summary: "Fluxer: actions through a dispatcher into stores of ObservableValues",
        keyIdea: "one-way flow, state only in stores; ObservableValue does not replay, so a late subscriber sees only changes",
        variants: [
            Variant(of: .counter, sources: ["Counter/FluxCounter.swift"]) { environment in
                let dispatcher = environment.shared.object(Dispatcher.self) { tracedDispatcher() }
                let store = CounterStore(with: dispatcher)
                let actions = CounterActionCreator(dispatcher: dispatcher)
                return ViewModelPorts(FluxScreen(store, actions), inputs: [
                    .tap(Screen.Counter.countUp) { actions.countUp() },
                ], outputs: [
                    fluxCountOutput(store.count),
                ])
            },
            Variant(of: .login, sources: ["Login/FluxLogin.swift"]) { environment in
                let dispatcher = environment.shared.object(Dispatcher.self) { tracedDispatcher() }
                let store = LoginStore(with: dispatcher)
                let actions = LoginActionCreator(dispatcher: dispatcher, store: store, api: environment.service(LoginAPI.self))
                let inputs = methodLoginInputs(.method, email: actions.email, password: actions.password, loginTap: actions.loginTap)
                let outputs = fluxLoginOutputs(
                    validEmail: store.validEmail, validPassword: store.validPassword, loginButtonEnabled: store.loginButtonEnabled,
                    isLoggingIn: store.isLoggingIn, loginResult: store.loginResult
                )
                var ports = ViewModelPorts(FluxScreen(store, actions), inputs: inputs, outputs: outputs)
                ports.partOnRxSwift = loginRequestOnRxSwift
                return ports
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/FluxSearch.swift"]) { environment in
                let dispatcher = environment.shared.object(Dispatcher.self) { tracedDispatcher() }
                let store = SearchStore(with: dispatcher)
                let actions = SearchActionCreator(dispatcher: dispatcher, store: store, api: environment.service(RepoSearchAPI.self),
                                                  scheduler: environment.rxLibrariesScheduler)
                var ports = ViewModelPorts(FluxScreen(store, actions), inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .method, actions.query),
                    .tap(Screen.TypeAhead.nextPage, kind: .method, actions.nextPage),
                ], outputs: fluxSearchOutputs(repos: store.repos, isLoading: store.isLoading, message: store.message))
                ports.partOnRxSwift = searchRequestOnRxSwift
                return ports
            },
        ]
    )
}

/// Keeps a Flux screen's store and action creator alive together.
final class FluxScreen {
    let store: AnyObject
    let actions: AnyObject

    init(_ store: AnyObject, _ actions: AnyObject) {
        self.store = store
        self.actions = actions
    }
}
