import MiniFluxer
import StyleKit

/// The counter in Fluxer's Flux style: an action, a store that holds the
/// count, and an action creator the view calls.
///
/// Key idea: data flows one way — view → action → dispatcher → store →
/// view. Errors: none can enter; the input is a method. The store's
/// `ObservableValue` does not replay: a view that subscribes sees only
/// later counts, and reads the current one from `count.value`.
public struct CountUpAction: Action {
    /// A tap on count-up.
    public init() {}
}

/// Holds the count.
public final class CounterStore: Store {
    /// The count; subscribers see changes only.
    public let count = ObservableValue(0)

    /// Registers the count-up handler.
    public required init(with dispatcher: Dispatcher) {
        _ = dispatcher.register { [weak self] action in
            guard let self, action is CountUpAction else { return }
            count.value += 1
        }
    }
}

/// What the view calls to count up.
public final class CounterActionCreator {
    private let dispatcher: Dispatcher

    /// Creates the action creator for `dispatcher`.
    public init(dispatcher: Dispatcher) {
        self.dispatcher = dispatcher
    }

    /// Counts one up.
    public func countUp() {
        dispatcher.dispatch(CountUpAction())
    }
}
