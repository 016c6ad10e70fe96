/// `tick MS`: runs what is due in the next MS milliseconds of virtual time.
struct TickCommand: SessionCommand, Equatable {
    let milliseconds: Int

    /// The virtual milliseconds `tick` and `api latency` take: up to a day.
    static let millisecondRange = 0...86_400_000

    static let declaration = CommandDeclaration(
        name: "tick", usage: "tick MS", summary: "advance virtual time by MS milliseconds",
        details: "Runs what is due in the next MS milliseconds of virtual time, such as API answers when autorun is off.",
        example: "tick 300", arguments: .number, purpose: .time
    ) { arguments throws(CommandError) in
        TickCommand(milliseconds: try arguments.number(in: millisecondRange))
    }

    var effects: CommandEffects { CommandEffects(changesVariants: true) }

    func run(in session: Session, into report: inout CommandReport) {
        let stop = session.settle(until: session.scheduler.clock + milliseconds)
        report.info.append(.virtualTime(session.scheduler.clock))
        if stop == .interrupted { report.interruption = .settling(at: session.scheduler.clock) }
    }
}
