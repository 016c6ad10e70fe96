import RxLibraries
import StyleKit

/// The login screen in the scan style: no explicit state at all; every
/// output is an operator chain over the input subjects, with `startWith`
/// and `scan` supplying what the other styles keep in relays.
///
/// Key idea: state lives inside each subscription's chain. That is also
/// its catch: every subscriber to `loginResult` or `isLoggingIn` runs its
/// own chain, so each one sends its own login request, and a late
/// subscriber starts from empty fields. Errors: an error sent into an
/// input reaches every output built from it as an error; API errors become
/// `failure` results. Taps while a login is in flight are ignored:
/// `flatMapFirst`.
public final class ScanLoginViewModel {
    /// Whether the email looks valid.
    public let validEmail: Observable<Bool>
    /// Whether the password is long enough.
    public let validPassword: Observable<Bool>
    /// Whether the login button is enabled.
    public let loginButtonEnabled: Observable<Bool>
    /// Whether a login is in flight.
    public let isLoggingIn: Observable<Bool>
    /// Each login's outcome.
    public let loginResult: Observable<LoginResult>

    /// The email field's text.
    public let email: AnyObserver<String>
    /// The password field's text.
    public let password: AnyObserver<String>
    /// Taps on the login button.
    public let loginTap: AnyObserver<Void>

    /// Creates the screen's view model over `api`.
    public init(api: LoginAPI) {
        let _email = PublishSubject<String>()
        let _password = PublishSubject<String>()
        let _loginTap = PublishSubject<Void>()
        email = _email.asObserver()
        password = _password.asObserver()
        loginTap = _loginTap.asObserver()

        validEmail = _email.map(LoginRules.isValidEmail).startWith(false)
        validPassword = _password
            .map(LoginRules.isValidPassword)
            .startWith(false)
        loginButtonEnabled = Observable
            .combineLatest(validEmail, validPassword) { $0 && $1 }

        let attempts: Observable<LoginResult?> = _loginTap
            .withLatestFrom(Observable.combineLatest(
                _email.startWith(""), _password.startWith("")
            ))
            .flatMapFirst { email, password in
                api.login(email: email, password: password)
                    .map { LoginResult.success(token: $0) }
                    .catch { error in
                        let failure = error as? LoginError ?? .networkError
                        return .just(.failure(failure))
                    }
                    .map { Optional($0) }
                    .startWith(nil)
            }
        isLoggingIn = attempts.map { $0 == nil }.startWith(false)
        loginResult = attempts.compactMap { $0 }
    }
}
