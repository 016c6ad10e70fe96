import MiniRx

extension CatalogEntry {
    /// The "MVVM with RxSwift" talk's style: streams injected into `init`.
    static let mvvm = CatalogEntry(Style(
        name: "mvvm",
        summary: "the view's streams injected into init, outputs built once",
        keyIdea: "a pure function of streams, as the talk writes it: one API error ends loginResult for good; every tap logs in (flatMap)"
    ), sources: [.counter: ["Counter/MVVMCountViewModel.swift"], .login: ["Login/MVVMLoginViewModel.swift"]]) { screen, environment in
        switch screen {
        case .counter:
            let countUp = PublishSubject<Void>()
            let viewModel = MVVMCountViewModel(countUp: countUp.asObservable())
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: [
                .observer("countUp", .injectedObservable, countUp.asObserver()),
            ], outputs: [
                .text("count", viewModel.count) { Unreadable.streams },
            ])
        case .login:
            let email = PublishSubject<String>()
            let password = PublishSubject<String>()
            let loginTap = PublishSubject<Void>()
            let viewModel = MVVMLoginViewModel(
                email: email.asObservable(),
                password: password.asObservable(),
                loginTap: loginTap.asObservable(),
                api: environment.api
            )
            let inputs = loginInputs(
                email: email.asObserver(), password: password.asObserver(), loginTap: loginTap.asObserver(), kind: .injectedObservable
            )
            return PortAdapter(screen: screen, viewModel: viewModel, inputs: inputs, outputs: loginOutputs(
                validEmail: viewModel.validEmail, validPassword: viewModel.validPassword,
                loginButtonEnabled: viewModel.loginButtonEnabled, isLoggingIn: viewModel.isLoggingIn,
                loginResult: viewModel.loginResult, current: Unreadable.streams
            ))
        }
    }
}
