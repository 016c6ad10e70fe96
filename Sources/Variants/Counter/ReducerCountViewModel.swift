import MiniRDXVM
import MiniRx
import StyleKit

/// The counter as an RDXVM-style reducer: a `countUp` action reacts with
/// an `increment` mutation, and `reduce` applies it to the one state.
///
/// Key idea: every change of state is a named mutation, so the log of
/// actions and mutations tells the whole story. Errors: none can enter
/// through `action` (it forwards `next` only). `state` replays, so a late
/// subscriber sees the current count.
public final class ReducerCountViewModel: ViewModel<
    ReducerCountViewModel.Action,
    ReducerCountViewModel.Mutation,
    Never,
    ReducerCountViewModel.State
> {
    /// What the view sends.
    public enum Action {
        /// A tap on count-up.
        case countUp
    }

    /// How the state changes.
    public enum Mutation {
        /// One more.
        case increment
    }

    /// The screen's state.
    public struct State {
        /// The count.
        public var count = 0
    }

    /// The count, as the label shows it.
    public var count: Observable<String> {
        state.asObservable()
            .map { String($0.count) }
            .distinctUntilChanged()
    }

    /// Creates the counter at zero; `middlewares` see every action and
    /// mutation.
    public init(middlewares: [Middleware] = []) {
        super.init(state: State(), middlewares: middlewares)
    }

    /// A tap becomes an increment.
    public override func react(
        action: Action, state: State
    ) -> Observable<Reaction> {
        switch action {
        case .countUp: return .just(.mutation(.increment))
        }
    }

    /// Applies an increment.
    public override func reduce(mutation: Mutation, state: inout State) {
        switch mutation {
        case .increment: state.count += 1
        }
    }
}
