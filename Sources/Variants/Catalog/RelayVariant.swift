extension CatalogEntry {
    /// `PublishRelay`s stand in for method calls; state is local to `init`.
    static let relay = CatalogEntry(Style(
        name: "relay",
        summary: "PublishRelay inputs behind methods, state local to init",
        keyIdea: "inputs become streams at once; relays cannot carry errors; a second tap restarts the login (flatMapLatest)"
    )) { screen, environment in
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
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .values("email", .relay, .text) { value in
                    if case .text(let text) = value { viewModel.email(text) }
                },
                .values("password", .relay, .text) { value in
                    if case .text(let text) = value { viewModel.password(text) }
                },
                .values("loginTap", .relay, .tap) { _ in viewModel.loginTap() },
            ], outputs: loginOutputs(
                validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                loginResult: viewModel.loginResult, current: Unreadable.localState
            ))
        }
    }
}
