import MiniFluxer
import StyleKit

/// The signed-in session, shared by every screen of the keyed-Flux app:
/// a successful login sets its token, and a search its query.
public final class SessionStore {
    /// The session's token, or `nil` before anyone logged in.
    public let token = ObservableValue<String?>(nil)
    /// The query searched last, kept for every screen (as an app keeps
    /// it across screens): a page of another query is not this
    /// search's.
    public let searchQuery = ObservableValue("")

    /// Registers for finished logins.
    public init(dispatcher: KeyedDispatcher) {
        dispatcher.register(key: FluxKey.loginFinished) {
            [weak self] object in
            if case .success(let token) = object as? LoginResult {
                self?.token.value = token
            }
        }
        dispatcher.register(key: FluxKey.searchStarted) {
            [weak self] object in
            if let query = object as? String {
                self?.searchQuery.value = query
            }
        }
    }
}
