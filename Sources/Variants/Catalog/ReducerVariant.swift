import MiniRDXVM
import MiniRx

extension CatalogEntry {
    /// RDXVM: actions react with mutations, events and errors; one reduced state.
    static let reducer = CatalogEntry(Style(
        name: "reducer",
        summary: "RDXVM: actions react with mutations and events; reduce builds one state",
        keyIdea: "state replays and is read with $state; outcomes are events, which do not; 'log' shows the actions and mutations"
    ), sources: [.counter: ["Counter/ReducerCountViewModel.swift"], .login: ["Login/ReducerLoginViewModel.swift"]]) { screen, environment in
        let log = ActionLog()
        switch screen {
        case .counter:
            let viewModel = ReducerCountViewModel(middlewares: [.log { log.record($0) }])
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .observer("countUp", .relayObserver, viewModel.action.mapObserver { ReducerCountViewModel.Action.countUp }),
            ], outputs: [
                .text("count", viewModel.count) { .value(.text(String(viewModel.$state.count))) },
            ], log: log)
        case .login:
            let viewModel = ReducerLoginViewModel(api: environment.api, middlewares: [.log { log.record($0) }])
            let inputs = loginInputs(
                email: viewModel.action.mapObserver { ReducerLoginViewModel.Action.email($0) },
                password: viewModel.action.mapObserver { ReducerLoginViewModel.Action.password($0) },
                loginTap: viewModel.action.mapObserver { ReducerLoginViewModel.Action.loginTap },
                kind: .relayObserver
            )
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: [
                .flag("validEmail", viewModel.validEmail) { .value(.flag(viewModel.$state.validEmail)) },
                .flag("validPassword", viewModel.validPassword) { .value(.flag(viewModel.$state.validPassword)) },
                .flag("loginButtonEnabled", viewModel.loginButtonEnabled) {
                    .value(.flag(viewModel.$state.validEmail && viewModel.$state.validPassword))
                },
                .flag("isLoggingIn", viewModel.isLoggingIn) { .value(.flag(viewModel.$state.isLoggingIn)) },
                .result("loginResult", viewModel.loginResult) { Unreadable.reducerEvent },
            ], log: log)
        }
    }
}
