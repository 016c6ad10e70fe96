import MiniRx

/// The ``ScreenService``s of one style in a session, made on first use, with the
/// session's settings for each: what ``VariantEnvironment/service(_:)`` hands out and the
/// session sets up.
package final class Services {
    /// The session's settings of each service type, by type; a type not here starts
    /// with its defaults.
    private let settings: [ObjectIdentifier: any Sendable]
    private let scheduler: SchedulerType
    private let clock: VirtualClock
    /// The services made so far, by type, each with what gives it settings.
    private var made: [ObjectIdentifier: (service: AnyObject, adopt: (any Sendable, String?) -> Void)] = [:]

    package init(settings: [ObjectIdentifier: any Sendable], scheduler: SchedulerType, clock: VirtualClock) {
        self.settings = settings
        self.scheduler = scheduler
        self.clock = clock
    }

    /// The service of type `Service`, made the first time with the session's settings.
    func service<Service: ScreenService>(_ type: Service.Type) -> Service {
        let key = ObjectIdentifier(type)
        if let existing = made[key]?.service as? Service { return existing }
        let service = Service(scheduler: scheduler, clock: clock, settings: settings[key] as? Service.Settings ?? Service.defaultSettings)
        made[key] = (service, { settings, input in
            if let settings = settings as? Service.Settings { service.adopt(settings, sending: input) }
        })
        return service
    }

    /// Has every service made so far that can tell its requests (``RequestWatching``)
    /// keep them, for a trace.
    package func watchRequests() {
        for entry in made.values { (entry.service as? RequestWatching)?.seenRequests = [] }
    }

    /// The requests the services watched saw since ``watchRequests()``, in order, and
    /// they stop keeping them; `nil` where none of the services made can tell them.
    package func takeSeenRequests() -> [SeenRequest]? {
        var seen: [SeenRequest]?
        for entry in made.values {
            guard let watching = entry.service as? RequestWatching, let requests = watching.seenRequests else { continue }
            seen = (seen ?? []) + requests
            watching.seenRequests = nil
        }
        return seen
    }

    /// Gives every service made the session's settings of its type (`settings` finds
    /// them by type), before a command sends into `input` (`nil`: after a command).
    package func adopt(sending input: String?, settings: (ObjectIdentifier) -> (any Sendable)?) {
        for (key, entry) in made {
            if let own = settings(key) { entry.adopt(own, input) }
        }
    }
}
