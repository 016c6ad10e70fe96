extension CatalogEntry {
    /// Inputs are `AnyObserver`s made from `PublishSubject`s.
    static let anyObserver = CatalogEntry(Style(
        name: "anyobserver",
        summary: "inputs are AnyObservers made from PublishSubjects",
        keyIdea: "a view binds controls straight to the inputs; an error sent in reaches bind(to:) a relay; every tap logs in (flatMap)"
    ), sources: [.counter: ["Counter/AnyObserverCountViewModel.swift"], .login: ["Login/AnyObserverLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let viewModel = AnyObserverCountViewModel()
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .observer("countUp", .subject, viewModel.countUp),
            ], outputs: [
                .text("count", viewModel.count) { Unreadable.localState },
            ])
        case .login:
            let viewModel = AnyObserverLoginViewModel(api: environment.api)
            let inputs = loginInputs(email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap, kind: .subject)
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: loginOutputs(
                validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                loginResult: viewModel.loginResult, current: Unreadable.localState
            ))
        }
    }
}
