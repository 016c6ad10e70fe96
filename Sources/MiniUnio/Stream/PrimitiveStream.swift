import MiniRx

/// A running Unio stream: calls `Logic.bind` once, then owns the bindings, the state and
/// the extra for as long as it lives.
///
/// Releasing the stream disposes every binding made in `bind`.
open class PrimitiveStream<Logic: LogicType> {
    /// The way in.
    public let input: InputWrapper<Logic.Input>
    /// The way out.
    public let output: OutputWrapper<Logic.Output>

    private let state: Logic.State
    private let extra: Logic.Extra
    private let disposeBag = DisposeBag()

    /// Creates the stream and runs `Logic.bind` with these parts; the stream keeps them.
    public init(input: Logic.Input, state: Logic.State, extra: Logic.Extra) {
        let dependency = Dependency(input: input, state: state, extra: extra)
        let output = Logic.bind(from: dependency, disposeBag: disposeBag)
        self.input = InputWrapper(input)
        self.output = OutputWrapper(output)
        self.state = state
        self.extra = extra
    }
}
