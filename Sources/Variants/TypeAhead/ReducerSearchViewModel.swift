import MiniRDXVM
import MiniRx
import StyleKit

/// The type-ahead screen as an RDXVM-style reducer: a keystroke reacts
/// with the text and a search effect that waits for a pause; each new
/// keystroke cancels the effect before it (`take(until:)`), page and
/// all.
///
/// Key idea: the effect is cancellable by the next action, as TCA's
/// search cancels its effect by id. The same text as the field already
/// holds reacts with nothing. State replays and is read with `$state`.
public final class ReducerSearchViewModel: ViewModel<
    ReducerSearchViewModel.Action,
    ReducerSearchViewModel.Mutation,
    ReducerSearchViewModel.Event,
    ReducerSearchViewModel.State
> {
    /// What the view sends.
    public enum Action {
        /// The search field's text changed.
        case query(String)
        /// The list was scrolled to its end.
        case nextPage
    }

    /// How the state changes.
    public enum Mutation {
        /// New text in the field.
        case setQuery(String)
        /// A search for the text started.
        case searchStarted(String)
        /// Something happened to the list.
        case list(SearchEvent)
    }

    /// It tells the view nothing that the state does not show.
    public enum Event {}

    /// The screen's state.
    public struct State {
        /// The field's text.
        public var query = ""
        /// The query the list shows.
        public var searched = ""
        /// What the list shows.
        public var list = SearchList()
    }

    private let api: RepoSearchAPI
    private let scheduler: SchedulerType
    /// Each keystroke, which cancels the effect before it.
    private let keystrokes = PublishSubject<Void>()

    /// Creates the screen's view model over `api`, waiting on
    /// `scheduler`; `middlewares` see every action and mutation.
    public init(
        api: RepoSearchAPI, scheduler: SchedulerType,
        middlewares: [Middleware] = []
    ) {
        self.api = api
        self.scheduler = scheduler
        super.init(state: State(), middlewares: middlewares)
    }

    /// The repositories shown.
    public var repos: Observable<[String]> {
        state.asObservable().map(\.list.repos).distinctUntilChanged()
    }
    /// Whether a page is loading.
    public var isLoading: Observable<Bool> {
        state.asObservable().map(\.list.isLoading).distinctUntilChanged()
    }
    /// `no results`, `search failed`, or nothing.
    public var message: Observable<String> {
        state.asObservable().map(\.list.message).distinctUntilChanged()
    }

    /// Turns each action into reactions.
    public override func react(
        action: Action, state: State
    ) -> Observable<Reaction> {
        switch action {
        case .query(let text):
            guard text != state.query else { return .empty() }
            keystrokes.onNext(())
            guard !text.isEmpty else {
                return .from([
                    .mutation(.setQuery(text)),
                    .mutation(.searchStarted(text)),
                    .mutation(.list(.cleared)),
                ])
            }
            let search = Observable<Int>
                .timer(TypeAheadRules.debounce, scheduler: scheduler)
                .flatMap { _ in self.load(text, page: 1) }
                .take(until: keystrokes)
            return .concat(.just(.mutation(.setQuery(text))), search)
        case .nextPage:
            let list = state.list
            guard !list.isLoading, list.pages > 0 else { return .empty() }
            return load(state.searched, page: list.pages + 1)
                .take(until: keystrokes)
        }
    }

    /// A page's reactions: loading, then the page or the failure.
    private func load(_ query: String, page: Int) -> Observable<Reaction> {
        let answer = api.search(query, page: page)
            .map { Reaction.mutation(.list(.loaded(page: page, $0))) }
            .catch { _ in .just(.mutation(.list(.failed))) }
        let loading = Reaction.mutation(.list(.loading))
        guard page == 1 else { return .concat(.just(loading), answer) }
        let started = Reaction.mutation(.searchStarted(query))
        return .concat(.from([started, loading]), answer)
    }

    /// Applies a mutation.
    public override func reduce(mutation: Mutation, state: inout State) {
        switch mutation {
        case .setQuery(let text): state.query = text
        case .searchStarted(let query): state.searched = query
        case .list(let event): state.list.apply(event)
        }
    }
}
