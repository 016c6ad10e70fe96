import StyleKit

/// The type-ahead screen with async/await and no Rx: the field and the
/// list send into `AsyncStream`s, one actor owns the state, and the
/// debounce is written plainly: each keystroke cancels the task waiting
/// for the pause and starts another.
///
/// Key idea: what Rx spells `debounce`, `distinctUntilChanged` and
/// `flatMapLatest` is a sleeping task, a comparison with the text
/// searched last, and the cancel of the search task. A failed search
/// shows a message; the next query searches again.
public actor AsyncSearchViewModel {
    /// Where the field sends its text.
    public nonisolated let query: AsyncStream<String>.Continuation
    /// Where the list sends its scrolls to the end.
    public nonisolated let nextPage: AsyncStream<Void>.Continuation

    private let queries: AsyncStream<String>
    private let scrolls: AsyncStream<Void>
    private let api: RepoSearchAPI
    private let executor: (any TaskExecutor)?

    private var list = SearchList()
    private var searched = ""
    /// The task waiting for a pause in typing.
    private var pause: Task<Void, Never>?
    /// The search or page in flight.
    private var search: Task<Void, Never>?

    private var reposUpdates = Broadcast<[String]>()
    private var isLoadingUpdates = Broadcast<Bool>()
    private var messageUpdates = Broadcast<String>()

    /// Creates the screen's view model over `api`, starting its tasks
    /// on `executor`; it reacts once `run()` runs.
    public init(api: RepoSearchAPI, executor: (any TaskExecutor)? = nil) {
        self.api = api
        self.executor = executor
        (queries, query) = AsyncStream.makeStream(of: String.self)
        (scrolls, nextPage) = AsyncStream.makeStream(of: Void.self)
    }

    /// The repositories shown, from now on.
    public func repos() -> AsyncStream<[String]> { reposUpdates.stream() }
    /// Whether a page is loading, from now on.
    public func isLoading() -> AsyncStream<Bool> {
        isLoadingUpdates.stream()
    }
    /// The list's message, from now on.
    public func message() -> AsyncStream<String> {
        messageUpdates.stream()
    }
    /// The list as it is now.
    public var current: SearchList { list }

    /// Reacts to the field and the list until both finish.
    public func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in self.queries {
                    await self.typed(text)
                }
            }
            group.addTask {
                for await _ in self.scrolls {
                    await self.scrolledToEnd()
                }
            }
        }
    }

    private func typed(_ text: String) {
        pause?.cancel()
        let clock = api.clock
        pause = Task(name: "pause", executorPreference: executor) {
            do {
                try await clock.sleep(for: TypeAheadRules.debounceDuration)
            } catch {
                return
            }
            await self.paused(on: text)
        }
    }

    private func paused(on text: String) {
        // A keystroke may have cancelled this pause while it came back
        // to the actor.
        guard !Task.isCancelled, text != searched else { return }
        searched = text
        search?.cancel()
        guard !text.isEmpty else {
            show(.cleared)
            return
        }
        load(text, page: 1)
    }

    private func scrolledToEnd() {
        guard !list.isLoading, list.pages > 0 else { return }
        load(searched, page: list.pages + 1)
    }

    private func load(_ query: String, page: Int) {
        show(.loading)
        let api = self.api
        search = Task(name: "search", executorPreference: executor) {
            let event: SearchEvent
            do {
                let names = try await api.search(query, page: page)
                event = .loaded(page: page, names)
            } catch is CancellationError {
                return
            } catch {
                event = .failed
            }
            await self.finished(event)
        }
    }

    private func finished(_ event: SearchEvent) {
        // A newer search may have cancelled this one while it came back
        // to the actor.
        guard !Task.isCancelled else { return }
        show(event)
    }

    private func show(_ event: SearchEvent) {
        let before = list
        list.apply(event)
        if list.repos != before.repos {
            reposUpdates.send(list.repos)
        }
        if list.message != before.message {
            messageUpdates.send(list.message)
        }
        if list.isLoading != before.isLoading {
            isLoadingUpdates.send(list.isLoading)
        }
    }
}
