import RxLibraries
import StyleKit

extension Style {
    /// A `UnioStream` with `Input`, `State`, `Output` and `Extra`.
    static let unio = Style(
        name: "unio",
        summary: "a UnioStream: Input, State, Output, Extra and a static bind",
        keyIdea: "one fixed shape; relay inputs drop errors; API and scheduler come through Extra; taps in flight are ignored (flatMapFirst)",
        variants: [
            Variant(of: .counter, sources: ["Counter/UnioCountViewModel.swift"]) { _ in
                let viewModel = UnioCountViewModel()
                let countUp: AnyObserver<Void> = viewModel.input.countUp
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Counter.countUp, countUp, kind: .relayObserver),
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.output.count, unreadable: Unreadable.unioObservable),
                ])
            },
            Variant(of: .login, sources: ["Login/UnioLoginViewModel.swift"]) { environment in
                let viewModel = UnioLoginViewModel(extra: .init(api: environment.service(LoginAPI.self), scheduler: environment.rxLibrariesScheduler))
                let email: AnyObserver<String> = viewModel.input.email
                let password: AnyObserver<String> = viewModel.input.password
                let loginTap: AnyObserver<Void> = viewModel.input.loginTap
                let isLoggingIn: Property<Bool> = viewModel.output.isLoggingIn
                let inputs = loginInputs(email: email, password: password, loginTap: loginTap, kind: .relayObserver)
                return ViewModelPorts(viewModel, inputs: inputs, outputs: [
                    .observable(Screen.Login.validEmail, viewModel.output.validEmail, unreadable: Unreadable.unioObservable),
                    .observable(Screen.Login.validPassword, viewModel.output.validPassword, unreadable: Unreadable.unioObservable),
                    .observable(Screen.Login.loginButtonEnabled, viewModel.output.loginButtonEnabled, unreadable: Unreadable.unioObservable),
                    .observable(Screen.Login.isLoggingIn, isLoggingIn.asObservable(), current: { isLoggingIn.value }),
                    .observable(Screen.Login.loginResult, viewModel.output.loginResult, unreadable: Unreadable.event),
                ])
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/UnioSearchViewModel.swift", "TypeAhead/SearchListRelays.swift", "TypeAhead/SearchList.swift"]) { environment in
                let viewModel = UnioSearchViewModel(extra: .init(api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler))
                let query: AnyObserver<String> = viewModel.input.query
                let nextPage: AnyObserver<Void> = viewModel.input.nextPage
                let isLoading: Property<Bool> = viewModel.output.isLoading
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, query, kind: .relayObserver),
                    .observer(Screen.TypeAhead.nextPage, nextPage, kind: .relayObserver),
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, viewModel.output.repos, unreadable: Unreadable.unioObservable),
                    .observable(Screen.TypeAhead.isLoading, isLoading.asObservable(), current: { isLoading.value }),
                    .observable(Screen.TypeAhead.message, viewModel.output.message, unreadable: Unreadable.unioObservable),
                ])
            },
        ]
    )
}
