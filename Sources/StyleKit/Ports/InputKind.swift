/// How a style takes one of its inputs, which decides whether an error or a completion
/// can be sent into it.
public enum InputKind: Equatable, Sendable {
    /// A method: it takes values only.
    case method
    /// A method that feeds a `PublishRelay`: values only.
    case relay
    /// A SwiftUI binding to a property (`$viewModel.email`): values only.
    case binding
    /// An `AnyObserver` over a relay (a Unio relay input): it accepts terminal events and
    /// drops them, forwarding `next` only.
    case relayObserver
    /// An `AnyObserver` over a `PublishSubject`: it carries errors and completion.
    case subject
    /// An observable injected into `init`, fed by the view: it carries errors and
    /// completion.
    case injectedObservable
    /// An `AsyncStream`'s continuation: `finish()` ends the view model's loop over it;
    /// it cannot carry an error.
    case asyncStream
    /// An `AsyncThrowingStream`'s continuation: it carries errors and completion.
    case asyncThrowingStream

    /// Whether an error or completion sent into the input reaches the view model.
    public var carriesTerminalEvents: Bool {
        self == .subject || self == .injectedObservable || self == .asyncStream || self == .asyncThrowingStream
    }

    /// Whether an error sent into the input can reach the view model at all.
    var carriesErrors: Bool {
        self != .asyncStream
    }

    /// The input's kind in words: "a method", "a relay", ….
    public var description: String {
        switch self {
        case .method: return "a method"
        case .relay: return "a relay"
        case .binding: return "a binding"
        case .relayObserver: return "an observer over a relay"
        case .subject: return "an observer over a subject"
        case .injectedObservable: return "an injected observable"
        case .asyncStream: return "an AsyncStream continuation"
        case .asyncThrowingStream: return "an AsyncThrowingStream continuation"
        }
    }
}
