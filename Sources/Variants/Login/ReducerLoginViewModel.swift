import MiniRDXVM
import MiniRx
import StyleKit

/// The login screen as an RDXVM-style reducer: field and tap actions react
/// with mutations of one state; the login reacts with `loggingIn(true)`,
/// then an event for the outcome, then `loggingIn(false)`.
///
/// Key idea: state (fields, flags) replays and is read with `$state`;
/// outcomes are events, which do not replay. Errors: none can enter
/// through `action`; API errors become a `loginFailed` event. A tap while
/// a login is in flight is ignored: `react` reads the state.
public final class ReducerLoginViewModel: ViewModel<
    ReducerLoginViewModel.Action,
    ReducerLoginViewModel.Mutation,
    ReducerLoginViewModel.Event,
    ReducerLoginViewModel.State
> {
    /// What the view sends.
    public enum Action {
        /// The email field changed.
        case email(String)
        /// The password field changed.
        case password(String)
        /// The login button was tapped.
        case loginTap
    }

    /// How the state changes.
    public enum Mutation {
        /// New email text.
        case setEmail(String)
        /// New password text.
        case setPassword(String)
        /// A login started or ended.
        case setLoggingIn(Bool)
    }

    /// What the view is told.
    public enum Event {
        /// Logged in, with the session token.
        case loggedIn(token: String)
        /// The login failed.
        case loginFailed(LoginError)
    }

    /// The screen's state.
    public struct State {
        /// The email as typed.
        public var email = ""
        /// The password as typed.
        public var password = ""
        /// Whether a login is in flight.
        public var isLoggingIn = false
        /// Whether the email looks valid.
        public var validEmail: Bool { LoginRules.isValidEmail(email) }
        /// Whether the password is long enough.
        public var validPassword: Bool {
            LoginRules.isValidPassword(password)
        }
    }

    private let api: LoginAPI

    /// Creates the screen's view model over `api`; `middlewares` see every
    /// action and mutation.
    public init(api: LoginAPI, middlewares: [Middleware] = []) {
        self.api = api
        super.init(state: State(), middlewares: middlewares)
    }

    /// Whether the email looks valid.
    public var validEmail: Observable<Bool> {
        state.asObservable().map(\.validEmail).distinctUntilChanged()
    }
    /// Whether the password is long enough.
    public var validPassword: Observable<Bool> {
        state.asObservable().map(\.validPassword).distinctUntilChanged()
    }
    /// Whether the login button is enabled.
    public var loginButtonEnabled: Observable<Bool> {
        state.asObservable()
            .map { $0.validEmail && $0.validPassword }
            .distinctUntilChanged()
    }
    /// Whether a login is in flight.
    public var isLoggingIn: Observable<Bool> {
        state.asObservable().map(\.isLoggingIn).distinctUntilChanged()
    }
    /// Each login's outcome, from the events.
    public var loginResult: Observable<LoginResult> {
        event.map { event in
            switch event {
            case .loggedIn(let token): return .success(token: token)
            case .loginFailed(let error): return .failure(error)
            }
        }
    }

    /// Turns each action into reactions.
    public override func react(
        action: Action, state: State
    ) -> Observable<Reaction> {
        switch action {
        case .email(let text):
            return .just(.mutation(.setEmail(text)))
        case .password(let text):
            return .just(.mutation(.setPassword(text)))
        case .loginTap:
            guard !state.isLoggingIn else { return .empty() }
            let outcome = api
                .login(email: state.email, password: state.password)
                .map { Reaction.event(.loggedIn(token: $0)) }
                .catch { error in
                    let failure = error as? LoginError ?? .networkError
                    return .just(.event(.loginFailed(failure)))
                }
            return Observable.concat(
                .just(.mutation(.setLoggingIn(true))),
                outcome,
                .just(.mutation(.setLoggingIn(false)))
            )
        }
    }

    /// Applies a mutation.
    public override func reduce(mutation: Mutation, state: inout State) {
        switch mutation {
        case .setEmail(let text): state.email = text
        case .setPassword(let text): state.password = text
        case .setLoggingIn(let flag): state.isLoggingIn = flag
        }
    }
}
