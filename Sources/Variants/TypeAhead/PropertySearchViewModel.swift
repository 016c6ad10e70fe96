import RxLibraries
import StyleKit

/// The type-ahead screen in the property style: state in private
/// `BehaviorRelay`s, inputs are methods, and each search is an
/// imperative subscription.
///
/// Key idea: ordinary object code. The debounced, distinct text calls
/// `search`; one `SerialDisposable` holds the request in flight, so a
/// new search (or an emptied field) disposes the older one and its next
/// page; a guard ignores a scroll while a page loads. A failed search
/// shows a message; the next query searches again.
public final class PropertySearchViewModel {
    /// The repositories shown.
    public let repos: Observable<[String]>
    /// Whether a page is loading.
    public let isLoading: Observable<Bool>
    /// `no results`, `search failed`, or nothing.
    public let message: Observable<String>

    private let _repos = BehaviorRelay<[String]>(value: [])
    private let _isLoading = BehaviorRelay<Bool>(value: false)
    private let _message = BehaviorRelay<String>(value: "")
    private let _query = PublishRelay<String>()
    private let api: RepoSearchAPI
    private var searched = ""
    private var pages = 0
    /// The request in flight: a page of the query searched last.
    private let request = SerialDisposable()
    private let disposeBag = DisposeBag()

    /// Creates the screen's view model over `api`, waiting on
    /// `scheduler`.
    public init(api: RepoSearchAPI, scheduler: SchedulerType) {
        self.api = api
        repos = _repos.asObservable()
        isLoading = _isLoading.asObservable()
        message = _message.asObservable()
        request.disposed(by: disposeBag)
        _query
            .debounce(TypeAheadRules.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] text in self?.search(text) })
            .disposed(by: disposeBag)
    }

    /// The repositories shown now.
    public var currentRepos: [String] { _repos.value }
    /// Whether a page is loading now.
    public var isLoadingNow: Bool { _isLoading.value }
    /// The message shown now.
    public var currentMessage: String { _message.value }

    /// The search field's text changed.
    public func query(_ text: String) {
        _query.accept(text)
    }

    /// The list was scrolled to its end.
    public func nextPage() {
        guard !_isLoading.value, pages > 0 else { return }
        load(page: pages + 1)
    }

    private func search(_ text: String) {
        searched = text
        pages = 0
        guard !text.isEmpty else {
            request.disposable = Disposables.create()
            show(repos: [], message: "")
            return
        }
        load(page: 1)
    }

    private func load(page: Int) {
        if !_isLoading.value { _isLoading.accept(true) }
        request.disposable = api.search(searched, page: page).subscribe(
            onNext: { [weak self] names in
                guard let self else { return }
                pages = page
                if page == 1 {
                    let text = TypeAheadRules.message(for: names)
                    show(repos: names, message: text)
                } else {
                    let shown = _repos.value + names
                    show(repos: shown, message: _message.value)
                }
            },
            onError: { [weak self] _ in
                guard let self else { return }
                let text = TypeAheadRules.failedMessage
                show(repos: _repos.value, message: text)
            }
        )
    }

    private func show(repos: [String], message: String) {
        if repos != _repos.value { _repos.accept(repos) }
        if message != _message.value { _message.accept(message) }
        if _isLoading.value { _isLoading.accept(false) }
    }
}
