/// `events all|short`: whether text shows every event of a long run, or its ends.
struct EventsCommand: SessionCommand, Equatable {
    let all: Bool

    static let settings = ["all", "short"]

    static let declaration = CommandDeclaration(
        name: "events", usage: "events all|short", summary: "show every event of a long run, or its ends",
        details: "A run of many events prints its first and last three and the count, leaving out at least three; 'events all' prints every one (up to 10,000 at the start, then the last three), as '--all-events' does. 'events short' goes back. A transcript ('--echo', 'save', 'check') always holds every event, whatever this says.",
        example: "events all", arguments: .setting(settings), purpose: .time
    ) { arguments throws(CommandError) in
        EventsCommand(all: try arguments.setting(try arguments.one(), from: settings) == "all")
    }

    var effects: CommandEffects { .readsOnly }

    func run(in session: Session, into report: inout CommandReport) {
        report.info.append(.events(all: all))
    }

    func apply(to settings: inout SessionSettings) {
        settings.showsAllEvents = all
    }
}
