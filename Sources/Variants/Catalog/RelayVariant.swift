import StyleKit

extension Style {
    /// `PublishRelay`s stand in for method calls; state is local to `init`.
    static let relay = Style(
        name: "relay",
        summary: "PublishRelay inputs behind methods, state local to init",
        keyIdea: "inputs become streams at once; relays cannot carry errors; a second tap restarts the login (flatMapLatest)",
        variants: [
            Variant(of: .counter, sources: ["Counter/RelayCountViewModel.swift"]) { _ in
                let viewModel = RelayCountViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .tap(Screen.Counter.countUp, kind: .relay) { viewModel.countUp() },
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, unreadable: Unreadable.localState),
                ])
            },
            Variant(of: .login, sources: ["Login/RelayLoginViewModel.swift"]) { environment in
                let viewModel = RelayLoginViewModel(api: environment.service(LoginAPI.self))
                let inputs = methodLoginInputs(.relay, email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap)
                return ViewModelPorts(viewModel, inputs: inputs, outputs: loginOutputs(
                    validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                    loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                    loginResult: viewModel.loginResult, unreadable: Unreadable.localState
                ))
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/RelaySearchViewModel.swift", "TypeAhead/SearchListRelays.swift", "TypeAhead/SearchList.swift"]) { environment in
                let viewModel = RelaySearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler)
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .relay, viewModel.query),
                    .tap(Screen.TypeAhead.nextPage, kind: .relay, viewModel.nextPage),
                ], outputs: searchOutputs(repos: viewModel.repos, isLoading: viewModel.isLoading, message: viewModel.message, unreadable: Unreadable.localState))
            },
        ]
    )
}
