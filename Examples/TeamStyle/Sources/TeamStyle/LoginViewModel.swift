import MiniRx
import VMREPLKit

/// The login screen as the team writes it: errors become results, a new tap replaces the
/// login in flight, and an activity relay says whether one is running.
final class LoginViewModel: ViewModelType {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let loginTap: Observable<Void>

        init(email: Observable<String>, password: Observable<String>, loginTap: Observable<Void>) {
            self.email = email
            self.password = password
            self.loginTap = loginTap
        }
    }

    struct Output {
        let validEmail: Observable<Bool>
        let validPassword: Observable<Bool>
        let loginButtonEnabled: Observable<Bool>
        let isLoggingIn: Observable<Bool>
        let loginResult: Observable<LoginResult>
    }

    private let api: LoginAPI

    init(api: LoginAPI) {
        self.api = api
    }

    func transform(input: Input) -> Output {
        let validEmail = input.email.map { LoginRules.isValidEmail($0) }.startWith(false)
        let validPassword = input.password.map { LoginRules.isValidPassword($0) }.startWith(false)
        let activity = BehaviorRelay(value: false)
        let api = self.api
        let loginResult = input.loginTap
            .withLatestFrom(Observable.combineLatest(input.email, input.password))
            .do(onNext: { _ in activity.accept(true) })
            .flatMapLatest { email, password in
                api.login(email: email, password: password)
                    .map { LoginResult.success(token: $0) }
                    .catch { error in .just(.failure(error as? LoginError ?? .networkError)) }
            }
            .do(onNext: { _ in activity.accept(false) })
            // Stryker disable next-line ShareReplay: the screen subscribes to loginResult once, before any login
            .share()
        return Output(
            validEmail: validEmail,
            validPassword: validPassword,
            loginButtonEnabled: Observable.combineLatest(validEmail, validPassword) { $0 && $1 },
            isLoggingIn: activity.asObservable(),
            loginResult: loginResult
        )
    }
}
