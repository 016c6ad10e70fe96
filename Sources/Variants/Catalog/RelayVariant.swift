extension CatalogEntry {
    /// `PublishRelay`s stand in for method calls; state is local to `init`.
    static let relay = CatalogEntry(Style(
        name: "relay",
        summary: "PublishRelay inputs behind methods, state local to init",
        keyIdea: "inputs become streams at once; relays cannot carry errors; a second tap restarts the login (flatMapLatest)"
    ), sources: [.counter: ["Counter/RelayCountViewModel.swift"], .login: ["Login/RelayLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let viewModel = RelayCountViewModel()
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .values("countUp", .relay, .tap) { _ in viewModel.countUp() },
            ], outputs: [
                .text("count", viewModel.count) { Unreadable.localState },
            ])
        case .login:
            let viewModel = RelayLoginViewModel(api: environment.api)
            let inputs = methodLoginInputs(.relay, email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap)
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: loginOutputs(
                validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                loginResult: viewModel.loginResult, current: Unreadable.localState
            ))
        }
    }
}
