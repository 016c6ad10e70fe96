/// Why a repository search failed, as the fake search API reports it.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request never reached the server (`backend fail`).
    case networkError

    /// `networkError`.
    public var description: String { "networkError" }
}
