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
                    .tap("countUp") { viewModel.countUp() },
                ], outputs: [
                    .observed("count", in: environment) { String(viewModel.count) },
                ])
            },
            Variant(of: .login, sources: ["Login/ObservationLoginViewModel.swift"]) { environment in
                let viewModel = ObservationLoginViewModel(api: environment.api)
                // The button's action, as the view writes it: `Task { await viewModel.login() }`.
                let view = SessionThreadOnly(viewModel)
                return ViewModelPorts(viewModel, inputs: [
                    .text("email", kind: .binding) { viewModel.email = $0 },
                    .text("password", kind: .binding) { viewModel.password = $0 },
                    .tap("loginTap") { Task(executorPreference: environment.executor) { await view.value.login() } },
                ], outputs: [
                    .observed("validEmail", in: environment) { viewModel.validEmail },
                    .observed("validPassword", in: environment) { viewModel.validPassword },
                    .observed("loginButtonEnabled", in: environment) { viewModel.loginButtonEnabled },
                    .observed("isLoggingIn", in: environment) { viewModel.isLoggingIn },
                    .observed("loginResult", in: environment) { viewModel.loginResult },
                ])
            },
        ],
        // Off at start: they coalesce and do not replay, so they would split every Rx
        // lesson's output; 'use all' brings them in.
        activeAtStart: false
    )
}
