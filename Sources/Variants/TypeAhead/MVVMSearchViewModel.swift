import RxLibraries
import StyleKit

/// The type-ahead screen as the "MVVM with RxSwift" talk would write
/// it: the view's streams are injected into `init`, and the outputs are
/// built once from them.
///
/// Key idea: a pure function of streams, and the talk's lesson again:
/// nothing catches the search's error inside the flat-map, so the first
/// failed search ends every output for good, and no later query
/// searches. Outputs have no value until the first query has paused.
public final class MVVMSearchViewModel {
    /// The repositories shown; fails with the search's error.
    public let repos: Observable<[String]>
    /// Whether a page is loading.
    public let isLoading: Observable<Bool>
    /// `no results`, or nothing.
    public let message: Observable<String>

    /// Builds the outputs from the view's streams.
    public init(
        query: Observable<String>,
        nextPage: Observable<Void>,
        api: RepoSearchAPI,
        scheduler: SchedulerType
    ) {
        let list = query
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<SearchEvent> in
                guard !query.isEmpty else { return .just(.cleared) }
                return nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        api.search(query, page: page)
                            .map { SearchEvent.loaded(page: page, $0) }
                            .startWith(.loading)
                    }
            }
            .scan(SearchList()) { list, event in
                var list = list
                list.apply(event)
                return list
            }
            .share(replay: 1)
        repos = list.map(\.repos).distinctUntilChanged()
        isLoading = list.map(\.isLoading).distinctUntilChanged()
        message = list.map(\.message).distinctUntilChanged()
    }
}
