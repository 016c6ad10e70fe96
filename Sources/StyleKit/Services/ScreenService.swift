import MiniRx

/// A fake server that a screen's view models call — the login screen's ``LoginAPI`` —
/// declared with its screen (``Screen/service``). Each style gets one of its own, made on
/// first use (``VariantEnvironment/service(_:)``) on the session's virtual time; the
/// service's ``command`` (`api`) changes its settings for the whole session, and the
/// settings survive `reset`.
public protocol ScreenService: AnyObject, SendableMetatype {
    /// What the service's command sets.
    associatedtype Settings: Sendable

    /// The settings a session starts with.
    static var defaultSettings: Settings { get }

    /// The REPL command that changes the settings.
    static var command: ServiceCommand<Settings> { get }

    /// A service that answers on `scheduler` and waits in async code on `clock`, set up
    /// as `settings` say.
    init(scheduler: SchedulerType, clock: VirtualClock, settings: Settings)

    /// Takes the session's settings: before a command sends into `input` (`nil`: after
    /// a command, with the settings it left).
    func adopt(_ settings: Settings, sending input: String?)

    /// The settings once a command has sent into `input`: the login's scripted outcome is
    /// for one login.
    static func settings(_ settings: Settings, afterSending input: String) -> Settings
}

extension ScreenService {
    /// Unchanged: most settings are not used up by an input.
    public static func settings(_ settings: Settings, afterSending input: String) -> Settings {
        settings
    }
}
