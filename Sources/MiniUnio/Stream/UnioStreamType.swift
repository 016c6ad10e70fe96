/// A stream with wrapped inputs and outputs: what a view holds.
public protocol UnioStreamType: AnyObject {
    /// The stream's inputs.
    associatedtype Input: InputType
    /// The stream's outputs.
    associatedtype Output: OutputType

    /// The way in.
    var input: InputWrapper<Input> { get }
    /// The way out.
    var output: OutputWrapper<Output> { get }
}
