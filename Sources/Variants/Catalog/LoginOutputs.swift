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
