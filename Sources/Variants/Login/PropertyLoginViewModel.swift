import RxLibraries
import StyleKit

/// The login screen in the property style: state in private
/// `BehaviorRelay`s, inputs are methods, and the login is an imperative
/// subscription.
///
/// Key idea: it reads like ordinary object code; current values are plain
/// properties. Errors: none can enter through the inputs (they are
/// methods); an API error becomes a `failure` result. A tap while a login
/// is in flight is ignored by a guard.
public final class PropertyLoginViewModel {
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

    private let _email = BehaviorRelay<String>(value: "")
    private let _password = BehaviorRelay<String>(value: "")
    private let _isLoggingIn = BehaviorRelay<Bool>(value: false)
    private let _loginResult = PublishRelay<LoginResult>()
    private let api: LoginAPI
    /// The latest login's subscription: each login replaces the finished
    /// one before it, where adding every login to the bag would keep them
    /// all until the view model goes.
    private let login = SerialDisposable()
    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`.
    public init(api: LoginAPI) {
        self.api = api
        validEmail = _email.map(LoginRules.isValidEmail)
        validPassword = _password.map(LoginRules.isValidPassword)
        loginButtonEnabled = Observable
            .combineLatest(validEmail, validPassword) { $0 && $1 }
        isLoggingIn = _isLoggingIn.asObservable()
        loginResult = _loginResult.asObservable()
        login.disposed(by: disposeBag)
    }

    /// The email as typed so far.
    public var email: String { _email.value }
    /// The password as typed so far.
    public var password: String { _password.value }
    /// Whether a login is in flight now.
    public var isLoggingInNow: Bool { _isLoggingIn.value }

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
        guard !_isLoggingIn.value else { return }
        _isLoggingIn.accept(true)
        login.disposable = api
            .login(email: _email.value, password: _password.value)
            .subscribe(
                onNext: { [weak self] token in
                    self?._loginResult.accept(.success(token: token))
                },
                onError: { [weak self] error in
                    let failure = error as? LoginError ?? .networkError
                    self?._loginResult.accept(.failure(failure))
                    self?._isLoggingIn.accept(false)
                },
                onCompleted: { [weak self] in
                    self?._isLoggingIn.accept(false)
                }
            )
    }
}
