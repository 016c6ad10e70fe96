extension InputKind {
    /// What a closure port stands for (`InputPort.tap`, `.text`, `.number`, `.toggle`): a
    /// call takes values only, so none of these can be given an error or a completion.
    public enum Call: Sendable {
        /// A method.
        case method
        /// A method that feeds a `PublishRelay`.
        case relay
        /// A SwiftUI binding to a property (`$viewModel.email`).
        case binding

        var kind: InputKind {
            switch self {
            case .method: .method
            case .relay: .relay
            case .binding: .binding
            }
        }
    }

    /// What an observer port stands for (`InputPort.observer`): errors and completion
    /// reach the observer, which carries them or drops them.
    public enum Observer: Sendable {
        /// An `AnyObserver` over a relay (a Unio relay input): it drops terminal events.
        case relayObserver
        /// An `AnyObserver` over a `PublishSubject`: it carries them.
        case subject
        /// An observable injected into `init`, fed by the view: it carries them.
        case injectedObservable

        var kind: InputKind {
            switch self {
            case .relayObserver: .relayObserver
            case .subject: .subject
            case .injectedObservable: .injectedObservable
            }
        }
    }
}
