import MiniRx

/// What a variant is built with: the session's virtual time (as an Rx scheduler, and as
/// a `Clock` and an executor for async code), its screens' fake services (the login's
/// API), and a place where a style's screens can share objects (the keyed-Flux app's
/// dispatcher and session).
public struct VariantEnvironment {
    /// The scheduler for Rx work on the session's virtual time (MiniRx's; with the
    /// `RealRxSwift` trait, ``rxSwiftScheduler`` is the same time for RxSwift code).
    public private(set) var scheduler: SchedulerType
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
    /// The screens' fake services this style has used.
    package let services: Services

    /// A scheduler, a clock on it, a fresh executor and a fresh place for shared objects;
    /// services start with their default settings.
    public init(scheduler: MiniRx.SchedulerType) {
        self.init(scheduler: scheduler, serviceSettings: [:], executor: SessionExecutor(), renders: RenderLoop())
    }

    /// The fake service of type `Service` (the login screen's `LoginAPI`), one for the
    /// style, made on first use with the session's settings: `environment.service(LoginAPI.self)`.
    public func service<Service: ScreenService>(_ type: Service.Type) -> Service {
        services.service(type)
    }

    /// Ends the async work of what was built in this environment, as the REPL gives it
    /// up: the sleeps on its clock end, and its tasks run until none is left.
    package func endAsyncWork() {
        clock.endSleeps()
        executor.runToIdle()
    }

    /// An environment whose services start with `serviceSettings`, by service type.
    package init(scheduler: MiniRx.SchedulerType, serviceSettings: [ObjectIdentifier: any Sendable], executor: SessionExecutor, renders: RenderLoop) {
        #if RealRxSwift
        RxSwiftErrorHandler.install()
        #endif
        self.scheduler = scheduler
        let clock = VirtualClock(scheduler: scheduler)
        self.clock = clock
        self.executor = executor
        self.renders = renders
        shared = SharedObjects()
        services = Services(settings: serviceSettings, scheduler: scheduler, clock: clock)
    }

    /// This environment with the actions scheduled on ``scheduler`` counted into
    /// `actions`, and held to its limit; its clock, executor, services and shared objects
    /// are this one's.
    package func counting(_ actions: ScheduledActions) -> VariantEnvironment {
        var counted = self
        counted.scheduler = CountingScheduler(base: scheduler, actions: actions)
        return counted
    }
}
