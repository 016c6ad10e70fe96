import RxLibraries
import StyleKit

/// The type-ahead screen as a `UnioStream`: relays in, the shown list
/// hidden in
/// `State`, the search and its scheduler through `Extra`.
///
/// Key idea: one fixed shape; the outside sees only `input` and
/// `output`. The chain is the textbook one (`debounce`,
/// `distinctUntilChanged`, `flatMapLatest`, a `catch` inside);
/// `isLoading` is a `BehaviorRelay` output, readable as
/// `output.isLoading.value`.
public final class UnioSearchViewModel:
    AnyLogicBasedStream<
        UnioSearchViewModel.Input, UnioSearchViewModel.Output
    >,
    LogicType {
    /// What the view sends in.
    public struct Input: InputType {
        /// The search field's text.
        public let query = PublishRelay<String>()
        /// The list scrolled to its end.
        public let nextPage = PublishRelay<Void>()
    }

    /// The list shown, never visible outside.
    public struct State: StateType {
        let shown = SearchListRelays()
    }

    /// The search and the scheduler its debounce waits on.
    public struct Extra: ExtraType {
        let api: RepoSearchAPI
        let scheduler: SchedulerType

        /// Injects the dependencies.
        public init(api: RepoSearchAPI, scheduler: SchedulerType) {
            self.api = api
            self.scheduler = scheduler
        }
    }

    /// What the view shows.
    public struct Output: OutputType {
        /// The repositories shown.
        public let repos: Observable<[String]>
        /// Whether a page is loading; readable as a `Property`.
        public let isLoading: BehaviorRelay<Bool>
        /// `no results`, `search failed`, or nothing.
        public let message: Observable<String>
    }

    /// Creates the stream with its dependencies.
    public convenience init(extra: Extra) {
        self.init(input: Input(), state: State(), extra: extra)
    }

    /// Wires inputs, state and extra into the outputs.
    public static func bind(
        from dependency: Dependency<Input, State, Extra>,
        disposeBag: DisposeBag
    ) -> Output {
        let shown = dependency.state.shown
        let extra = dependency.extra
        let inputs = dependency.inputObservables
        let nextPage = inputs.nextPage

        inputs.query
            .debounce(TypeAheadRules.debounce, scheduler: extra.scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<SearchEvent> in
                guard !query.isEmpty else { return .just(.cleared) }
                return nextPage.scan(1) { page, _ in page + 1 }
                    .startWith(1)
                    .concatMap { page in
                        extra.api.search(query, page: page)
                            .map { SearchEvent.loaded(page: page, $0) }
                            .catch { _ in .just(.failed) }
                            .startWith(.loading)
                    }
            }
            .subscribe(onNext: shown.apply)
            .disposed(by: disposeBag)

        return Output(
            repos: shown.repos.asObservable(),
            isLoading: shown.isLoading,
            message: shown.message.asObservable()
        )
    }
}
