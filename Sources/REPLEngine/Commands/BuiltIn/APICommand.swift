import ShippedStyles
import StyleKit

/// `api …`: the login screen's fake API: script the next login's outcome, set its
/// latency, or show both.
struct APICommand: SessionCommand, Equatable {
    enum Setting: Equatable {
        /// How the next login ends; `nil` checks the credentials again (`api auto`).
        case outcome(LoginAPI.Outcome?)
        case latency(milliseconds: Int)
        /// `api` alone.
        case show
    }

    let setting: Setting

    /// The login screen's button, whose login a scripted outcome is for.
    static let loginInput = Screen.Login.loginTap.name
    /// What `api` takes first: an outcome for the next login, `auto`, or `latency`.
    static let settings = ["ok", "wrong-password", "unknown-user", "network-error", "auto", "latency"]

    static let declaration = CommandDeclaration(
        name: "api", usage: "api ok|wrong-password|unknown-user|network-error|auto | api latency MS",
        summary: "script the next login's outcome or the latency",
        details: "'api wrong-password' makes the next login command fail that way whatever the credentials; 'api auto' goes back to checking them. 'api latency 500' sets the answer's delay. 'api' alone shows the settings.",
        example: "api network-error", arguments: .setting(settings), purpose: .breakIt
    ) { arguments throws(CommandError) in
        if arguments.isEmpty { return APICommand(setting: .show) }
        let setting = try arguments.setting(arguments[0], from: settings)
        if setting == "latency" {
            guard arguments.count == 2 else { throw arguments.wrong }
            return APICommand(setting: .latency(milliseconds: try arguments.number(arguments[1], in: TickCommand.millisecondRange)))
        }
        guard arguments.count == 1 else { throw arguments.wrong }
        switch setting {
        case "ok": return APICommand(setting: .outcome(.success))
        case "wrong-password": return APICommand(setting: .outcome(.failure(.wrongPassword)))
        case "unknown-user": return APICommand(setting: .outcome(.failure(.unknownUser)))
        case "network-error": return APICommand(setting: .outcome(.failure(.networkError)))
        default: return APICommand(setting: .outcome(nil))
        }
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        // Settings change after the command: the note gives the new ones.
        let settings = session.settings
        switch setting {
        case .outcome(let outcome):
            report.info.append(.api(.nextLogin(outcome), latency: settings.latency, outcome: outcome))
        case .latency(let milliseconds):
            report.info.append(.api(.latency(milliseconds), latency: milliseconds, outcome: settings.scriptedOutcome))
        case .show:
            report.info.append(.api(.settings, latency: settings.latency, outcome: settings.scriptedOutcome))
            report.info.append(.knownAccount(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword))
        }
    }

    func apply(to settings: inout SessionSettings) {
        switch setting {
        case .outcome(let outcome): settings.scriptedOutcome = outcome
        case .latency(let milliseconds): settings.latency = milliseconds
        case .show: break
        }
    }
}
