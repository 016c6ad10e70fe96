import MiniRDXVM
import MiniRx
import StyleKit

extension Style {
    /// RDXVM: actions react with mutations, events and errors; one reduced state.
    static let reducer = Style(
        name: "reducer",
        summary: "RDXVM: actions react with mutations and events; reduce builds one state",
        keyIdea: "state replays and is read with $state; outcomes are events, which do not; 'log' shows the actions and mutations",
        variants: [
            Variant(of: .counter, sources: ["Counter/ReducerCountViewModel.swift"]) { _ in
                let log = ActionLog()
                let viewModel = ReducerCountViewModel(middlewares: [.log { log.record($0) }])
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Counter.countUp, viewModel.action.mapObserver { ReducerCountViewModel.Action.countUp }, kind: .relayObserver),
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, current: { String(viewModel.$state.count) }),
                ], log: log)
            },
            Variant(of: .login, sources: ["Login/ReducerLoginViewModel.swift"]) { environment in
                let log = ActionLog()
                let viewModel = ReducerLoginViewModel(api: environment.service(LoginAPI.self), middlewares: [.log { log.record($0) }])
                // MiniRDXVM is on MiniRx in every build: its observers, not RxLibraries' ones.
                let inputs: [InputPort] = [
                    .observer(Screen.Login.email, viewModel.action.mapObserver { ReducerLoginViewModel.Action.email($0) }, kind: .relayObserver),
                    .observer(Screen.Login.password, viewModel.action.mapObserver { ReducerLoginViewModel.Action.password($0) }, kind: .relayObserver),
                    .observer(Screen.Login.loginTap, viewModel.action.mapObserver { ReducerLoginViewModel.Action.loginTap }, kind: .relayObserver),
                ]
                return ViewModelPorts(viewModel, inputs: inputs, outputs: [
                    .observable(Screen.Login.validEmail, viewModel.validEmail, current: { viewModel.$state.validEmail }),
                    .observable(Screen.Login.validPassword, viewModel.validPassword, current: { viewModel.$state.validPassword }),
                    .observable(Screen.Login.loginButtonEnabled, viewModel.loginButtonEnabled, current: {
                        viewModel.$state.validEmail && viewModel.$state.validPassword
                    }),
                    .observable(Screen.Login.isLoggingIn, viewModel.isLoggingIn, current: { viewModel.$state.isLoggingIn }),
                    .observable(Screen.Login.loginResult, viewModel.loginResult, unreadable: Unreadable.reducerEvent),
                ], log: log)
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/ReducerSearchViewModel.swift", "TypeAhead/SearchList.swift"]) { environment in
                let log = ActionLog()
                let viewModel = ReducerSearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.scheduler,
                                                       middlewares: [.log { log.record($0) }])
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, viewModel.action.mapObserver { ReducerSearchViewModel.Action.query($0) }, kind: .relayObserver),
                    .observer(Screen.TypeAhead.nextPage, viewModel.action.mapObserver { ReducerSearchViewModel.Action.nextPage }, kind: .relayObserver),
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, viewModel.repos, current: { viewModel.$state.list.repos }),
                    .observable(Screen.TypeAhead.isLoading, viewModel.isLoading, current: { viewModel.$state.list.isLoading }),
                    .observable(Screen.TypeAhead.message, viewModel.message, current: { viewModel.$state.list.message }),
                ], log: log)
            },
        ]
    )
}
