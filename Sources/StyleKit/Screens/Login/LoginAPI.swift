import Dispatch
import MiniRx

/// The fake login server every login style calls: answers arrive after a latency on the
/// scheduler it was given, so with a virtual-time scheduler every run is the same.
///
/// The known account (``knownEmail``, ``knownPassword``) logs in; a known email with
/// another password fails with `wrongPassword`; any other email with `unknownUser`.
/// ``forcedOutcome`` scripts the answers, network failure included, until it is cleared.
///
/// Sendable without a lock: the session changes its settings between commands, and every
/// style calls it on the session's thread — the async styles too, whose tasks run only on
/// the session's ``SessionExecutor``.
public final class LoginAPI: @unchecked Sendable {
    /// The scripted outcome of a login.
    public enum Outcome: Equatable, Sendable {
        /// Succeed whatever the credentials.
        case success
        /// Fail with this error whatever the credentials.
        case failure(LoginError)
    }

    /// The email of the account that exists.
    public static let knownEmail = "demo@example.com"
    /// Its password.
    public static let knownPassword = "secret123"
    /// The latency when none is set: 300 ms.
    public static let defaultLatency = RxTimeInterval.milliseconds(300)

    // Set between commands and read as a login is subscribed to, never both at once.

    /// How long an answer takes.
    public var latency: RxTimeInterval
    /// How many logins were requested (subscribed to) so far.
    public private(set) var requestCount = 0

    /// When set, every login ends this way whatever its credentials.
    public var forcedOutcome: Outcome?

    private let scheduler: SchedulerType
    /// The clock the async ``login(email:password:)`` waits on: `scheduler`'s time.
    public let clock: VirtualClock

    /// Creates the API answering on `scheduler`, its async logins waiting on `clock`.
    public init(scheduler: SchedulerType, clock: VirtualClock, latency: RxTimeInterval = LoginAPI.defaultLatency) {
        self.scheduler = scheduler
        self.latency = latency
        self.clock = clock
    }

    /// A login request: on subscription, after ``latency``, one token then completion, or
    /// a ``LoginError``.
    ///
    /// The outcome is settled when the request is subscribed to, as a server would see it
    /// then; the answer is one scheduled action (what `deferred`, `just` and
    /// `delaySubscription` would do in three sequences, for every login of every style).
    public func login(email: String, password: String) -> Observable<String> {
        // Named as the view models call it: `trace` and `graph` show `api.login`.
        Observable.create(named: "api.login") { [self] observer in
            requestCount += 1
            let outcome = forcedOutcome ?? Self.outcome(email: email, password: password)
            return scheduler.scheduleRelative(outcome, dueTime: latency) { outcome in
                switch outcome {
                case .success:
                    observer.onNext(Self.token(for: email))
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
                return Disposables.create()
            }
        }
    }

    /// A login request for async code: after ``latency`` of virtual time on ``clock``,
    /// the token, or a thrown ``LoginError``; `CancellationError` if the task is
    /// cancelled while it waits. The outcome is settled when it is called, as the
    /// Observable one settles it when subscribed to. It runs on its caller's executor
    /// (`nonisolated(nonsending)`), as an API client's method that only awaits does.
    nonisolated(nonsending) public func login(email: String, password: String) async throws -> String {
        requestCount += 1
        let outcome = forcedOutcome ?? Self.outcome(email: email, password: password)
        try await clock.sleep(for: Self.duration(latency))
        switch outcome {
        case .success: return Self.token(for: email)
        case .failure(let error): throw error
        }
    }

    /// `interval` as a `Duration`.
    private static func duration(_ interval: RxTimeInterval) -> Duration {
        switch interval {
        case .seconds(let value): return .seconds(value)
        case .milliseconds(let value): return .milliseconds(value)
        case .microseconds(let value): return .microseconds(value)
        case .nanoseconds(let value): return .nanoseconds(value)
        case .never: return .seconds(Int64.max / 2)
        @unknown default: return .zero
        }
    }

    /// The token a successful login answers: `token-` and the email's first non-empty
    /// part between `@` signs, or the whole email when there is none.
    static func token(for email: String) -> String {
        // Bytes, not characters: `@` is ASCII, so every cut falls between characters, and
        // this runs on every login of every style.
        let at = UInt8(ascii: "@")
        let bytes = email.utf8
        var partStart = bytes.startIndex
        var index = partStart
        while index < bytes.endIndex {
            if bytes[index] == at {
                if index > partStart { return "token-" + email[partStart..<index] }
                partStart = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        return "token-" + (partStart < bytes.endIndex ? email[partStart...] : Substring(email))
    }

    private static func outcome(email: String, password: String) -> Outcome {
        guard email == knownEmail else { return .failure(.unknownUser) }
        return password == knownPassword ? .success : .failure(.wrongPassword)
    }
}
