extension CatalogEntry {
    /// State in private `BehaviorRelay` properties; inputs are methods.
    static let property = CatalogEntry(Style(
        name: "property",
        summary: "state in a private BehaviorRelay property, inputs are methods",
        keyIdea: "ordinary object code: current values are properties; methods carry no errors"
    ), sources: [.counter: ["Counter/PropertyCountViewModel.swift"], .login: ["Login/PropertyLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let viewModel = PropertyCountViewModel()
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .values("countUp", .method, .tap) { _ in viewModel.countUp() },
            ], outputs: [
                .text("count", viewModel.count) { .value(.text(viewModel.currentCount)) },
            ])
        case .login:
            let viewModel = PropertyLoginViewModel(api: environment.api)
            let inputs = methodLoginInputs(.method, email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap)
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: [
                .flag("validEmail", viewModel.validEmail) { .value(.flag(LoginRules.isValidEmail(viewModel.email))) },
                .flag("validPassword", viewModel.validPassword) { .value(.flag(LoginRules.isValidPassword(viewModel.password))) },
                .flag("loginButtonEnabled", viewModel.loginButtonEnabled) {
                    .value(.flag(LoginRules.isValidEmail(viewModel.email) && LoginRules.isValidPassword(viewModel.password)))
                },
                .flag("isLoggingIn", viewModel.isLoggingIn) { .value(.flag(viewModel.isLoggingInNow)) },
                .result("loginResult", viewModel.loginResult) { Unreadable.event },
            ])
        }
    }
}
