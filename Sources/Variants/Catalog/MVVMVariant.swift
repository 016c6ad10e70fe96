import RxLibraries
import StyleKit

extension Style {
    /// The "MVVM with RxSwift" talk's style: streams injected into `init`.
    static let mvvm = Style(
        name: "mvvm",
        summary: "the view's streams injected into init, outputs built once",
        keyIdea: "a pure function of streams, as the talk writes it: one API error ends loginResult for good; every tap logs in (flatMap)",
        variants: [
            Variant(of: .counter, sources: ["Counter/MVVMCountViewModel.swift"]) { _ in
                let countUp = PublishSubject<Void>()
                let viewModel = MVVMCountViewModel(countUp: countUp.asObservable())
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Counter.countUp, countUp.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable(Screen.Counter.count, viewModel.count, unreadable: Unreadable.streams),
                ])
            },
            Variant(of: .login, sources: ["Login/MVVMLoginViewModel.swift"]) { environment in
                let email = PublishSubject<String>()
                let password = PublishSubject<String>()
                let loginTap = PublishSubject<Void>()
                let viewModel = MVVMLoginViewModel(
                    email: email.asObservable(),
                    password: password.asObservable(),
                    loginTap: loginTap.asObservable(),
                    api: environment.service(LoginAPI.self)
                )
                let inputs = loginInputs(
                    email: email.asObserver(), password: password.asObserver(), loginTap: loginTap.asObserver(), kind: .injectedObservable
                )
                return ViewModelPorts(viewModel, inputs: inputs, outputs: loginOutputs(
                    validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                    loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                    loginResult: viewModel.loginResult, unreadable: Unreadable.streams
                ))
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/MVVMSearchViewModel.swift", "TypeAhead/SearchList.swift"]) { environment in
                let query = PublishSubject<String>()
                let nextPage = PublishSubject<Void>()
                let viewModel = MVVMSearchViewModel(
                    query: query.asObservable(), nextPage: nextPage.asObservable(),
                    api: environment.service(RepoSearchAPI.self), scheduler: environment.rxLibrariesScheduler
                )
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, query.asObserver(), kind: .injectedObservable),
                    .observer(Screen.TypeAhead.nextPage, nextPage.asObserver(), kind: .injectedObservable),
                ], outputs: searchOutputs(repos: viewModel.repos, isLoading: viewModel.isLoading, message: viewModel.message, unreadable: Unreadable.streams))
            },
        ]
    )
}
