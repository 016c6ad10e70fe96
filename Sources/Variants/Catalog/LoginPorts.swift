import MiniRx

/// The login screen's five outputs in their fixed order, for styles that expose no
/// current value.
func loginOutputs(
    validEmail: Observable<Bool>,
    validPassword: Observable<Bool>,
    loginButtonEnabled: Observable<Bool>,
    isLoggingIn: Observable<Bool>,
    loginResult: Observable<LoginResult>,
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
