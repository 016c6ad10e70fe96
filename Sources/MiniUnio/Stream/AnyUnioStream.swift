/// A type-erased stream that shares the wrappers of the stream it wraps: for mocks and
/// for holding streams of one shape without naming their logic.
public final class AnyUnioStream<Input: InputType, Output: OutputType>: UnioStreamType {
    /// The wrapped stream's way in.
    public let input: InputWrapper<Input>
    /// The wrapped stream's way out.
    public let output: OutputWrapper<Output>

    private let stream: AnyObject

    /// Wraps `stream`, keeping it alive.
    public init<Stream: UnioStreamType>(_ stream: Stream) where Stream.Input == Input, Stream.Output == Output {
        self.input = stream.input
        self.output = stream.output
        self.stream = stream
    }

    /// Wraps a stream based on a logic, keeping it alive.
    public init<Logic: LogicType>(_ stream: PrimitiveStream<Logic>) where Logic.Input == Input, Logic.Output == Output {
        self.input = stream.input
        self.output = stream.output
        self.stream = stream
    }
}
