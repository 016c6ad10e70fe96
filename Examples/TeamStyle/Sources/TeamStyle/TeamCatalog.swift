import MiniRx
import VMREPL

/// The team's styles and screens, as `team-vmrepl` adds them to vmrepl's.
public enum TeamCatalog {
    /// The styles, after vmrepl's eleven.
    public static let styles: [Style] = [team, closures]
    /// The screens, after vmrepl's counter and login.
    public static let screens: [Screen] = [.search]

    /// vmrepl's catalog with the team's added, checked as `team-vmrepl` checks it.
    public static func catalog() throws(CatalogError) -> Catalog {
        try VMREPL.catalog(adding: styles, screens: screens)
    }

    /// `ViewModelType`: `struct Input`, `struct Output`, `transform(input:)`.
    static let team = Style(
        name: "team",
        summary: "the team's ViewModelType: Input and Output structs and transform(input:)",
        keyIdea: "the view's streams go in once; errors become results; a new tap replaces the login in flight (flatMapLatest)",
        variants: [
            Variant(of: .counter) { _ in
                let countUpTap = PublishSubject<Void>()
                let viewModel = CounterViewModel()
                let output = viewModel.transform(input: .init(countUpTap: countUpTap.asObservable()))
                return ViewModelPorts(viewModel, inputs: [
                    .observer("countUp", countUpTap.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable("count", output.count, unreadable: "its state is inside transform(input:)"),
                ])
            },
            Variant(of: .login) { environment in
                let email = PublishSubject<String>()
                let password = PublishSubject<String>()
                let loginTap = PublishSubject<Void>()
                let viewModel = LoginViewModel(api: environment.api)
                let output = viewModel.transform(input: .init(
                    email: email.asObservable(), password: password.asObservable(), loginTap: loginTap.asObservable()
                ))
                return ViewModelPorts(viewModel, inputs: [
                    .observer("email", email.asObserver(), kind: .injectedObservable),
                    .observer("password", password.asObserver(), kind: .injectedObservable),
                    .observer("loginTap", loginTap.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable("validEmail", output.validEmail),
                    .observable("validPassword", output.validPassword),
                    .observable("loginButtonEnabled", output.loginButtonEnabled),
                    .observable("isLoggingIn", output.isLoggingIn),
                    .observable("loginResult", output.loginResult),
                ])
            },
            Variant(of: .search) { environment in
                let query = PublishSubject<String>()
                let viewModel = SearchViewModel(scheduler: environment.scheduler)
                let output = viewModel.transform(input: .init(query: query.asObservable()))
                return ViewModelPorts(viewModel, inputs: [
                    .observer("query", query.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable("results", output.results),
                    .observable("isSearching", output.isSearching),
                ])
            },
        ]
    )

    /// A plain class with a callback: no Rx, no debounce.
    static let closures = Style(
        name: "closures",
        summary: "a plain class with a results callback, no Rx",
        keyIdea: "searches on every keystroke, synchronously: nothing is debounced, so nothing is ever in flight",
        variants: [
            Variant(of: .search) { _ in
                let viewModel = ClosureSearchViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .text("query") { viewModel.queryChanged($0) },
                ], outputs: [
                    .callback("results", current: { viewModel.results }) { send in
                        viewModel.onResults = send
                        return { viewModel.onResults = nil }
                    },
                    // Nothing is ever in flight: the flag never changes, so it never calls back.
                    .callback("isSearching", current: { false }) { (_: @escaping (Bool) -> Void) in {} },
                ])
            },
        ]
    )
}
