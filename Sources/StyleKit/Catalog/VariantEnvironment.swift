import MiniRx

/// What a variant is built with: the fake API, the session's virtual time (as a MiniRx
/// scheduler, and as a `Clock` and an executor for async code), and a place where a
/// style's screens can share objects (the keyed-Flux app's dispatcher and session).
public struct VariantEnvironment {
    /// The login API this variant calls.
    public let api: LoginAPI
    /// The scheduler for Rx work on the session's virtual time.
    public let scheduler: SchedulerType
    /// The clock for async work on the same virtual time: `try await clock.sleep(for:)`.
    public let clock: VirtualClock
    /// The executor every task of the variant runs on: `Task(executorPreference:
    /// environment.executor) { … }`. The session runs it after each command and each
    /// step of virtual time.
    public let executor: SessionExecutor
    /// Objects the variant's screens share; one per style in a session.
    public let shared: SharedObjects
    /// The render passes that views of `@Observable` properties take part in.
    package let renders: RenderLoop

    /// Bundles an API, a scheduler, a clock on it, a fresh executor and a fresh place for
    /// shared objects.
    public init(api: LoginAPI, scheduler: SchedulerType) {
        self.init(api: api, scheduler: scheduler, executor: SessionExecutor(), renders: RenderLoop())
    }

    /// Ends the async work of what was built in this environment, as the REPL gives it
    /// up: the sleeps on its clock end, and its tasks run until none is left.
    package func endAsyncWork() {
        api.clock.endSleeps()
        executor.runToIdle()
    }

    /// An environment with the executor and render passes given.
    package init(api: LoginAPI, scheduler: SchedulerType, executor: SessionExecutor, renders: RenderLoop) {
        self.api = api
        self.scheduler = scheduler
        clock = api.clock
        self.executor = executor
        self.renders = renders
        shared = SharedObjects()
    }
}
