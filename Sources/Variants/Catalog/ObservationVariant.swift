import StyleKit

extension Style {
    /// `@Observable` classes read by SwiftUI: methods and bindings in, properties out.
    static let observation = Style(
        name: "observation",
        summary: "@Observable classes as SwiftUI reads them: methods and bindings in, properties out",
        keyIdea: "no streams: a view reads properties once per render pass, so changes between passes show as one value; a later view reads the value then",
        variants: [
            Variant(of: .counter, sources: ["Counter/ObservationCountViewModel.swift"]) { environment in
                let viewModel = ObservationCountViewModel()
                return ViewModelPorts(viewModel, inputs: [
                    .tap(Screen.Counter.countUp) { viewModel.countUp() },
                ], outputs: [
                    .observed(Screen.Counter.count, in: environment) { String(viewModel.count) },
                ])
            },
            Variant(of: .login, sources: ["Login/ObservationLoginViewModel.swift"]) { environment in
                let viewModel = ObservationLoginViewModel(api: environment.service(LoginAPI.self))
                // The button's action, as the view writes it: `Task { await viewModel.login() }`.
                let view = SessionThreadOnly(viewModel)
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.Login.email, kind: .binding) { viewModel.email = $0 },
                    .text(Screen.Login.password, kind: .binding) { viewModel.password = $0 },
                    .tap(Screen.Login.loginTap) { Task(executorPreference: environment.executor) { await view.value.login() } },
                ], outputs: [
                    .observed(Screen.Login.validEmail, in: environment) { viewModel.validEmail },
                    .observed(Screen.Login.validPassword, in: environment) { viewModel.validPassword },
                    .observed(Screen.Login.loginButtonEnabled, in: environment) { viewModel.loginButtonEnabled },
                    .observed(Screen.Login.isLoggingIn, in: environment) { viewModel.isLoggingIn },
                    .observed(Screen.Login.loginResult, in: environment) { viewModel.loginResult },
                ])
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/ObservationSearchViewModel.swift"]) { environment in
                let viewModel = ObservationSearchViewModel(api: environment.service(RepoSearchAPI.self))
                // The view's `.task(id: viewModel.query) { await viewModel.search() }` and the
                // last row's `.onAppear { Task { await viewModel.loadNextPage() } }`.
                let view = SessionThreadOnly(viewModel)
                let search = ViewTask<String>()
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .binding) { text in
                        viewModel.query = text
                        search.run(id: text, on: environment.executor) { await view.value.search() }
                    },
                    .tap(Screen.TypeAhead.nextPage) { Task(executorPreference: environment.executor) { await view.value.loadNextPage() } },
                ], outputs: [
                    .observed(Screen.TypeAhead.repos, in: environment) { viewModel.repos },
                    .observed(Screen.TypeAhead.isLoading, in: environment) { viewModel.isLoading },
                    .observed(Screen.TypeAhead.message, in: environment) { viewModel.message },
                ])
            },
        ],
        // Off at start: they coalesce and do not replay, so they would split every Rx
        // lesson's output; 'use all' brings them in.
        activeAtStart: false
    )
}
