import StyleKit

/// The login screen with async/await and no Rx: the fields and the button
/// send into `AsyncStream`s, one actor owns the state, each output is an
/// `AsyncStream` per view, and a login is a task awaiting the async API.
///
/// Key idea: a new tap cancels the login in flight —
/// `loginTask?.cancel()` — where Rx would write `flatMapLatest`; the
/// cancelled login ends with a `cancelled` result. Errors: the fields are
/// `AsyncStream`s (they can finish, not fail); the button is an
/// `AsyncThrowingStream`, so an error sent into it ends the loop over
/// taps, and no later tap logs in. An API error becomes a `failure`
/// result. The executor its login tasks run on is injected, as Rx code
/// injects a scheduler: a task started with `Task {}` does not take its
/// creator's executor with it.
public actor AsyncLoginViewModel {
    /// Where the email field sends its text.
    public nonisolated let email: AsyncStream<String>.Continuation
    /// Where the password field sends its text.
    public nonisolated let password: AsyncStream<String>.Continuation
    /// Where the button sends taps.
    public nonisolated let loginTaps:
        AsyncThrowingStream<Void, Error>.Continuation

    private let emails: AsyncStream<String>
    private let passwords: AsyncStream<String>
    private let taps: AsyncThrowingStream<Void, Error>
    private let api: LoginAPI
    private let executor: (any TaskExecutor)?

    private var currentEmail = ""
    private var currentPassword = ""
    private var loginTask: Task<Void, Never>?
    /// Which login is the latest: only its end stops `isLoggingIn`.
    private var latestLogin = 0

    private var validEmailUpdates = Broadcast<Bool>()
    private var validPasswordUpdates = Broadcast<Bool>()
    private var loginButtonEnabledUpdates = Broadcast<Bool>()
    private var isLoggingInUpdates = Broadcast<Bool>()
    private var loginResultUpdates = Broadcast<LoginResult>()

    /// Creates the screen's view model over `api`, starting logins on
    /// `executor` (the global one if `nil`); it reacts once `run()` runs.
    public init(api: LoginAPI, executor: (any TaskExecutor)? = nil) {
        self.api = api
        self.executor = executor
        (emails, email) = AsyncStream.makeStream(of: String.self)
        (passwords, password) = AsyncStream.makeStream(of: String.self)
        (taps, loginTaps) = AsyncThrowingStream.makeStream(of: Void.self)
    }

    /// Whether the email looks valid, from now on.
    public func validEmail() -> AsyncStream<Bool> {
        validEmailUpdates.stream()
    }
    /// Whether the password is long enough, from now on.
    public func validPassword() -> AsyncStream<Bool> {
        validPasswordUpdates.stream()
    }
    /// Whether the login button is enabled, from now on.
    public func loginButtonEnabled() -> AsyncStream<Bool> {
        loginButtonEnabledUpdates.stream()
    }
    /// Whether a login is in flight, from now on.
    public func isLoggingIn() -> AsyncStream<Bool> {
        isLoggingInUpdates.stream()
    }
    /// Each login's outcome, from now on.
    public func loginResult() -> AsyncStream<LoginResult> {
        loginResultUpdates.stream()
    }

    /// Whether a login is in flight now.
    public var isLoggingInNow: Bool { loginTask != nil }

    /// Reacts to the fields and the button until they all finish.
    public func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in self.emails {
                    await self.emailChanged(text)
                }
            }
            group.addTask {
                for await text in self.passwords {
                    await self.passwordChanged(text)
                }
            }
            group.addTask {
                // An error sent into the button ends the taps; nothing
                // logs in after it.
                try? await {
                    for try await _ in self.taps {
                        await self.loginTapped()
                    }
                }()
            }
        }
    }

    private func emailChanged(_ text: String) {
        currentEmail = text
        validEmailUpdates.send(LoginRules.isValidEmail(text))
        loginButtonEnabledUpdates.send(
            LoginRules.isValidEmail(text)
                && LoginRules.isValidPassword(currentPassword)
        )
    }

    private func passwordChanged(_ text: String) {
        currentPassword = text
        validPasswordUpdates.send(LoginRules.isValidPassword(text))
        loginButtonEnabledUpdates.send(
            LoginRules.isValidEmail(currentEmail)
                && LoginRules.isValidPassword(text)
        )
    }

    private func loginTapped() {
        loginTask?.cancel()
        latestLogin += 1
        let login = latestLogin
        if loginTask == nil { isLoggingInUpdates.send(true) }
        let (api, email, password) = (api, currentEmail, currentPassword)
        loginTask = Task(name: "login", executorPreference: executor) {
            let result: LoginResult
            do {
                result = .success(
                    token: try await api.login(
                        email: email, password: password
                    )
                )
            } catch is CancellationError {
                result = .cancelled
            } catch {
                result = .failure(error as? LoginError ?? .networkError)
            }
            await self.loginEnded(login, with: result)
        }
    }

    private func loginEnded(_ login: Int, with result: LoginResult) {
        loginResultUpdates.send(result)
        guard login == latestLogin else { return }
        loginTask = nil
        isLoggingInUpdates.send(false)
    }
}
