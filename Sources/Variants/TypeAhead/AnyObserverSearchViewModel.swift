import RxLibraries
import StyleKit

/// The type-ahead screen in the AnyObserver style: the view sends into
/// `AnyObserver`s of `PublishSubject`s, and one chain turns typing into
/// pages.
///
/// Key idea: every search it starts runs to its end — `flatMap`, as its
/// login runs every tap. Typing "r", pausing, then "rx" starts two
/// searches; if "r" answers last, its results replace those for "rx"
/// (the stale answer), and a page scrolled for "r" lands in the list of
/// "rx". An error sent into `query` ends the search.
public final class AnyObserverSearchViewModel {
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

    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`, waiting on
    /// `scheduler`.
    public init(api: RepoSearchAPI, scheduler: SchedulerType) {
        let _query = PublishSubject<String>()
        let _nextPage = PublishSubject<Void>()
        query = _query.asObserver()
        nextPage = _nextPage.asObserver()
        let shown = SearchListRelays()
        repos = shown.repos.asObservable()
        isLoading = shown.isLoading.asObservable()
        message = shown.message.asObservable()

        _query
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMap { query -> Observable<SearchEvent> in
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
            .subscribe(onNext: shown.apply)
            .disposed(by: disposeBag)
    }
}
