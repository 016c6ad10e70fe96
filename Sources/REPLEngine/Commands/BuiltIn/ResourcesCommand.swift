
/// `resources [on|off]`: each variant's live resources; `on` adds their change to every
/// command's output.
struct ResourcesCommand: SessionCommand, Equatable {
    let setting: Bool?

    static let declaration = CommandDeclaration(
        name: "resources", usage: "resources [on|off]", summary: "show each variant's live resources (Rx and Flux)",
        details: "Shows how many MiniRx resources (subscriptions, sinks, subjects, disposables: what RxSwift's Resources.total counts) and, for the Flux styles, Fluxer subscriptions (a store's registration with its dispatcher, each observer of a store's value) each active variant holds now, and how the last command changed that. 'resources on' adds the change to every command's output; 'resources off' stops it. A count that grows with every login is a leak.",
        example: "resources on", arguments: .setting(Arguments.onOff), purpose: .seeWhy
    ) { arguments throws(CommandError) in
        return ResourcesCommand(setting: try arguments.optionalOnOff())
    }

    var effects: CommandEffects {
        var effects = CommandEffects.readsOnly
        effects.resources = setting == nil ? .table : setting == false ? .never : .whenOn
        return effects
    }

    func run(in session: Session, into report: inout CommandReport) {
        if let setting { report.info.append(.resources(on: setting)) }
    }

    func apply(to settings: inout SessionSettings) {
        if let setting { settings.showsResources = setting }
    }
}
