import Dispatch
import MiniRx

/// What every style of the type-ahead screen agrees on: how long typing must pause
/// before a search, and what the list says when it shows no results.
public enum TypeAheadRules {
    /// How long the field's text must stay unchanged before it is searched: 300 ms.
    public static let debounceMilliseconds = 300
    /// ``debounceMilliseconds`` for Rx code: `.debounce(TypeAheadRules.debounce, …)`.
    public static let debounce: RxTimeInterval = .milliseconds(debounceMilliseconds)
    /// ``debounceMilliseconds`` for async code: `clock.sleep(for: …)`.
    public static let debounceDuration = Duration.milliseconds(debounceMilliseconds)

    /// The list's message once a search for a non-empty query has answered `repos`:
    /// `no results` for none, else nothing.
    public static func message(for repos: [String]) -> String {
        repos.isEmpty ? "no results" : ""
    }

    /// The list's message once a search failed.
    public static let failedMessage = "search failed"
}
