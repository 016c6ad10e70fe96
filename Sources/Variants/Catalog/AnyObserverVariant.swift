import StyleKit

extension Style {
    /// Inputs are `AnyObserver`s made from `PublishSubject`s.
    static let anyObserver = Style(
        name: "anyobserver",
        summary: "inputs are AnyObservers made from PublishSubjects",
        keyIdea: "a view binds controls straight to the inputs; an error sent in reaches bind(to:) a relay; every tap logs in (flatMap)",
        variants: [
            Variant(of: .counter, sources: ["Counter/AnyObserverCountViewModel.swift"]) { _ in
                let viewModel = AnyObserverCountViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Counter.countUp, viewModel.countUp),
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, unreadable: Unreadable.localState),
                ])
            },
            Variant(of: .login, sources: ["Login/AnyObserverLoginViewModel.swift"]) { environment in
                let viewModel = AnyObserverLoginViewModel(api: environment.service(LoginAPI.self))
                let inputs = loginInputs(email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap, kind: .subject)
                return ViewModelPorts(viewModel, inputs: inputs, outputs: loginOutputs(
                    validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                    loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                    loginResult: viewModel.loginResult, unreadable: Unreadable.localState
                ))
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/AnyObserverSearchViewModel.swift", "TypeAhead/SearchListRelays.swift", "TypeAhead/SearchList.swift"]) { environment in
                let viewModel = AnyObserverSearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler)
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, viewModel.query, kind: .subject),
                    .observer(Screen.TypeAhead.nextPage, viewModel.nextPage, kind: .subject),
                ], outputs: searchOutputs(repos: viewModel.repos, isLoading: viewModel.isLoading, message: viewModel.message, unreadable: Unreadable.localState))
            },
        ]
    )
}
