import StyleKit

extension Style {
    /// No explicit state: `scan` and `startWith` accumulate it.
    static let scan = Style(
        name: "scan",
        summary: "no explicit state; scan and startWith accumulate it",
        keyIdea: "state lives in each subscription: late subscribers start over, and each runs its own login; taps in flight are ignored (flatMapFirst)",
        variants: [
            Variant(of: .counter, sources: ["Counter/ScanCountViewModel.swift"]) { _ in
                let viewModel = ScanCountViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Counter.countUp, viewModel.countUp),
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, unreadable: Unreadable.scan),
                ])
            },
            Variant(of: .login, sources: ["Login/ScanLoginViewModel.swift"]) { environment in
                let viewModel = ScanLoginViewModel(api: environment.service(LoginAPI.self))
                let inputs = loginInputs(email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap, kind: .subject)
                return ViewModelPorts(viewModel, inputs: inputs, outputs: loginOutputs(
                    validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                    loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                    loginResult: viewModel.loginResult, unreadable: Unreadable.scan, resultUnreadable: Unreadable.scan
                ))
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/ScanSearchViewModel.swift", "TypeAhead/SearchList.swift"]) { environment in
                let viewModel = ScanSearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler)
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, viewModel.query, kind: .subject),
                    .observer(Screen.TypeAhead.nextPage, viewModel.nextPage, kind: .subject),
                ], outputs: searchOutputs(repos: viewModel.repos, isLoading: viewModel.isLoading, message: viewModel.message, unreadable: Unreadable.scan))
            },
        ]
    )
}
