import StyleKit

/// What a session keeps across `reset`: the active variants, autorun, the settings of the
/// screens' fake services (the login API's latency and scripted outcome), and what is
/// shown. Everything else starts
/// afresh with the variants. A command changes them in its
/// ``SessionCommand/apply(to:)``, once it has run.
package struct SessionSettings: Sendable {
    /// The variants that receive commands and are shown, in catalog order.
    package var activeNames: [String]
    /// Whether virtual time runs to idle after every command.
    package var autorun = true
    /// The settings of each screen's fake service, in screen order.
    private(set) var services: [ScreenServiceSettings]
    /// Whether text output shows every event of a long run.
    var showsAllEvents = false
    /// Whether every command shows how the variants' live resources changed.
    var showsResources = false

    /// The styles of `catalog` that start active, autorun on, the services at their defaults.
    package init(catalog: Catalog) {
        activeNames = catalog.styles.filter(\.activeAtStart).map(\.name)
        services = ScreenServiceSettings.of(catalog.screens)
    }

    /// The settings of the service of type `service`.
    func serviceValue(_ service: ObjectIdentifier) -> (any Sendable)? {
        // Only the value is copied: a service's settings come with its whole command.
        services.firstIndex { $0.service == service }.map { services[$0].value }
    }

    /// Changes the settings of the service of type `service`.
    mutating func changeService(_ service: ObjectIdentifier, _ change: (inout any Sendable) -> Void) {
        guard let index = services.firstIndex(where: { $0.service == service }) else { return }
        change(&services[index].value)
    }

    /// Each service's settings once a command has sent into `input`.
    mutating func sent(into input: String) {
        for index in services.indices {
            services[index].value = services[index].afterSending(services[index].value, input)
        }
    }

    /// Each service's settings, by service type, as the styles' environments take them.
    var serviceValues: [ObjectIdentifier: any Sendable] {
        Dictionary(uniqueKeysWithValues: services.map { ($0.service, $0.value) })
    }
}
