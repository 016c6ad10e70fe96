import StyleKit

/// What the type-ahead screen's list shows: the repositories of every
/// page loaded so far, whether a page is loading, its message, and how
/// many pages it holds. The Rx styles fold ``SearchEvent``s into one;
/// the others change one as their code runs.
public struct SearchList: Equatable, Sendable {
    /// The repositories shown.
    public var repos: [String] = []
    /// Whether a page is loading.
    public var isLoading = false
    /// `no results`, `search failed`, or nothing.
    public var message = ""
    /// How many pages are shown: 0 before a search has answered.
    public var pages = 0

    /// An empty list.
    public init() {}

    /// The list once `event` has happened.
    public mutating func apply(_ event: SearchEvent) {
        switch event {
        case .cleared:
            self = SearchList()
        case .loading:
            isLoading = true
        case .loaded(let page, let names):
            // Page 1 starts the list again: a new query's first answer.
            repos = page == 1 ? names : repos + names
            pages = page
            isLoading = false
            if page == 1 {
                message = TypeAheadRules.message(for: names)
            }
        case .failed:
            isLoading = false
            message = TypeAheadRules.failedMessage
        }
    }
}

/// What happens to the list: the query was emptied, a page started
/// loading, a page arrived, or the search failed.
public enum SearchEvent: Equatable, Sendable {
    /// The field was emptied: no results, no message.
    case cleared
    /// A page started loading.
    case loading
    /// Page `page` (from 1) arrived with these names.
    case loaded(page: Int, [String])
    /// The search failed.
    case failed
}
