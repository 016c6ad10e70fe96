import MiniRx

/// The definition of a Unio stream: its four nested types and the one function that wires
/// them.
///
/// As in Unio 0.11, `Extra` has no default: a stream without dependencies declares
/// `typealias Extra = NoExtra`.
public protocol LogicType {
    /// The inputs the outside sends into.
    associatedtype Input: InputType
    /// The outputs the outside reads.
    associatedtype Output: OutputType
    /// The internal state.
    associatedtype State: StateType
    /// The outside dependencies.
    associatedtype Extra: ExtraType

    /// Builds the outputs from the inputs, state and extra.
    ///
    /// Called once, synchronously, when the stream is created. Being static, it cannot
    /// capture the stream by mistake; subscriptions it makes go into `disposeBag`, which
    /// the stream owns.
    static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output
}
