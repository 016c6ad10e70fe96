import MiniRx
import VMREPLKit

/// The team's styles and screens, as `team-vmrepl` adds them to vmrepl's.
public enum TeamCatalog {
    /// The styles, after vmrepl's eleven.
    public static let styles: [Style] = [team, closures, shared, observable, rewrite]
    /// The styles as they were before the rewrite's fix: what `team-vmrepl-unfixed` runs,
    /// so that CI shows the gate's regression test failing on the bug.
    public static let stylesBeforeFix: [Style] = [team, closures, shared, observable, rewriteBeforeFix]
    /// The screens, after vmrepl's counter and login.
    public static let screens: [Screen] = [.search]

    /// vmrepl's catalog with the team's added, checked as `team-vmrepl` checks it.
    public static func catalog() throws(CatalogError) -> Catalog {
        try VMREPL.catalog(adding: styles, screens: screens)
    }

    /// A counter over an app-wide singleton (`SharedCountStore.shared`): the count goes on
    /// across `reset`, within one process. Inactive until `use shared`.
    static let shared = Style(
        name: "shared",
        summary: "a counter whose count lives in a static let shared store",
        keyIdea: "app-wide state outlives the view model: reset does not start it again",
        variants: [
            Variant(of: .counter) { _ in
                let store = SharedCountStore.shared
                return ViewModelPorts(store, inputs: [
                    .tap(Screen.Counter.countUp) { store.count.accept(store.count.value + 1) },
                ], outputs: [
                    .observable(Screen.Counter.count, store.count.map(String.init), current: { String(store.count.value) }),
                ])
            },
        ],
        activeAtStart: false
    )

    /// The team's counter rewritten as an `@Observable` class: what the migration gate
    /// compares with `team` (`explore team observable --as-rendered`). Inactive until
    /// `use observable`.
    static let observable = Style(
        name: "observable",
        summary: "the team's counter rewritten as an @Observable class",
        keyIdea: "a view reads count once per render pass: it shows what the Rx counter showed, without every step",
        variants: [
            Variant(of: .counter) { environment in
                let viewModel = ObservableCounterViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .tap(Screen.Counter.countUp) { viewModel.countUp() },
                ], outputs: [
                    .observed(Screen.Counter.count, in: environment) { String(viewModel.count) },
                ])
            },
        ],
        activeAtStart: false
    )

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
                    .observer(Screen.Counter.countUp, countUpTap.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable(Screen.Counter.count, output.count, unreadable: "its state is inside transform(input:)"),
                ])
            },
            Variant(of: .login) { environment in
                let email = PublishSubject<String>()
                let password = PublishSubject<String>()
                let loginTap = PublishSubject<Void>()
                let viewModel = LoginViewModel(api: environment.service(LoginAPI.self))
                let output = viewModel.transform(input: .init(
                    email: email.asObservable(), password: password.asObservable(), loginTap: loginTap.asObservable()
                ))
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.Login.email, email.asObserver(), kind: .injectedObservable),
                    .observer(Screen.Login.password, password.asObserver(), kind: .injectedObservable),
                    .observer(Screen.Login.loginTap, loginTap.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable(Screen.Login.validEmail, output.validEmail),
                    .observable(Screen.Login.validPassword, output.validPassword),
                    .observable(Screen.Login.loginButtonEnabled, output.loginButtonEnabled),
                    .observable(Screen.Login.isLoggingIn, output.isLoggingIn),
                    .observable(Screen.Login.loginResult, output.loginResult),
                ])
            },
            searchVariant { environment in
                SearchViewModel(server: environment.service(FruitServer.self), scheduler: environment.scheduler)
            },
            // vmrepl's own type-ahead screen, against its fake repository search.
            Variant(of: .typeAhead) { environment in
                let query = PublishSubject<String>()
                let nextPage = PublishSubject<Void>()
                let viewModel = RepoSearchViewModel(api: environment.service(RepoSearchAPI.self), scheduler: environment.scheduler)
                let output = viewModel.transform(input: .init(query: query.asObservable(), nextPage: nextPage.asObservable()))
                return ViewModelPorts(viewModel, inputs: [
                    .observer(Screen.TypeAhead.queryText, query.asObserver(), kind: .injectedObservable),
                    .observer(Screen.TypeAhead.nextPage, nextPage.asObserver(), kind: .injectedObservable),
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, output.repos),
                    .observable(Screen.TypeAhead.isLoading, output.isLoading),
                    .observable(Screen.TypeAhead.message, output.message),
                ])
            },
        ]
    )

    /// The search screen's variant of a view model with ``SearchViewModel``'s input and
    /// output: the query goes in as an injected `Observable`.
    private static func searchVariant<ViewModel: ViewModelType & AnyObject & SendableMetatype>(_ make: @escaping @Sendable (VariantEnvironment) -> ViewModel) -> Variant
        where ViewModel.Input == SearchViewModel.Input, ViewModel.Output == SearchViewModel.Output {
        Variant(of: .search) { environment in
            let query = PublishSubject<String>()
            let viewModel = make(environment)
            let output = viewModel.transform(input: .init(query: query.asObservable()))
            return ViewModelPorts(viewModel, inputs: [
                .observer(Screen.Search.query, query.asObserver(), kind: .injectedObservable),
            ], outputs: [
                .observable(Screen.Search.results, output.results),
                .observable(Screen.Search.isSearching, output.isSearching),
            ])
        }
    }

    /// The team's search rewritten in one chain: what the migration gate compares with
    /// `team` (`explore team rewrite --screen search`). Inactive until `use rewrite`.
    static let rewrite = rewriteStyle(.endsTheSearch)

    /// The rewrite as first committed: a failed search left it in flight for good.
    static let rewriteBeforeFix = rewriteStyle(.leavesItInFlight)

    private static func rewriteStyle(_ failureHandling: SearchRewriteViewModel.FailureHandling) -> Style {
        Style(
            name: "rewrite",
            summary: "the team's search rewritten in one chain",
            keyIdea: "a guard starts no search while one is in flight: a failure must end the search too",
            variants: [
                searchVariant { environment in
                    SearchRewriteViewModel(server: environment.service(FruitServer.self), scheduler: environment.scheduler,
                                           failureHandling: failureHandling)
                },
            ],
            activeAtStart: false
        )
    }

    /// A plain class with a callback: no Rx, no debounce.
    static let closures = Style(
        name: "closures",
        summary: "a plain class with a results callback, no Rx",
        keyIdea: "searches on every keystroke, synchronously: nothing is debounced, so nothing is ever in flight",
        variants: [
            Variant(of: .search) { _ in
                let viewModel = ClosureSearchViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.Search.query) { viewModel.queryChanged($0) },
                ], outputs: [
                    .callback(Screen.Search.results, current: { viewModel.results }) { send in
                        viewModel.onResults = send
                        return { viewModel.onResults = nil }
                    },
                    // Nothing is ever in flight: the flag never changes, so it never calls back.
                    .callback(Screen.Search.isSearching, current: { false }) { (_: @escaping (Bool) -> Void) in {} },
                ])
            },
        ]
    )
}
