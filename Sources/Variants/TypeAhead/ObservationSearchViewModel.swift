import Observation
import StyleKit

/// The type-ahead screen as SwiftUI code writes it today: an
/// `@Observable` class whose `query` the field binds to, searched by
/// the view's `.task(id: viewModel.query) { await viewModel.search()
/// }`, which cancels the task before it whenever the text changes.
///
/// Key idea: the view's task is the debounce and the `flatMapLatest` at
/// once: a search sleeps for the pause first, and a keystroke cancels
/// it, sleep or request. The last row's `.onAppear { Task { await
/// viewModel.loadNextPage() } }` is a task of its own, which nothing
/// cancels: a page scrolled for "rx" that arrives after "r" was
/// searched is added under the results for "r".
@Observable
public final class ObservationSearchViewModel {
    /// The field's text (`TextField("Search", text:
    /// $viewModel.query)`).
    public var query = ""
    /// The repositories shown.
    public private(set) var repos: [String] = []
    /// Whether a page is loading.
    public private(set) var isLoading = false
    /// `no results`, `search failed`, or nothing.
    public private(set) var message = ""

    @ObservationIgnored private let api: RepoSearchAPI
    @ObservationIgnored private var searched = ""
    @ObservationIgnored private var pages = 0

    /// Creates the screen's view model over `api`.
    public init(api: RepoSearchAPI) {
        self.api = api
    }

    /// Searches the field's text once typing has paused: the view's
    /// `.task(id:)`.
    public func search() async {
        let text = query
        do {
            try await api.clock.sleep(for: TypeAheadRules.debounceDuration)
        } catch {
            return
        }
        searched = text
        pages = 0
        guard !text.isEmpty else {
            (repos, message, isLoading) = ([], "", false)
            return
        }
        await load(text, page: 1)
    }

    /// Loads the next page: the last row's `.onAppear`.
    public func loadNextPage() async {
        guard !isLoading, pages > 0 else { return }
        await load(searched, page: pages + 1)
    }

    private func load(_ query: String, page: Int) async {
        isLoading = true
        do {
            let names = try await api.search(query, page: page)
            pages = page
            repos = page == 1 ? names : repos + names
            if page == 1 { message = TypeAheadRules.message(for: names) }
            isLoading = false
        } catch is CancellationError {
            // The text changed: the view's next task shows its own
            // search.
        } catch {
            message = TypeAheadRules.failedMessage
            isLoading = false
        }
    }
}
