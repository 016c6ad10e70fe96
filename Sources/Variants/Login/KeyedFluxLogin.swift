import MiniFluxer
import RxLibraries
import StyleKit

/// The login screen in the keyed-Flux style: the same store and flags as
/// the Fluxer style, reached through `(obj, key)` actions; a finished
/// login is also seen by the session store and, through it, by the
/// counter's store.
///
/// Key idea: the login's outcome is one action that several stores
/// register for. Errors: none can enter (methods); API errors become
/// `failure` results. Taps in flight are ignored. No replay.
public final class KeyedLoginStore {
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
    /// The email as typed.
    public private(set) var email = ""
    /// The password as typed.
    public private(set) var password = ""

    /// Registers for the screen's keys.
    public init(dispatcher: KeyedDispatcher) {
        dispatcher.register(key: FluxKey.email) { [weak self] object in
            guard let self, let text = object as? String else { return }
            email = text
            validEmail.value = LoginRules.isValidEmail(text)
            loginButtonEnabled.value =
                validEmail.value && validPassword.value
        }
        dispatcher.register(key: FluxKey.password) { [weak self] object in
            guard let self, let text = object as? String else { return }
            password = text
            validPassword.value = LoginRules.isValidPassword(text)
            loginButtonEnabled.value =
                validEmail.value && validPassword.value
        }
        dispatcher.register(key: FluxKey.loginStarted) { [weak self] _ in
            self?.isLoggingIn.value = true
        }
        dispatcher.register(key: FluxKey.loginFinished) {
            [weak self] object in
            guard let self, let result = object as? LoginResult else {
                return
            }
            loginResult.value = result
            isLoggingIn.value = false
        }
    }
}

/// What the login view calls in the keyed-Flux app.
public final class KeyedLoginActions {
    private let dispatcher: KeyedDispatcher
    private let store: KeyedLoginStore
    private let api: LoginAPI
    /// The request in flight, which ends with the actions rather than
    /// outliving them.
    private let request = RxLibraries.SerialDisposable()
    private let disposeBag = RxLibraries.DisposeBag()

    /// Creates the actions.
    public init(
        dispatcher: KeyedDispatcher, store: KeyedLoginStore, api: LoginAPI
    ) {
        self.dispatcher = dispatcher
        self.store = store
        self.api = api
        request.disposed(by: disposeBag)
    }

    /// The email field changed.
    public func email(_ text: String) {
        dispatcher.dispatch(obj: text, key: FluxKey.email)
    }

    /// The password field changed.
    public func password(_ text: String) {
        dispatcher.dispatch(obj: text, key: FluxKey.password)
    }

    /// The login button was tapped.
    public func loginTap() {
        guard !store.isLoggingIn.value else { return }
        dispatcher.dispatch(obj: (), key: FluxKey.loginStarted)
        let dispatcher = self.dispatcher
        request.disposable = api
            .login(email: store.email, password: store.password)
            .subscribe(
            onNext: { token in
                dispatcher.dispatch(
                    obj: LoginResult.success(token: token),
                    key: FluxKey.loginFinished
                )
            },
            onError: { error in
                let failure = error as? LoginError ?? .networkError
                dispatcher.dispatch(
                    obj: LoginResult.failure(failure),
                    key: FluxKey.loginFinished
                )
            }
        )
    }
}
