import RxLibraries
import StyleKit

/// The login screen as a `UnioStream`: inputs are relays, state is hidden
/// in `State`, and the API and the scheduler results are delivered on come
/// in through `Extra`.
///
/// Key idea: one fixed shape; the outside sees only `input` and `output`.
/// Errors: the observers `input` gives for relay inputs forward `next`
/// only, so an error or completion sent into them is dropped; API errors
/// become `failure` results. Taps while a login is in flight are ignored:
/// `flatMapFirst`. `isLoggingIn` is a `BehaviorRelay` output, so its
/// current value can be read through `output.isLoggingIn.value`.
///
/// Spelled `AnyLogicBasedStream<Input, Output>, LogicType` as Unio 0.11
/// builds it (the seed's `UnioStream<X>` spelling fails with Swift 6.3
/// against the real Unio).
public final class UnioLoginViewModel:
    AnyLogicBasedStream<
        UnioLoginViewModel.Input, UnioLoginViewModel.Output
    >,
    LogicType {
    /// What the view sends in.
    public struct Input: InputType {
        /// The email field's text.
        public let email = PublishRelay<String>()
        /// The password field's text.
        public let password = PublishRelay<String>()
        /// Taps on the login button.
        public let loginTap = PublishRelay<Void>()
    }

    /// The fields as typed, never visible outside.
    public struct State: StateType {
        let email = BehaviorRelay<String>(value: "")
        let password = BehaviorRelay<String>(value: "")
        let isLoggingIn = BehaviorRelay<Bool>(value: false)
    }

    /// The API and the scheduler login results are delivered on.
    public struct Extra: ExtraType {
        let api: LoginAPI
        let scheduler: SchedulerType

        /// Injects the dependencies.
        public init(api: LoginAPI, scheduler: SchedulerType) {
            self.api = api
            self.scheduler = scheduler
        }
    }

    /// What the view shows.
    public struct Output: OutputType {
        /// Whether the email looks valid.
        public let validEmail: Observable<Bool>
        /// Whether the password is long enough.
        public let validPassword: Observable<Bool>
        /// Whether the login button is enabled.
        public let loginButtonEnabled: Observable<Bool>
        /// Whether a login is in flight; readable as a `Property`.
        public let isLoggingIn: BehaviorRelay<Bool>
        /// Each login's outcome.
        public let loginResult: Observable<LoginResult>
    }

    /// Creates the stream with its dependencies.
    public convenience init(extra: Extra) {
        self.init(input: Input(), state: State(), extra: extra)
    }

    /// Wires inputs, state and extra into the outputs.
    public static func bind(
        from dependency: Dependency<Input, State, Extra>,
        disposeBag: DisposeBag
    ) -> Output {
        let state = dependency.state
        let extra = dependency.extra
        let inputs = dependency.inputObservables
        inputs.email.bind(to: state.email).disposed(by: disposeBag)
        inputs.password.bind(to: state.password).disposed(by: disposeBag)

        let validEmail = state.email.map(LoginRules.isValidEmail)
        let validPassword = state.password.map(LoginRules.isValidPassword)
        let loginResult = PublishRelay<LoginResult>()

        inputs.loginTap
            .withLatestFrom(
                Observable.combineLatest(state.email, state.password)
            )
            .flatMapFirst { email, password in
                extra.api.login(email: email, password: password)
                    .map { LoginResult.success(token: $0) }
                    .catch { error in
                        let failure = error as? LoginError ?? .networkError
                        return .just(.failure(failure))
                    }
                    .observe(on: extra.scheduler)
                    .do(onSubscribe: { state.isLoggingIn.accept(true) })
            }
            .subscribe(onNext: { result in
                loginResult.accept(result)
                state.isLoggingIn.accept(false)
            })
            .disposed(by: disposeBag)

        return Output(
            validEmail: validEmail,
            validPassword: validPassword,
            loginButtonEnabled: Observable
                .combineLatest(validEmail, validPassword) { $0 && $1 },
            isLoggingIn: state.isLoggingIn,
            loginResult: loginResult.asObservable()
        )
    }
}
