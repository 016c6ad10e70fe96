import MiniRx
import VMREPLKit

/// vmrepl's type-ahead screen as the team writes every view model (`ViewModelType`):
/// the query and the scrolls in, the list out, against vmrepl's fake repository search
/// (`RepoSearchAPI`, its `backend` command), so the team's transcripts pin down the
/// classic search bugs in its own code.
final class RepoSearchViewModel: ViewModelType {
    struct Input {
        let query: Observable<String>
        let nextPage: Observable<Void>
    }

    struct Output {
        let repos: Observable<[String]>
        let isLoading: Observable<Bool>
        let message: Observable<String>
    }

    /// What the list shows.
    struct List: Equatable {
        var repos: [String] = []
        var isLoading = false
        var message = ""
    }

    private let api: RepoSearchAPI
    private let scheduler: SchedulerType

    init(api: RepoSearchAPI, scheduler: SchedulerType) {
        self.api = api
        self.scheduler = scheduler
    }

    /// What happens to the list.
    enum Step {
        case cleared, loading, loaded(page: Int, [String]), failed
    }

    func transform(input: Input) -> Output {
        let api = self.api
        let list = input.query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<Step> in
                guard !query.isEmpty else { return .just(.cleared) }
                // Page 1, then one more page per scroll to the end, one at a time; a new
                // query disposes all of it.
                return input.nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        api.search(query, page: page)
                            .map { Step.loaded(page: page, $0) }
                            .catchAndReturn(.failed)
                            .startWith(.loading)
                    }
            }
            .scan(List()) { list, step in
                var list = list
                switch step {
                case .cleared:
                    list = List()
                case .loading:
                    list.isLoading = true
                case .loaded(let page, let repos):
                    list.repos = page == 1 ? repos : list.repos + repos
                    list.isLoading = false
                    if page == 1 { list.message = repos.isEmpty ? "no results" : "" }
                case .failed:
                    list.isLoading = false
                    list.message = "search failed"
                }
                return list
            }
            .startWith(List())
            .share(replay: 1)
        return Output(
            repos: list.map(\.repos).distinctUntilChanged(),
            isLoading: list.map(\.isLoading).distinctUntilChanged(),
            message: list.map(\.message).distinctUntilChanged()
        )
    }
}
