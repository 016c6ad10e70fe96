/// A stream that can be created from any logic with these inputs and outputs.
public protocol AnyLogicBasedStreamType: UnioStreamType {
    /// Creates the stream from `logic`'s parts.
    init<Logic: LogicType>(input: Logic.Input, state: Logic.State, extra: Logic.Extra, logic: Logic.Type) where Input == Logic.Input, Output == Logic.Output
}

extension AnyLogicBasedStreamType where Self: LogicType {
    /// Creates a stream that is its own logic.
    public init(input: Input, state: State, extra: Extra) {
        self.init(input: input, state: state, extra: extra, logic: Self.self)
    }
}

/// A stream typed by its inputs and outputs only, built from any logic: Unio 0.11's
/// base for `final class X: AnyLogicBasedStream<X.Input, X.Output>, LogicType`.
open class AnyLogicBasedStream<Input: InputType, Output: OutputType>: AnyLogicBasedStreamType {
    /// The way in.
    public let input: InputWrapper<Input>
    /// The way out.
    public let output: OutputWrapper<Output>

    private let stream: AnyObject

    /// Creates the stream from `logic`'s parts.
    public required init<Logic: LogicType>(input: Logic.Input, state: Logic.State, extra: Logic.Extra, logic _: Logic.Type) where Input == Logic.Input, Output == Logic.Output {
        let stream = PrimitiveStream<Logic>(input: input, state: state, extra: extra)
        self.input = stream.input
        self.output = stream.output
        self.stream = stream
    }
}
