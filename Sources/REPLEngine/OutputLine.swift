/// A line the engine prints, and where it goes.
public struct OutputLine: Equatable, Sendable {
    /// Standard output or standard error.
    public enum Channel: Sendable {
        /// Results.
        case output
        /// Command errors.
        case error
    }

    /// The text, without a newline.
    public let text: String
    /// Where it goes.
    public let channel: Channel

    /// A line of `text` for `channel`.
    public init(text: String, channel: Channel) {
        self.text = text
        self.channel = channel
    }
}
