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
                    .stream("countUp", viewModel.countUps),
                ], outputs: [
                    .stream("count", in: environment, current: { await viewModel.countText }) { await viewModel.counts() },
                ])
            },
            Variant(of: .login, sources: ["Login/AsyncLoginViewModel.swift", "Async/Broadcast.swift"]) { environment in
                let viewModel = AsyncLoginViewModel(api: environment.api, executor: environment.executor)
                Task(executorPreference: environment.executor) { await viewModel.run() }
                let unreadable = "its state is isolated to the actor, and only isLoggingIn is exposed"
                return ViewModelPorts(viewModel, inputs: [
                    .stream("email", viewModel.email),
                    .stream("password", viewModel.password),
                    .stream("loginTap", viewModel.loginTaps),
                ], outputs: [
                    .stream("validEmail", in: environment, unreadable: unreadable) { await viewModel.validEmail() },
                    .stream("validPassword", in: environment, unreadable: unreadable) { await viewModel.validPassword() },
                    .stream("loginButtonEnabled", in: environment, unreadable: unreadable) { await viewModel.loginButtonEnabled() },
                    .stream("isLoggingIn", in: environment, current: { await viewModel.isLoggingInNow }) { await viewModel.isLoggingIn() },
                    .stream("loginResult", in: environment, unreadable: Unreadable.event) { await viewModel.loginResult() },
                ])
            },
        ],
        // Off at start: they coalesce and do not replay, so they would split every Rx
        // lesson's output; 'use all' brings them in.
        activeAtStart: false
    )
}
