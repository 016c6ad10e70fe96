import Dispatch
import MiniRx

/// The search field as the team writes it: the query is debounced on the scheduler it is
/// given, repeated queries are dropped, only the latest search's results arrive, and a
/// search the server fails shows no results.
final class SearchViewModel: ViewModelType {
    struct Input {
        let query: Observable<String>

        init(query: Observable<String>) {
            self.query = query
        }
    }

    struct Output {
        let results: Observable<[String]>
        let isSearching: Observable<Bool>
    }

    /// How long the query must stay unchanged before it is searched.
    static let debounce = RxTimeInterval.milliseconds(300)

    private let server: FruitServer
    private let scheduler: SchedulerType

    init(server: FruitServer, scheduler: SchedulerType) {
        self.server = server
        self.scheduler = scheduler
    }

    func transform(input: Input) -> Output {
        let settled = input.query
            .debounce(Self.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .share()
        let server = self.server
        let results = settled
            .flatMapLatest { query in server.search(query).catchAndReturn([]) }
            .share()
        let isSearching = Observable.merge(input.query.map { _ in true }, results.map { _ in false })
            .distinctUntilChanged()
        return Output(results: results, isSearching: isSearching)
    }
}
