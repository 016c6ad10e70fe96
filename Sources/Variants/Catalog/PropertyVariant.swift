import RxLibraries
import StyleKit

extension Style {
    /// State in private `BehaviorRelay` properties; inputs are methods.
    static let property = Style(
        name: "property",
        summary: "state in a private BehaviorRelay property, inputs are methods",
        keyIdea: "ordinary object code: current values are properties; methods carry no errors",
        variants: [
            Variant(of: .counter, sources: ["Counter/PropertyCountViewModel.swift"]) { _ in
                let viewModel = PropertyCountViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .tap(Screen.Counter.countUp) { viewModel.countUp() },
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, current: { viewModel.currentCount }),
                ])
            },
            Variant(of: .login, sources: ["Login/PropertyLoginViewModel.swift"]) { environment in
                let viewModel = PropertyLoginViewModel(api: environment.service(LoginAPI.self))
                let inputs = methodLoginInputs(.method, email: viewModel.email, password: viewModel.password, loginTap: viewModel.loginTap)
                return ViewModelPorts(viewModel, inputs: inputs, outputs: [
                    .observable(Screen.Login.validEmail, viewModel.validEmail, current: { LoginRules.isValidEmail(viewModel.email) }),
                    .observable(Screen.Login.validPassword, viewModel.validPassword, current: { LoginRules.isValidPassword(viewModel.password) }),
                    .observable(Screen.Login.loginButtonEnabled, viewModel.loginButtonEnabled, current: {
                        LoginRules.isValidEmail(viewModel.email) && LoginRules.isValidPassword(viewModel.password)
                    }),
                    .observable(Screen.Login.isLoggingIn, viewModel.isLoggingIn, current: { viewModel.isLoggingInNow }),
                    .observable(Screen.Login.loginResult, viewModel.loginResult, unreadable: Unreadable.event),
                ])
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/PropertySearchViewModel.swift"]) { environment in
                let viewModel = PropertySearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler)
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .method, viewModel.query),
                    .tap(Screen.TypeAhead.nextPage, kind: .method, viewModel.nextPage),
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, viewModel.repos, current: { viewModel.currentRepos }),
                    .observable(Screen.TypeAhead.isLoading, viewModel.isLoading, current: { viewModel.isLoadingNow }),
                    .observable(Screen.TypeAhead.message, viewModel.message, current: { viewModel.currentMessage }),
                ])
            },
        ]
    )
}
