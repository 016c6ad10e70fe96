import RxLibraries
import StyleKit

/// The type-ahead screen in the relay style: methods feed
/// `PublishRelay`s, and one chain turns typing into pages of results,
/// shown through relays.
///
/// Key idea: the textbook chain. `debounce` waits for a pause in
/// typing, `distinctUntilChanged` drops the same text again,
/// `flatMapLatest` cancels the search for an older query (and its next
/// page), and the `catch` inside the flat-map turns a failed search
/// into a message, so the next query still searches.
public final class RelaySearchViewModel {
    /// The repositories shown.
    public let repos: Observable<[String]>
    /// Whether a page is loading.
    public let isLoading: Observable<Bool>
    /// `no results`, `search failed`, or nothing.
    public let message: Observable<String>

    private let _query = PublishRelay<String>()
    private let _nextPage = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`, waiting on
    /// `scheduler`.
    public init(api: RepoSearchAPI, scheduler: SchedulerType) {
        let nextPage = _nextPage
        let shown = SearchListRelays()
        repos = shown.repos.asObservable()
        isLoading = shown.isLoading.asObservable()
        message = shown.message.asObservable()

        _query
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<SearchEvent> in
                guard !query.isEmpty else { return .just(.cleared) }
                // Page 1 now, then the next page at each scroll to the
                // end, in turn.
                return nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        api.search(query, page: page)
                            .map { SearchEvent.loaded(page: page, $0) }
                            .catch { _ in .just(.failed) }
                            .startWith(.loading)
                    }
            }
            .subscribe(onNext: shown.apply)
            .disposed(by: disposeBag)
    }

    /// The search field's text changed.
    public func query(_ text: String) {
        _query.accept(text)
    }

    /// The list was scrolled to its end.
    public func nextPage() {
        _nextPage.accept(())
    }
}
