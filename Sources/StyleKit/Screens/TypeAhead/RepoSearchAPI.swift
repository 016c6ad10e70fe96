import MiniRx

/// The fake repository search every type-ahead style calls, as RxExample's GitHub search
/// calls GitHub: a page of repository names for a query, after a latency on the
/// scheduler it was given, so every run is the same.
///
/// Page `p` of a query `q` is `q-(3p-2)`, `q-(3p-1)` and `q-3p`, for pages 1 to 5; a
/// later page is empty. The names carry their query, so a stale answer shows whose it
/// is. ``scripted`` makes the next query searched slow (1,000 ms), fail or answer
/// nothing: every search of that query, each page and each subscriber's, until another
/// query is searched.
///
/// Sendable without a lock, as ``LoginAPI``: everything runs on the session's thread.
public final class RepoSearchAPI: RequestWatching, @unchecked Sendable {
    /// How the searches of the next query end.
    public enum Outcome: Equatable, Sendable {
        /// It answers after ``RepoSearchAPI/slowLatencyMilliseconds``, not the latency.
        case slow
        /// It fails with ``SearchError/networkError``.
        case fail
        /// It answers no repositories.
        case empty
    }

    /// Names on each page.
    public static let pageSize = 3
    /// The last page with names.
    public static let lastPage = 5
    /// How long an answer takes when none is set: 200 ms.
    public static let defaultLatencyMilliseconds = 200
    /// How long a search scripted `slow` takes: 1,000 ms.
    public static let slowLatencyMilliseconds = 1_000

    /// How long an answer takes, in milliseconds.
    public var latencyMilliseconds: Int
    /// How the searches of the next query searched end, until another query is.
    public var scripted: Outcome? {
        didSet { scriptedQuery = nil }
    }
    /// The query ``scripted`` is for: the first searched after it was set.
    private var scriptedQuery: String?
    /// How many searches were requested (subscribed to, or awaited) so far.
    public private(set) var requestCount = 0
    /// The requests sent and cancelled while a trace watches (``RequestWatching``).
    package var seenRequests: [SeenRequest]?
    /// The query of the last first page requested: the search under way.
    private var lastSearched: String?
    /// The last of the session's scripts (``Settings``) this search took.
    var scriptTaken = 0

    private let scheduler: SchedulerType
    /// The clock the async ``search(_:page:)`` waits on: `scheduler`'s time.
    public let clock: VirtualClock

    /// A search answering on `scheduler` after `latencyMilliseconds`, its async searches
    /// waiting on `clock`.
    public init(scheduler: SchedulerType, clock: VirtualClock, latencyMilliseconds: Int = RepoSearchAPI.defaultLatencyMilliseconds) {
        self.scheduler = scheduler
        self.clock = clock
        self.latencyMilliseconds = latencyMilliseconds
    }

    /// Page `page` (from 1) of the repositories matching `query`: on subscription, after
    /// the latency, one list then completion, or a ``SearchError``. The outcome is
    /// settled when the request is subscribed to, as a server would see it then.
    public func search(_ query: String, page: Int = 1) -> Observable<[String]> {
        // Named as the view models call it: `trace` and `graph` show `api.search`.
        Observable.create(named: "api.search") { [self] observer in
            let (answer, latency) = request(query, page: page)
            var answered = false
            let scheduled = scheduler.scheduleRelative(answer, dueTime: .milliseconds(latency)) { [weak self] answer in
                answered = true
                self?.noteAnswer(query, page: page)
                switch answer {
                case .success(let repos):
                    observer.onNext(repos)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
                return Disposables.create()
            }
            return Disposables.create { [weak self] in
                if !answered { self?.seenRequests?.append(SeenRequest(.cancelled, Self.named(query, page: page))) }
                scheduled.dispose()
            }
        }
    }

    /// Page `page` of the repositories matching `query`, for async code: after the
    /// latency of virtual time on ``clock``, the list, or a thrown ``SearchError``;
    /// `CancellationError` if the task is cancelled while it waits.
    nonisolated(nonsending) public func search(_ query: String, page: Int = 1) async throws -> [String] {
        let (answer, latency) = request(query, page: page)
        do {
            try await clock.sleep(for: .milliseconds(latency))
        } catch {
            seenRequests?.append(SeenRequest(.cancelled, Self.named(query, page: page)))
            throw error
        }
        noteAnswer(query, page: page)
        return try answer.get()
    }

    /// One request: its answer and how long it takes. A script is for the first query
    /// searched after it, and ends when another query is.
    private func request(_ query: String, page: Int) -> (Result<[String], SearchError>, Int) {
        requestCount += 1
        seenRequests?.append(SeenRequest(.started(again: page == 1 && query == lastSearched), Self.named(query, page: page)))
        if page == 1 { lastSearched = query }
        if scripted != nil, let scriptedQuery, scriptedQuery != query {
            scripted = nil
        } else if scripted != nil, scriptedQuery == nil {
            scriptedQuery = query
        }
        switch scripted {
        case .fail: return (.failure(.networkError), latencyMilliseconds)
        case .empty: return (.success([]), latencyMilliseconds)
        case .slow: return (.success(Self.repos(query, page: page)), Self.slowLatencyMilliseconds)
        case nil: return (.success(Self.repos(query, page: page)), latencyMilliseconds)
        }
    }

    /// For a trace: an answer to `query` that comes after another query's search began.
    private func noteAnswer(_ query: String, page: Int) {
        if let lastSearched, lastSearched != query {
            seenRequests?.append(SeenRequest(.answeredAfter(newer: OutputValue.text(lastSearched).description), Self.named(query, page: page)))
        }
    }

    /// A request as a trace names it: `"rx"` for page 1, `"rx" page 2` after.
    static func named(_ query: String, page: Int) -> String {
        OutputValue.text(query).description + (page == 1 ? "" : " page \(page)")
    }

    /// The names on page `page` of `query`: none for an empty query or past the last page.
    public static func repos(_ query: String, page: Int) -> [String] {
        guard !query.isEmpty, (1...lastPage).contains(page) else { return [] }
        return (1...pageSize).map { "\(query)-\((page - 1) * pageSize + $0)" }
    }
}
