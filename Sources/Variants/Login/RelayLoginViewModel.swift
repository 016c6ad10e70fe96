import RxLibraries
import StyleKit

/// The login screen in the relay style: methods feed `PublishRelay`s,
/// state lives in relays local to `init`, captured by the bindings.
///
/// Key idea: inputs become event streams at once, and everything after is
/// declarative. Errors: none can enter (relays carry no terminal event);
/// an API error is caught and becomes a `failure` result. A tap while a
/// login is in flight starts over: `flatMapLatest` drops the earlier
/// request.
public final class RelayLoginViewModel {
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

    private let _email = PublishRelay<String>()
    private let _password = PublishRelay<String>()
    private let _loginTap = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`.
    public init(api: LoginAPI) {
        let email = BehaviorRelay<String>(value: "")
        let password = BehaviorRelay<String>(value: "")
        let isLoggingIn = BehaviorRelay<Bool>(value: false)
        let loginResult = PublishRelay<LoginResult>()
        _email.bind(to: email).disposed(by: disposeBag)
        _password.bind(to: password).disposed(by: disposeBag)

        validEmail = email.map(LoginRules.isValidEmail)
        validPassword = password.map(LoginRules.isValidPassword)
        loginButtonEnabled = Observable
            .combineLatest(validEmail, validPassword) { $0 && $1 }
        self.isLoggingIn = isLoggingIn.asObservable()
        self.loginResult = loginResult.asObservable()

        _loginTap
            .withLatestFrom(Observable.combineLatest(email, password))
            .do(onNext: { _ in isLoggingIn.accept(true) })
            .flatMapLatest { email, password in
                api.login(email: email, password: password)
                    .map { LoginResult.success(token: $0) }
                    .catch { error in
                        let failure = error as? LoginError ?? .networkError
                        return .just(.failure(failure))
                    }
            }
            .subscribe(onNext: { result in
                loginResult.accept(result)
                isLoggingIn.accept(false)
            })
            .disposed(by: disposeBag)
    }

    /// The email field changed.
    public func email(_ text: String) {
        _email.accept(text)
    }

    /// The password field changed.
    public func password(_ text: String) {
        _password.accept(text)
    }

    /// The login button was tapped.
    public func loginTap() {
        _loginTap.accept(())
    }
}
