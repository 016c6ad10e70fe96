import Dispatch
import MiniRx

/// The team's search view model rewritten (the migration the gate watches): one chain,
/// the same debounce, and a guard that starts no search while one is in flight.
/// `explore team rewrite --screen search` compares it with ``SearchViewModel``.
///
/// How a failed search ends is the point of the example: the rewrite as first committed
/// (``FailureHandling/leavesItInFlight``) cleared the in-flight flag only when results
/// came, so after one failure the guard dropped every later search. No sequence of the
/// search's own commands shows it; `server fail`, which `explore` sends like any input,
/// does, five commands in.
final class SearchRewriteViewModel: ViewModelType {
    /// The view's query, as the view model it replaces takes it.
    typealias Input = SearchViewModel.Input
    /// Results and whether a search is in flight, as the view model it replaces gives them.
    typealias Output = SearchViewModel.Output

    /// What a failed search does to the in-flight flag.
    enum FailureHandling {
        /// It clears it, as results do: the fix.
        case endsTheSearch
        /// It leaves it set: the bug.
        case leavesItInFlight
    }

    private let server: FruitServer
    private let scheduler: SchedulerType
    private let failureHandling: FailureHandling
    /// Whether a search is in flight; none starts until it is cleared.
    private let inFlight = BehaviorRelay(value: false)

    init(server: FruitServer, scheduler: SchedulerType, failureHandling: FailureHandling = .endsTheSearch) {
        self.server = server
        self.scheduler = scheduler
        self.failureHandling = failureHandling
    }

    func transform(input: Input) -> Output {
        let (server, inFlight) = (self.server, self.inFlight)
        let clearsOnFailure = failureHandling == .endsTheSearch
        let results = input.query
            .debounce(SearchViewModel.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .filter { _ in !inFlight.value }
            .flatMapLatest { query in
                server.search(query)
                    .do(onNext: { _ in inFlight.accept(false) },
                        onError: { _ in if clearsOnFailure { inFlight.accept(false) } },
                        onSubscribe: { inFlight.accept(true) })
                    .catchAndReturn([])
            }
            .share()
        let isSearching = Observable.merge(input.query.map { _ in true }, results.map { _ in false }).distinctUntilChanged()
        return Output(results: results, isSearching: isSearching)
    }
}
