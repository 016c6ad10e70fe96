import MiniFluxer
import StyleKit

/// The signed-in session, shared by every screen of the keyed-Flux app: a
/// successful login sets its token.
public final class SessionStore {
    /// The session's token, or `nil` before anyone logged in.
    public let token = ObservableValue<String?>(nil)

    /// Registers for finished logins.
    public init(dispatcher: KeyedDispatcher) {
        dispatcher.register(key: FluxKey.loginFinished) {
            [weak self] object in
            if case .success(let token) = object as? LoginResult {
                self?.token.value = token
            }
        }
    }
}
