import RxLibraries
import StyleKit

/// The login screen exactly as the "MVVM with RxSwift" talk writes it: the
/// view's streams are injected into `init`, and the outputs are built with
/// `combineLatest`, `withLatestFrom` and `flatMap`.
///
/// Key idea: a pure function from input streams to output streams. Errors:
/// nothing catches the API's error, so the first failed login ends
/// `loginResult` (and `isLoggingIn`, built from it) for good — the talk's
/// lesson. An error or completion injected into an input ends every output
/// built from it. Taps while a login is in flight each start a request:
/// `flatMap` runs them all. Outputs have no value until the view's streams
/// emit.
public final class MVVMLoginViewModel {
    /// Whether the email looks valid.
    public let validEmail: Observable<Bool>
    /// Whether the password is long enough.
    public let validPassword: Observable<Bool>
    /// Whether the login button is enabled.
    public let loginButtonEnabled: Observable<Bool>
    /// Whether a login is in flight.
    public let isLoggingIn: Observable<Bool>
    /// Each successful login; fails with the API's error.
    public let loginResult: Observable<LoginResult>

    /// Builds the outputs from the view's streams.
    public init(
        email: Observable<String>,
        password: Observable<String>,
        loginTap: Observable<Void>,
        api: LoginAPI
    ) {
        validEmail = email.map { LoginRules.isValidEmail($0) }
        validPassword = password.map { LoginRules.isValidPassword($0) }
        loginButtonEnabled = Observable
            .combineLatest(validEmail, validPassword) { $0 && $1 }
        loginResult = loginTap
            .withLatestFrom(Observable.combineLatest(email, password))
            .flatMap { email, password in
                api.login(email: email, password: password)
            }
            .map { LoginResult.success(token: $0) }
            .share()
        isLoggingIn = Observable
            .merge(loginTap.map { true }, loginResult.map { _ in false })
            .startWith(false)
    }
}
