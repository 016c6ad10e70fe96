import MiniFluxer
import MiniRx

extension CatalogEntry {
    /// The matching-app talk's Flux: `(obj, key)` actions, several stores per action.
    static let fluxKeyed = CatalogEntry(Style(
        name: "flux-keyed",
        summary: "keyed Flux: (obj, key) actions; stores register per key; a session store shared by both screens",
        keyIdea: "one action updates several stores: a successful login sets the session and starts the counter over"
    )) { screen, environment in
        let dispatcher = environment.shared.object("flux-keyed.dispatcher") { KeyedDispatcher() }
        let session = environment.shared.object("flux-keyed.session") { SessionStore(dispatcher: dispatcher) }
        switch screen {
        case .counter:
            let store = KeyedCounterStore(dispatcher: dispatcher, session: session)
            return PortAdapter(screen: screen, viewModel: FluxScreen(store, session), inputs: [
                .values("countUp", .method, .tap) { _ in dispatcher.dispatch(obj: (), key: FluxKey.countUp) },
            ], outputs: [
                .text("count", rxObservable(store.count.map(String.init))) { .value(.text(String(store.count.value))) },
            ])
        case .login:
            let store = KeyedLoginStore(dispatcher: dispatcher)
            let actions = KeyedLoginActions(dispatcher: dispatcher, store: store, api: environment.api)
            return PortAdapter(screen: screen, viewModel: FluxScreen(store, actions), inputs: [
                .values("email", .method, .text) { value in
                    if case .text(let text) = value { actions.email(text) }
                },
                .values("password", .method, .text) { value in
                    if case .text(let text) = value { actions.password(text) }
                },
                .values("loginTap", .method, .tap) { _ in actions.loginTap() },
            ], outputs: [
                .flag("validEmail", rxObservable(store.validEmail)) { .value(.flag(store.validEmail.value)) },
                .flag("validPassword", rxObservable(store.validPassword)) { .value(.flag(store.validPassword.value)) },
                .flag("loginButtonEnabled", rxObservable(store.loginButtonEnabled)) { .value(.flag(store.loginButtonEnabled.value)) },
                .flag("isLoggingIn", rxObservable(store.isLoggingIn)) { .value(.flag(store.isLoggingIn.value)) },
                .result("loginResult", rxObservable(store.loginResult).compactMap { $0 }) {
                    store.loginResult.value.map { .value(.result($0)) } ?? .unavailable("no login has finished yet")
                },
            ])
        }
    }
}
