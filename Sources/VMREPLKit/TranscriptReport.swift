/// How a transcript fared against a catalog: for a package's own tests.
public struct TranscriptReport: Sendable {
    /// Whether every command printed what the transcript expects.
    public let passed: Bool
    /// Where and why it failed, as `vmrepl check` says it: `file:line: reason`.
    public let problem: String?
    /// The unified diff from the expected transcript to what was printed; empty if it
    /// passed.
    public let diff: String
}
