import MiniFluxer
import RxLibraries
import StyleKit

/// The login screen's five outputs in their fixed order, for styles that expose no
/// current value: `unreadable` says why, and `resultUnreadable` why not for the result.
func loginOutputs(
    validEmail: RxLibraries.Observable<Bool>,
    validPassword: RxLibraries.Observable<Bool>,
    loginButtonEnabled: RxLibraries.Observable<Bool>,
    isLoggingIn: RxLibraries.Observable<Bool>,
    loginResult: RxLibraries.Observable<LoginResult>,
    unreadable: String,
    resultUnreadable: String = Unreadable.event
) -> [OutputPort] {
    [
        .observable(Screen.Login.validEmail, validEmail, unreadable: unreadable),
        .observable(Screen.Login.validPassword, validPassword, unreadable: unreadable),
        .observable(Screen.Login.loginButtonEnabled, loginButtonEnabled, unreadable: unreadable),
        .observable(Screen.Login.isLoggingIn, isLoggingIn, unreadable: unreadable),
        .observable(Screen.Login.loginResult, loginResult, unreadable: resultUnreadable),
    ]
}

/// The login screen's three inputs in their fixed order, for styles whose inputs are
/// observers of one kind.
func loginInputs(
    email: AnyObserver<String>,
    password: AnyObserver<String>,
    loginTap: AnyObserver<Void>,
    kind: InputKind.Observer
) -> [InputPort] {
    [
        .observer(Screen.Login.email, email, kind: kind),
        .observer(Screen.Login.password, password, kind: kind),
        .observer(Screen.Login.loginTap, loginTap, kind: kind),
    ]
}

/// The login screen's three inputs for styles whose inputs are methods (or methods that
/// feed relays).
func methodLoginInputs(
    _ kind: InputKind.Call,
    email: @escaping (String) -> Void,
    password: @escaping (String) -> Void,
    loginTap: @escaping () -> Void
) -> [InputPort] {
    [
        .text(Screen.Login.email, kind: kind, email),
        .text(Screen.Login.password, kind: kind, password),
        .tap(Screen.Login.loginTap, kind: kind, loginTap),
    ]
}

/// What of the Flux styles' login runs on RxSwift itself with the `RealRxSwift` trait: its
/// request, made with RxLibraries (the login API's observable and the disposables that
/// hold it); `nil` on MiniRx.
let loginRequestOnRxSwift: String? = RxLibrariesInUse.areMiniRx ? nil : "the login request"

/// The login screen's five outputs for the Flux styles: store values seen as streams,
/// and read for `state`.
func fluxLoginOutputs(
    validEmail: ObservableValue<Bool>,
    validPassword: ObservableValue<Bool>,
    loginButtonEnabled: ObservableValue<Bool>,
    isLoggingIn: ObservableValue<Bool>,
    loginResult: ObservableValue<LoginResult?>
) -> [OutputPort] {
    let validEmail = readTraced(validEmail, as: Screen.Login.validEmail)
    let validPassword = readTraced(validPassword, as: Screen.Login.validPassword)
    let loginButtonEnabled = readTraced(loginButtonEnabled, as: Screen.Login.loginButtonEnabled)
    let isLoggingIn = readTraced(isLoggingIn, as: Screen.Login.isLoggingIn)
    let loginResult = readTraced(loginResult, as: Screen.Login.loginResult)
    return [
        .observable(Screen.Login.validEmail, rxObservable(validEmail), current: { validEmail.value }),
        .observable(Screen.Login.validPassword, rxObservable(validPassword), current: { validPassword.value }),
        .observable(Screen.Login.loginButtonEnabled, rxObservable(loginButtonEnabled), current: { loginButtonEnabled.value }),
        .observable(Screen.Login.isLoggingIn, rxObservable(isLoggingIn), current: { isLoggingIn.value }),
        .observable(Screen.Login.loginResult, rxObservable(skippingNil: loginResult)) {
            loginResult.value.map { .value($0.outputValue) } ?? .unavailable("no login has finished yet")
        },
    ].map(fluxOutput)
}
