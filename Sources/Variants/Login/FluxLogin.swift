import MiniFluxer
import RxLibraries
import StyleKit

/// The login screen in Fluxer's Flux style: actions for each field and the
/// login, a store that holds every piece of state (derived flags
/// included), and an action creator that talks to the API and dispatches
/// the outcome asynchronously.
///
/// Key idea: the store is the single place state changes, one action at a
/// time. Errors: none can enter through the inputs (methods); an API error
/// becomes a `failure` result. A tap while a login is in flight is
/// ignored: the action creator reads the store. Nothing replays: a
/// subscriber sees only what changes after it subscribed.
public struct EmailChanged: MiniFluxer.Action {
    /// The field's text.
    public let email: String
}

/// The password field changed.
public struct PasswordChanged: MiniFluxer.Action {
    /// The field's text.
    public let password: String
}

/// A login request started.
public struct LoginStarted: MiniFluxer.Action {}

/// A login request ended.
public struct LoginFinished: MiniFluxer.Action {
    /// How it ended.
    public let result: LoginResult
}

/// Holds the login screen's state.
public final class LoginStore: Store {
    /// The email as typed.
    public let email = ObservableValue("")
    /// The password as typed.
    public let password = ObservableValue("")
    /// Whether the email looks valid.
    public let validEmail = ObservableValue(false)
    /// Whether the password is long enough.
    public let validPassword = ObservableValue(false)
    /// Whether the login button is enabled.
    public let loginButtonEnabled = ObservableValue(false)
    /// Whether a login is in flight.
    public let isLoggingIn = ObservableValue(false)
    /// The last login's outcome.
    public let loginResult = ObservableValue<LoginResult?>(nil)

    /// Registers the screen's handler.
    public required init(with dispatcher: Dispatcher) {
        _ = dispatcher.register { [weak self] action in
            self?.handle(action)
        }
    }

    private func handle(_ action: MiniFluxer.Action) {
        switch action {
        case let changed as EmailChanged:
            email.value = changed.email
            validEmail.value = LoginRules.isValidEmail(changed.email)
            loginButtonEnabled.value =
                validEmail.value && validPassword.value
        case let changed as PasswordChanged:
            password.value = changed.password
            validPassword.value =
                LoginRules.isValidPassword(changed.password)
            loginButtonEnabled.value =
                validEmail.value && validPassword.value
        case is LoginStarted:
            isLoggingIn.value = true
        case let finished as LoginFinished:
            loginResult.value = finished.result
            isLoggingIn.value = false
        default:
            break
        }
    }
}

/// What the view calls: each field's change and the login tap.
public final class LoginActionCreator {
    private let dispatcher: Dispatcher
    private let store: LoginStore
    private let api: LoginAPI
    /// The request in flight: it ends with the action creator, as a
    /// screen's requests do when the screen goes, rather than outliving it
    /// until the server answers.
    private let request = RxLibraries.SerialDisposable()
    private let disposeBag = RxLibraries.DisposeBag()

    /// Creates the action creator.
    public init(dispatcher: Dispatcher, store: LoginStore, api: LoginAPI) {
        self.dispatcher = dispatcher
        self.store = store
        self.api = api
        request.disposed(by: disposeBag)
    }

    /// The email field changed.
    public func email(_ text: String) {
        dispatcher.dispatch(EmailChanged(email: text))
    }

    /// The password field changed.
    public func password(_ text: String) {
        dispatcher.dispatch(PasswordChanged(password: text))
    }

    /// The login button was tapped.
    public func loginTap() {
        guard !store.isLoggingIn.value else { return }
        dispatcher.dispatch(LoginStarted())
        let login: RxLibraries.Observable<String> = api.login(
            email: store.email.value, password: store.password.value
        )
        dispatcher.dispatch { [request] callback in
            request.disposable = login.subscribe(
                onNext: { token in
                    callback(LoginFinished(result: .success(token: token)))
                },
                onError: { error in
                    let failure = error as? LoginError ?? .networkError
                    callback(LoginFinished(result: .failure(failure)))
                }
            )
        }
    }
}
