import MiniFluxer
import RxLibraries
import StyleKit

/// A page of results as the keyed-Flux app dispatches it: whose query
/// it answers.
public struct SearchPage {
    /// The query the page answers.
    public let query: String
    /// The page's number, from 1.
    public let page: Int
    /// The repositories on it.
    public let repos: [String]
}

/// The type-ahead screen in the keyed-Flux style: `(obj, key)` actions;
/// the query searched lives in the app's session store, which every
/// screen shares.
///
/// Key idea: one action, several stores. `searchStarted` sets the
/// session's query and starts the spinner. The actions hold one request
/// in flight, page or search, so a new search disposes a page still
/// loading, and the store shows a page only if it answers the session's
/// query. No replay.
public final class KeyedSearchStore {
    /// The repositories shown.
    public let repos = ObservableValue<[String]>([])
    /// Whether a page is loading.
    public let isLoading = ObservableValue(false)
    /// `no results`, `search failed`, or nothing.
    public let message = ObservableValue("")
    /// How many pages are shown.
    public private(set) var pages = 0

    /// Registers for the screen's keys; pages are checked against
    /// `session`'s query.
    public init(dispatcher: KeyedDispatcher, session: SessionStore) {
        dispatcher.register(key: FluxKey.searchStarted) {
            [weak self] object in
            guard let self, let query = object as? String else { return }
            pages = 0
            if query.isEmpty {
                set(repos: [], message: "", isLoading: false)
            } else if !isLoading.value {
                isLoading.value = true
            }
        }
        dispatcher.register(key: FluxKey.pageStarted) { [weak self] _ in
            self?.isLoading.value = true
        }
        dispatcher.register(key: FluxKey.pageLoaded) {
            [weak self] object in
            guard let self, let loaded = object as? SearchPage,
                  loaded.query == session.searchQuery.value else { return }
            pages = loaded.page
            if loaded.page == 1 {
                let text = TypeAheadRules.message(for: loaded.repos)
                set(repos: loaded.repos, message: text, isLoading: false)
            } else {
                let shown = repos.value + loaded.repos
                set(repos: shown, message: message.value, isLoading: false)
            }
        }
        dispatcher.register(key: FluxKey.searchFailed) {
            [weak self] object in
            guard let self, object as? String == session.searchQuery.value
            else { return }
            let text = TypeAheadRules.failedMessage
            set(repos: repos.value, message: text, isLoading: false)
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

/// What the search view calls in the keyed-Flux app.
public final class KeyedSearchActions {
    private let dispatcher: KeyedDispatcher
    private let store: KeyedSearchStore
    private let session: SessionStore
    private let api: RepoSearchAPI
    private let typed = PublishRelay<String>()
    /// The request in flight, page 1 or a later one: a new search
    /// disposes it.
    private let request = RxLibraries.SerialDisposable()
    private let disposeBag = RxLibraries.DisposeBag()

    /// Creates the actions; the debounce waits on `scheduler`.
    public init(
        dispatcher: KeyedDispatcher, store: KeyedSearchStore,
        session: SessionStore, api: RepoSearchAPI, scheduler: SchedulerType
    ) {
        self.dispatcher = dispatcher
        self.store = store
        self.session = session
        self.api = api
        request.disposed(by: disposeBag)
        typed
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] query in
                self?.search(query)
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
        dispatcher.dispatch(obj: (), key: FluxKey.pageStarted)
        load(session.searchQuery.value, page: store.pages + 1)
    }

    private func search(_ query: String) {
        dispatcher.dispatch(obj: query, key: FluxKey.searchStarted)
        if query.isEmpty {
            request.disposable = RxLibraries.Disposables.create()
        } else {
            load(query, page: 1)
        }
    }

    private func load(_ query: String, page: Int) {
        let dispatcher = self.dispatcher
        request.disposable = api.search(query, page: page).subscribe(
            onNext: { repos in
                let loaded = SearchPage(
                    query: query, page: page, repos: repos
                )
                dispatcher.dispatch(obj: loaded, key: FluxKey.pageLoaded)
            },
            onError: { _ in
                dispatcher.dispatch(obj: query, key: FluxKey.searchFailed)
            }
        )
    }
}
