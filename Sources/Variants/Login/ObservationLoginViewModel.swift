import Observation
import StyleKit

/// The login screen as SwiftUI code writes it today: an `@Observable`
/// class; the fields bind to stored properties, the rest are computed from
/// them, and the button starts a task that awaits the async API.
///
/// Key idea: the view reads properties, once per render pass; what changed
/// in between is seen only as its last value. Errors: none can enter
/// (bindings and a method); an API error becomes a `failure` result. A tap
/// while a login is in flight is ignored by a guard, as
/// `.disabled(viewModel.isLoggingIn)` would ignore it.
@Observable
public final class ObservationLoginViewModel {
    /// The email field's text
    /// (`TextField("Email", text: $viewModel.email)`).
    public var email = ""
    /// The password field's text.
    public var password = ""
    /// Whether a login is in flight.
    public private(set) var isLoggingIn = false
    /// The last login's outcome, once there is one.
    public private(set) var loginResult: LoginResult?

    @ObservationIgnored private let api: LoginAPI

    /// Creates the screen's view model over `api`.
    public init(api: LoginAPI) {
        self.api = api
    }

    /// Whether the email looks valid.
    public var validEmail: Bool { LoginRules.isValidEmail(email) }
    /// Whether the password is long enough.
    public var validPassword: Bool { LoginRules.isValidPassword(password) }
    /// Whether the login button is enabled.
    public var loginButtonEnabled: Bool { validEmail && validPassword }

    /// Logs in with the fields' text: `Button("Log in") { Task { await
    /// viewModel.login() } }`.
    public func login() async {
        guard !isLoggingIn else { return }
        isLoggingIn = true
        defer { isLoggingIn = false }
        do {
            let token = try await api.login(
                email: email, password: password
            )
            loginResult = .success(token: token)
        } catch {
            loginResult = .failure(error as? LoginError ?? .networkError)
        }
    }
}
