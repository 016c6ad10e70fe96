import RxLibraries
import StyleKit

/// The type-ahead screen in the scan style: no explicit state; the list
/// is a `scan` of what happens to it, and each output a view of that
/// scan.
///
/// Key idea: state lives in each subscription's chain. Each output's
/// subscriber runs its own chain, so each waits for its own pause in
/// typing and sends its own search: three outputs, three requests per
/// search. What they show agrees.
public final class ScanSearchViewModel {
    /// The repositories shown.
    public let repos: Observable<[String]>
    /// Whether a page is loading.
    public let isLoading: Observable<Bool>
    /// `no results`, `search failed`, or nothing.
    public let message: Observable<String>

    /// The search field's text.
    public let query: AnyObserver<String>
    /// The list scrolled to its end.
    public let nextPage: AnyObserver<Void>

    /// Creates the screen's view model over `api`, waiting on
    /// `scheduler`.
    public init(api: RepoSearchAPI, scheduler: SchedulerType) {
        let _query = PublishSubject<String>()
        let _nextPage = PublishSubject<Void>()
        query = _query.asObserver()
        nextPage = _nextPage.asObserver()

        let list = _query
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<SearchEvent> in
                guard !query.isEmpty else { return .just(.cleared) }
                return _nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        api.search(query, page: page)
                            .map { SearchEvent.loaded(page: page, $0) }
                            .catch { _ in .just(.failed) }
                            .startWith(.loading)
                    }
            }
            .scan(SearchList()) { list, event in
                var list = list
                list.apply(event)
                return list
            }
            .startWith(SearchList())
        repos = list.map(\.repos).distinctUntilChanged()
        isLoading = list.map(\.isLoading).distinctUntilChanged()
        message = list.map(\.message).distinctUntilChanged()
    }
}
