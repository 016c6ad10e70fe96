import MiniFluxer
import RxLibraries
import StyleKit

/// The type-ahead screen in Fluxer's Flux style: the action creator
/// waits for a pause in typing and calls the search; the store holds
/// the list and changes it one action at a time.
///
/// Key idea: one-way flow — and the store trusts every action. A new
/// search disposes the older request, but a page scrolled for the query
/// before is a request of its own, and the store appends whatever page
/// arrives: scroll for "rx", type "r", and the page of "rx" lands under
/// the results for "r". Nothing replays.
public struct SearchStarted: MiniFluxer.Action {
    /// The query searched; empty to clear the list.
    public let query: String
}

/// A page of results arrived.
public struct PageLoaded: MiniFluxer.Action {
    /// The page's number, from 1.
    public let page: Int
    /// The repositories on it.
    public let repos: [String]
}

/// A page started loading.
public struct PageStarted: MiniFluxer.Action {}

/// A search failed.
public struct SearchFailed: MiniFluxer.Action {}

/// Holds the type-ahead screen's state.
public final class SearchStore: Store {
    /// The repositories shown.
    public let repos = ObservableValue<[String]>([])
    /// Whether a page is loading.
    public let isLoading = ObservableValue(false)
    /// `no results`, `search failed`, or nothing.
    public let message = ObservableValue("")
    /// The query searched last.
    public private(set) var query = ""
    /// How many pages are shown.
    public private(set) var pages = 0

    /// Registers the screen's handler.
    public required init(with dispatcher: Dispatcher) {
        _ = dispatcher.register { [weak self] action in
            self?.handle(action)
        }
    }

    private func handle(_ action: MiniFluxer.Action) {
        switch action {
        case let started as SearchStarted:
            query = started.query
            pages = 0
            if started.query.isEmpty {
                set(repos: [], message: "", isLoading: false)
            } else if !isLoading.value {
                isLoading.value = true
            }
        case is PageStarted:
            isLoading.value = true
        case let loaded as PageLoaded:
            pages = loaded.page
            if loaded.page == 1 {
                let text = TypeAheadRules.message(for: loaded.repos)
                set(repos: loaded.repos, message: text, isLoading: false)
            } else {
                let shown = repos.value + loaded.repos
                set(repos: shown, message: message.value, isLoading: false)
            }
        case is SearchFailed:
            let text = TypeAheadRules.failedMessage
            set(repos: repos.value, message: text, isLoading: false)
        default:
            break
        }
    }

    /// Sets each value that changes.
    private func set(repos: [String], message: String, isLoading: Bool) {
        if repos != self.repos.value { self.repos.value = repos }
        if message != self.message.value { self.message.value = message }
        if isLoading != self.isLoading.value {
            self.isLoading.value = isLoading
        }
    }
}

/// What the view calls: the field's text and the scroll to the end.
public final class SearchActionCreator {
    private let dispatcher: Dispatcher
    private let store: SearchStore
    private let api: RepoSearchAPI
    private let typed = PublishRelay<String>()
    /// The search in flight: a new search disposes it.
    private let search = RxLibraries.SerialDisposable()
    /// The page in flight.
    private let page = RxLibraries.SerialDisposable()
    private let disposeBag = RxLibraries.DisposeBag()

    /// Creates the action creator; its debounce waits on `scheduler`.
    public init(
        dispatcher: Dispatcher, store: SearchStore, api: RepoSearchAPI,
        scheduler: SchedulerType
    ) {
        self.dispatcher = dispatcher
        self.store = store
        self.api = api
        search.disposed(by: disposeBag)
        page.disposed(by: disposeBag)
        typed
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] query in
                self?.searchFor(query)
            })
            .disposed(by: disposeBag)
    }

    /// The search field's text changed.
    public func query(_ text: String) {
        typed.accept(text)
    }

    /// The list was scrolled to its end.
    public func nextPage() {
        guard !store.isLoading.value, store.pages > 0 else { return }
        dispatcher.dispatch(PageStarted())
        page.disposable = request(store.query, page: store.pages + 1)
    }

    private func searchFor(_ query: String) {
        dispatcher.dispatch(SearchStarted(query: query))
        search.disposable = query.isEmpty
            ? RxLibraries.Disposables.create() : request(query, page: 1)
    }

    private func request(
        _ query: String, page: Int
    ) -> RxLibraries.Disposable {
        let dispatcher = self.dispatcher
        return api.search(query, page: page).subscribe(
            onNext: { repos in
                dispatcher.dispatch(PageLoaded(page: page, repos: repos))
            },
            onError: { _ in dispatcher.dispatch(SearchFailed()) }
        )
    }
}
