import MiniFluxer
import MiniRx

extension CatalogEntry {
    /// The matching-app talk's Flux: `(obj, key)` actions, several stores per action.
    static let fluxKeyed = CatalogEntry(Style(
        name: "flux-keyed",
        summary: "keyed Flux: (obj, key) actions; stores register per key; a session store shared by both screens",
        keyIdea: "one action updates several stores: a successful login sets the session and starts the counter over"
    ), sources: [
        .counter: ["Counter/KeyedFluxCounter.swift", "Flux/KeyedDispatcher.swift", "Flux/SessionStore.swift"],
        .login: ["Login/KeyedFluxLogin.swift", "Flux/KeyedDispatcher.swift", "Flux/SessionStore.swift"],
    ]) { screen, environment in
        let dispatcher = environment.shared.object("flux-keyed.dispatcher") { KeyedDispatcher() }
        let session = environment.shared.object("flux-keyed.session") { SessionStore(dispatcher: dispatcher) }
        switch screen {
        case .counter:
            let store = KeyedCounterStore(dispatcher: dispatcher, session: session)
            return PortAdapter(screen: screen, viewModel: FluxScreen(store, session), inputs: [
                .values("countUp", .method, .tap) { _ in dispatcher.dispatch(obj: (), key: FluxKey.countUp) },
            ], outputs: [
                fluxCountOutput(store.count),
            ])
        case .login:
            let store = KeyedLoginStore(dispatcher: dispatcher)
            let actions = KeyedLoginActions(dispatcher: dispatcher, store: store, api: environment.api)
            let inputs = methodLoginInputs(.method, email: actions.email, password: actions.password, loginTap: actions.loginTap)
            let outputs = fluxLoginOutputs(
                validEmail: store.validEmail, validPassword: store.validPassword, loginButtonEnabled: store.loginButtonEnabled,
                isLoggingIn: store.isLoggingIn, loginResult: store.loginResult
            )
            return PortAdapter(screen: screen, viewModel: FluxScreen(store, actions), inputs: inputs, outputs: outputs)
        }
    }
}
