import StyleKit

/// A screen service's command (`api` for the login's API): changes the service's settings
/// for the session and says what they are now. Its declaration comes from the screen
/// (``ScreenServiceSettings/declaration``).
struct ServiceCommandRun: SessionCommand {
    /// Which service's settings it changes.
    let service: ObjectIdentifier
    /// Its name, which its JSON record is nested under.
    let name: String
    /// The change, on the service's settings.
    let change: @Sendable (inout any Sendable) -> [ServiceNote]

    var effects: CommandEffects { CommandEffects(setsUpServices: true) }

    func run(in session: Session, into report: inout CommandReport) {
        // Settings change after the command; the notes give the new ones.
        guard var settings = session.settings.serviceValue(service) else { return }
        report.info += change(&settings).map { .service($0, command: name) }
    }

    func apply(to settings: inout SessionSettings) {
        settings.changeService(service) { _ = change(&$0) }
    }
}

/// One screen service's settings in a session, and what the session does with them
/// without knowing the service's type.
package struct ScreenServiceSettings: Sendable {
    /// The service's type.
    let service: ObjectIdentifier
    /// Its settings now.
    var value: any Sendable
    /// Its settings once a command has sent into an input.
    let afterSending: @Sendable (any Sendable, String) -> any Sendable
    /// Its command.
    let declaration: CommandDeclaration

    /// The defaults of `type`, and its command.
    init<Service: ScreenService>(_ type: Service.Type) {
        let key = ObjectIdentifier(type)
        service = key
        value = Service.defaultSettings
        afterSending = { settings, input in
            guard let settings = settings as? Service.Settings else { return settings }
            return Service.settings(settings, afterSending: input)
        }
        let command = Service.command
        declaration = CommandDeclaration(
            name: command.name, usage: command.usage, summary: command.summary, details: command.details,
            example: command.example, arguments: .setting(command.words), purpose: .breakIt
        ) { arguments throws(CommandError) in
            let change: ServiceCommand<Service.Settings>.Change
            do {
                change = try command.parse(arguments)
            } catch let error as CommandError {
                throw error
            } catch {
                throw arguments.wrong
            }
            return ServiceCommandRun(service: key, name: command.name) { settings in
                guard var typed = settings as? Service.Settings else { return [] }
                let notes = change(&typed)
                settings = typed
                return notes
            }
        }
    }

    /// The services of `screens`, in screen order, each once.
    static func of(_ screens: [Screen]) -> [ScreenServiceSettings] {
        var seen: Set<ObjectIdentifier> = []
        return screens.compactMap(\.service).filter { seen.insert(ObjectIdentifier($0)).inserted }.map { ScreenServiceSettings($0) }
    }
}
