import MiniFluxer
import StyleKit

/// The counter in the keyed-Flux style of the "matching app" talk: the
/// counter's store registers for count-up taps and also for finished
/// logins, and reads the session store, so a successful login on the other
/// screen starts its count over.
///
/// Key idea: one action can change several stores — state shared across
/// screens stays in step. Errors: none can enter; the input is a method.
/// No replay, as in Fluxer.
public final class KeyedCounterStore {
    /// The count; subscribers see changes only.
    public let count = ObservableValue(0)
    private let session: SessionStore

    /// Registers for count-up taps and for finished logins.
    public init(dispatcher: KeyedDispatcher, session: SessionStore) {
        self.session = session
        dispatcher.register(key: FluxKey.countUp) { [weak self] _ in
            self?.count.value += 1
        }
        dispatcher.register(key: FluxKey.loginFinished) {
            [weak self] object in
            guard let self, case .success = object as? LoginResult,
                  self.session.token.value != nil else { return }
            count.value = 0
        }
    }
}
