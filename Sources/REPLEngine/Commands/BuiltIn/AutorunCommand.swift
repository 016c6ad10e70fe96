/// `autorun [on|off]`: whether virtual time runs to idle after each command; alone, the
/// setting.
struct AutorunCommand: SessionCommand, Equatable {
    let setting: Bool?

    static let declaration = CommandDeclaration(
        name: "autorun", usage: "autorun [on|off]", summary: "run virtual time to idle after each command",
        details: "On: every command ends when nothing is left scheduled, so a login shows its result at once, stamped with its virtual time (a timer that repeats for ever stops it after 10,000 steps, with a note). Off: time moves only with 'tick'. Alone, it shows the setting; 'reset' keeps it.",
        example: "autorun off", arguments: .setting(Arguments.onOff), purpose: .time
    ) { arguments throws(CommandError) in
        AutorunCommand(setting: try arguments.optionalOnOff())
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        // The setting changes after the command; `autorun` alone shows it as it is.
        report.info.append(.autorun(setting ?? session.settings.autorun))
    }

    func apply(to settings: inout SessionSettings) {
        if let setting { settings.autorun = setting }
    }
}
