import StyleKit

extension Style {
    /// Actors and `AsyncStream`s: async/await with no Rx.
    static let async = Style(
        name: "async",
        summary: "actors and AsyncStreams: async/await with no Rx",
        keyIdea: "one actor owns the state; a new tap cancels the login task (no flatMapLatest); an AsyncStream replays nothing; AsyncStream inputs finish but carry no error",
        variants: [
            Variant(of: .counter, sources: ["Counter/AsyncCountViewModel.swift", "Async/Broadcast.swift"]) { environment in
                let viewModel = AsyncCountViewModel()
                // The view's `.task { await viewModel.run() }`.
                Task(executorPreference: environment.executor) { await viewModel.run() }
                return ViewModelPorts(viewModel, inputs: [
                    .stream(Screen.Counter.countUp, viewModel.countUps),
                ], outputs: [
                    .stream(Screen.Counter.count, in: environment, current: { await viewModel.countText }) { await viewModel.counts() },
                ])
            },
            Variant(of: .login, sources: ["Login/AsyncLoginViewModel.swift", "Async/Broadcast.swift"]) { environment in
                let viewModel = AsyncLoginViewModel(api: environment.service(LoginAPI.self), executor: environment.executor)
                Task(executorPreference: environment.executor) { await viewModel.run() }
                let unreadable = "its state is isolated to the actor, and only isLoggingIn is exposed"
                return ViewModelPorts(viewModel, inputs: [
                    .stream(Screen.Login.email, viewModel.email),
                    .stream(Screen.Login.password, viewModel.password),
                    .stream(Screen.Login.loginTap, viewModel.loginTaps),
                ], outputs: [
                    .stream(Screen.Login.validEmail, in: environment, unreadable: unreadable) { await viewModel.validEmail() },
                    .stream(Screen.Login.validPassword, in: environment, unreadable: unreadable) { await viewModel.validPassword() },
                    .stream(Screen.Login.loginButtonEnabled, in: environment, unreadable: unreadable) { await viewModel.loginButtonEnabled() },
                    .stream(Screen.Login.isLoggingIn, in: environment, current: { await viewModel.isLoggingInNow }) { await viewModel.isLoggingIn() },
                    .stream(Screen.Login.loginResult, in: environment, unreadable: Unreadable.event) { await viewModel.loginResult() },
                ])
            },
            Variant(of: .typeAhead, sources: ["TypeAhead/AsyncSearchViewModel.swift", "TypeAhead/SearchList.swift", "Async/Broadcast.swift"]) { environment in
                let viewModel = AsyncSearchViewModel(api: environment.service(RepoSearchAPI.self), executor: environment.executor)
                Task(executorPreference: environment.executor) { await viewModel.run() }
                return ViewModelPorts(viewModel, inputs: [
                    .stream(Screen.TypeAhead.queryText, viewModel.query),
                    .stream(Screen.TypeAhead.nextPage, viewModel.nextPage),
                ], outputs: [
                    .stream(Screen.TypeAhead.repos, in: environment, current: { await viewModel.current.repos }) { await viewModel.repos() },
                    .stream(Screen.TypeAhead.isLoading, in: environment, current: { await viewModel.current.isLoading }) { await viewModel.isLoading() },
                    .stream(Screen.TypeAhead.message, in: environment, current: { await viewModel.current.message }) { await viewModel.message() },
                ])
            },
        ],
        // Off at start: they coalesce and do not replay, so they would split every Rx
        // lesson's output; 'use all' brings them in.
        activeAtStart: false
    )
}
