import Dispatch
import MiniRx

/// The team's search view model rewritten (the migration the gate watches): one chain
/// instead of two, the same debounce. `explore team rewrite --screen search` compares it
/// with ``SearchViewModel``.
///
/// Where it catches a failed search is the point of the example: caught inside
/// `flatMapLatest`, each search's failure ends that search only; caught after it (as the
/// rewrite was first committed, ``ErrorHandling/afterFlatMap``), the first failure ends
/// the results, and every later search shows nothing.
final class SearchRewriteViewModel: ViewModelType {
    struct Input {
        let query: Observable<String>
    }

    struct Output {
        let results: Observable<[String]>
        let isSearching: Observable<Bool>
    }

    /// Where a failed search is caught.
    enum ErrorHandling {
        /// Each search's own failure is caught: the fix.
        case perSearch
        /// The stream of results is caught after `flatMapLatest`: the bug.
        case afterFlatMap
    }

    private let server: FruitServer
    private let scheduler: SchedulerType
    private let errorHandling: ErrorHandling

    init(server: FruitServer, scheduler: SchedulerType, errorHandling: ErrorHandling = .perSearch) {
        self.server = server
        self.scheduler = scheduler
        self.errorHandling = errorHandling
    }

    func transform(input: Input) -> Output {
        let server = self.server
        let settled = input.query.debounce(SearchViewModel.debounce, scheduler: scheduler).distinctUntilChanged()
        let results: Observable<[String]>
        switch errorHandling {
        case .perSearch:
            results = settled.flatMapLatest { server.search($0).catchAndReturn([]) }.share()
        case .afterFlatMap:
            results = settled.flatMapLatest { server.search($0) }.catchAndReturn([]).share()
        }
        let isSearching = Observable.merge(input.query.map { _ in true }, results.map { _ in false }).distinctUntilChanged()
        return Output(results: results, isSearching: isSearching)
    }
}
