import MiniRx

import MiniUnio

extension CatalogEntry {
    /// A `UnioStream` with `Input`, `State`, `Output` and `Extra`.
    static let unio = CatalogEntry(Style(
        name: "unio",
        summary: "a UnioStream: Input, State, Output, Extra and a static bind",
        keyIdea: "one fixed shape; relay inputs drop errors; API and scheduler come through Extra; taps in flight are ignored (flatMapFirst)"
    ), sources: [.counter: ["Counter/UnioCountViewModel.swift"], .login: ["Login/UnioLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let viewModel = UnioCountViewModel()
            let countUp: AnyObserver<Void> = viewModel.input.countUp
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .observer("countUp", .relayObserver, countUp),
            ], outputs: [
                .text("count", viewModel.output.count) { Unreadable.unioObservable },
            ])
        case .login:
            let viewModel = UnioLoginViewModel(extra: .init(api: environment.api, scheduler: environment.scheduler))
            let email: AnyObserver<String> = viewModel.input.email
            let password: AnyObserver<String> = viewModel.input.password
            let loginTap: AnyObserver<Void> = viewModel.input.loginTap
            let isLoggingIn: Property<Bool> = viewModel.output.isLoggingIn
            let inputs = loginInputs(email: email, password: password, loginTap: loginTap, kind: .relayObserver)
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: [
                .flag("validEmail", viewModel.output.validEmail) { Unreadable.unioObservable },
                .flag("validPassword", viewModel.output.validPassword) { Unreadable.unioObservable },
                .flag("loginButtonEnabled", viewModel.output.loginButtonEnabled) { Unreadable.unioObservable },
                .flag("isLoggingIn", isLoggingIn.asObservable()) { .value(.flag(isLoggingIn.value)) },
                .result("loginResult", viewModel.output.loginResult) { Unreadable.event },
            ])
        }
    }
}
