import RxLibraries
import StyleKit

/// The seed talk's Unio counter: a `UnioStream` whose `Input`, `State`,
/// `Output` and static `bind` are the whole of the view model.
///
/// Key idea: one shape for every view model — inputs only through `input`,
/// outputs only through `output`, state invisible outside, and a static
/// `bind` that cannot capture `self`. Errors: none can enter — `countUp`
/// is a relay, so the observer that `input.countUp` gives drops errors and
/// completion.
///
/// Spelled `AnyLogicBasedStream<Input, Output>, LogicType` as Unio 0.11
/// builds it: the seed talk's `UnioStream<UnioCountViewModel>` is the same
/// type, but Swift 6.3 rejects that spelling against the real Unio (see
/// MiniUnio's `UnioStream`).
public final class UnioCountViewModel:
    AnyLogicBasedStream<
        UnioCountViewModel.Input, UnioCountViewModel.Output
    >,
    LogicType {
    /// No dependencies from outside.
    public typealias Extra = NoExtra

    /// What the view sends in.
    public struct Input: InputType {
        /// A tap on the count-up button.
        public let countUp = PublishRelay<Void>()
    }

    /// The count, never visible outside.
    public struct State: StateType {
        let count = BehaviorRelay<Int>(value: 0)
    }

    /// What the view shows.
    public struct Output: OutputType {
        /// The count, as the label shows it.
        public let count: Observable<String>
    }

    /// Creates a counter at zero.
    public convenience init() {
        self.init(input: Input(), state: State(), extra: Extra())
    }

    /// Counts up on every tap.
    public static func bind(
        from dependency: Dependency<Input, State, Extra>,
        disposeBag: DisposeBag
    ) -> Output {
        let state = dependency.state
        dependency.inputObservables.countUp
            .withLatestFrom(state.count) { $1 + 1 }
            .bind(to: state.count)
            .disposed(by: disposeBag)
        return Output(count: state.count.map(String.init))
    }
}
