import RxLibraries
import StyleKit

/// The login screen in the AnyObserver style: inputs are `AnyObserver`s
/// made from `PublishSubject`s, so a view binds its controls straight to
/// them.
///
/// Key idea: inputs are observers; state lives in relays local to `init`.
/// Errors: an error sent into an input reaches a `bind(to:)` a relay — the
/// debug-fatal misuse RxSwift stops on — and completion ends that input
/// for good; API errors become `failure` results. Taps while a login is in
/// flight each start a request: `flatMap` runs them all.
public final class AnyObserverLoginViewModel {
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

    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`.
    public init(api: LoginAPI) {
        let _email = PublishSubject<String>()
        let _password = PublishSubject<String>()
        let _loginTap = PublishSubject<Void>()
        email = _email.asObserver()
        password = _password.asObserver()
        loginTap = _loginTap.asObserver()

        let emailText = BehaviorRelay<String>(value: "")
        let passwordText = BehaviorRelay<String>(value: "")
        let inFlight = BehaviorRelay<Int>(value: 0)
        let loginResult = PublishRelay<LoginResult>()
        _email.bind(to: emailText).disposed(by: disposeBag)
        _password.bind(to: passwordText).disposed(by: disposeBag)

        validEmail = emailText.map(LoginRules.isValidEmail)
        validPassword = passwordText.map(LoginRules.isValidPassword)
        loginButtonEnabled = Observable
            .combineLatest(validEmail, validPassword) { $0 && $1 }
        isLoggingIn = inFlight.map { $0 > 0 }.distinctUntilChanged()
        self.loginResult = loginResult.asObservable()

        _loginTap
            .withLatestFrom(
                Observable.combineLatest(emailText, passwordText)
            )
            .do(onNext: { _ in inFlight.accept(inFlight.value + 1) })
            .flatMap { email, password in
                api.login(email: email, password: password)
                    .map { LoginResult.success(token: $0) }
                    .catch { error in
                        let failure = error as? LoginError ?? .networkError
                        return .just(.failure(failure))
                    }
            }
            .subscribe(onNext: { result in
                loginResult.accept(result)
                inFlight.accept(inFlight.value - 1)
            })
            .disposed(by: disposeBag)
    }
}
