/// `subscribe STREAM`: a late subscriber on a stream of every variant, and what each
/// replays to it.
struct SubscribeCommand: SessionCommand, Equatable {
    let stream: String

    static let declaration = CommandDeclaration(
        name: "subscribe", usage: "subscribe STREAM", summary: "add a late subscriber to STREAM",
        details: "Subscribes a new probe to STREAM in every active variant and shows what each replays to it.",
        example: "subscribe count", arguments: .stream, purpose: .watch
    ) { arguments throws(CommandError) in
        SubscribeCommand(stream: try arguments.stream(try arguments.one()))
    }

    var effects: CommandEffects { CommandEffects(movesTime: true, changesVariants: true) }

    func check(in session: Session) throws(CommandError) {
        if session.lateSubscribers.count >= Session.lateSubscriberLimit {
            throw .tooManyLateSubscribers(limit: Session.lateSubscriberLimit)
        }
    }

    func run(in session: Session, into report: inout CommandReport) {
        let id = session.subscribeLate(to: stream)
        report.info.append(.subscribed(id, stream: stream))
    }
}
