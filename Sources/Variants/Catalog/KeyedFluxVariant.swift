import MiniFluxer
import MiniRx
import StyleKit

extension Style {
    /// The matching-app talk's Flux: `(obj, key)` actions, several stores per action.
    static let fluxKeyed = Style(
        name: "flux-keyed",
        summary: "keyed Flux: (obj, key) actions; stores register per key; a session store shared by every screen",
        keyIdea: "one action updates several stores: a successful login sets the session and starts the counter over",
        variants: [
            Variant(of: .counter, sources: ["Counter/KeyedFluxCounter.swift", "Flux/KeyedDispatcher.swift", "Flux/SessionStore.swift"]) { environment in
                let (dispatcher, session) = keyedFluxApp(environment)
                let store = KeyedCounterStore(dispatcher: dispatcher, session: session)
                return ViewModelPorts(FluxScreen(store, session), inputs: [
                    .tap(Screen.Counter.countUp) { dispatcher.dispatch(obj: (), key: FluxKey.countUp) },
                ], outputs: [
                    fluxCountOutput(store.count),
                ])
            },
            Variant(of: .login, sources: ["Login/KeyedFluxLogin.swift", "Flux/KeyedDispatcher.swift", "Flux/SessionStore.swift"]) { environment in
                let (dispatcher, _) = keyedFluxApp(environment)
                let store = KeyedLoginStore(dispatcher: dispatcher)
                let actions = KeyedLoginActions(dispatcher: dispatcher, store: store, api: environment.service(LoginAPI.self))
                let inputs = methodLoginInputs(.method, email: actions.email, password: actions.password, loginTap: actions.loginTap)
                let outputs = fluxLoginOutputs(
                    validEmail: store.validEmail, validPassword: store.validPassword, loginButtonEnabled: store.loginButtonEnabled,
                    isLoggingIn: store.isLoggingIn, loginResult: store.loginResult
                )
                var ports = ViewModelPorts(FluxScreen(store, actions), inputs: inputs, outputs: outputs)
                ports.partOnRxSwift = loginRequestOnRxSwift
                return ports
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/KeyedFluxSearch.swift", "Flux/KeyedDispatcher.swift", "Flux/SessionStore.swift"]) { environment in
                let (dispatcher, session) = keyedFluxApp(environment)
                let store = KeyedSearchStore(dispatcher: dispatcher, session: session)
                let actions = KeyedSearchActions(dispatcher: dispatcher, store: store, session: session,
                                                 api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler)
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

/// The keyed-Flux app's dispatcher and session store, shared by both its screens.
private func keyedFluxApp(_ environment: VariantEnvironment) -> (KeyedDispatcher, SessionStore) {
    let dispatcher = environment.shared.object(KeyedDispatcher.self) {
        let dispatcher = KeyedDispatcher()
        dispatcher.dispatching = { key, handle in SubscriptionRecorder.step(named: "dispatch \(key)", handle) }
        return dispatcher
    }
    let session = environment.shared.object(SessionStore.self) {
        let session = SessionStore(dispatcher: dispatcher)
        // What the search store's guard reads before it drops a page of another query.
        session.searchQuery.reading = { SubscriptionRecorder.read(named: "searchQuery", value: $0) }
        return session
    }
    return (dispatcher, session)
}
