extension CatalogEntry {
    /// No explicit state: `scan` and `startWith` accumulate it.
    static let scan = CatalogEntry(Style(
        name: "scan",
        summary: "no explicit state; scan and startWith accumulate it",
        keyIdea: "state lives in each subscription: late subscribers start over, and each runs its own login; taps in flight are ignored (flatMapFirst)"
    ), sources: [.counter: ["Counter/ScanCountViewModel.swift"], .login: ["Login/ScanLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let viewModel = ScanCountViewModel()
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .observer("countUp", .subject, viewModel.countUp),
            ], outputs: [
                .text("count", viewModel.count) { Unreadable.scan },
            ])
        case .login:
            let viewModel = ScanLoginViewModel(api: environment.api)
            let inputs = loginInputs(email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap, kind: .subject)
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: loginOutputs(
                validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                loginResult: viewModel.loginResult, current: Unreadable.scan
            ))
        }
    }
}
