import MiniFluxer
import MiniRx

/// The login screen's five outputs in their fixed order, for styles that expose no
/// current value.
func loginOutputs(
    validEmail: MiniRx.Observable<Bool>,
    validPassword: MiniRx.Observable<Bool>,
    loginButtonEnabled: MiniRx.Observable<Bool>,
    isLoggingIn: MiniRx.Observable<Bool>,
    loginResult: MiniRx.Observable<LoginResult>,
    current: CurrentValue
) -> [OutputPort] {
    [
        .flag("validEmail", validEmail) { current },
        .flag("validPassword", validPassword) { current },
        .flag("loginButtonEnabled", loginButtonEnabled) { current },
        .flag("isLoggingIn", isLoggingIn) { current },
        .result("loginResult", loginResult) { current == Unreadable.scan ? current : Unreadable.event },
    ]
}

/// The login screen's three inputs in their fixed order, for styles whose inputs are
/// observers of one kind.
func loginInputs(
    email: AnyObserver<String>,
    password: AnyObserver<String>,
    loginTap: AnyObserver<Void>,
    kind: InputKind
) -> [InputPort] {
    [
        .observer("email", kind, email),
        .observer("password", kind, password),
        .observer("loginTap", kind, loginTap),
    ]
}

/// The login screen's three inputs for styles whose inputs are methods (or methods that
/// feed relays).
func methodLoginInputs(
    _ kind: InputKind,
    email: @escaping (String) -> Void,
    password: @escaping (String) -> Void,
    loginTap: @escaping () -> Void
) -> [InputPort] {
    [
        .values("email", kind, .text) { value in
            if case .text(let text) = value { email(text) }
        },
        .values("password", kind, .text) { value in
            if case .text(let text) = value { password(text) }
        },
        .values("loginTap", kind, .tap) { _ in loginTap() },
    ]
}

/// The login screen's five outputs for the Flux styles: store values seen as streams,
/// and read for `state`.
func fluxLoginOutputs(
    validEmail: ObservableValue<Bool>,
    validPassword: ObservableValue<Bool>,
    loginButtonEnabled: ObservableValue<Bool>,
    isLoggingIn: ObservableValue<Bool>,
    loginResult: ObservableValue<LoginResult?>
) -> [OutputPort] {
    [
        .flag("validEmail", rxObservable(validEmail)) { .value(.flag(validEmail.value)) },
        .flag("validPassword", rxObservable(validPassword)) { .value(.flag(validPassword.value)) },
        .flag("loginButtonEnabled", rxObservable(loginButtonEnabled)) { .value(.flag(loginButtonEnabled.value)) },
        .flag("isLoggingIn", rxObservable(isLoggingIn)) { .value(.flag(isLoggingIn.value)) },
        .result("loginResult", rxObservable(loginResult).compactMap { $0 }) {
            loginResult.value.map { .value(.result($0)) } ?? .unavailable("no login has finished yet")
        },
    ]
}
