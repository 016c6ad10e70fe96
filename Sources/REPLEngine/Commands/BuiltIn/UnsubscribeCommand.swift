/// `unsubscribe [STREAM | #ID]`: removes late subscribers; the views' own stay.
struct UnsubscribeCommand: SessionCommand, Equatable {
    let target: UnsubscribeTarget

    static let declaration = CommandDeclaration(
        name: "unsubscribe", usage: "unsubscribe [STREAM | #ID]", summary: "remove late subscribers",
        details: "Without an argument removes every late subscriber; with a stream, those on it; with #ID, that one. The views' own subscribers stay.",
        example: "unsubscribe #1", arguments: .streamOrSubscriber, purpose: .watch
    ) { arguments throws(CommandError) in
        if arguments.isEmpty { return UnsubscribeCommand(target: .all) }
        let target = try arguments.one()
        if target.hasPrefix("#") {
            guard let id = Int(target.dropFirst()), id > 0 else { throw .noSuchSubscriber(target) }
            return UnsubscribeCommand(target: .id(id))
        }
        return UnsubscribeCommand(target: .stream(try arguments.stream(target)))
    }

    var effects: CommandEffects { .readsOnly }

    func check(in session: Session) throws(CommandError) {
        guard !session.hasLateSubscriber(target) else { return }
        switch target {
        case .stream(let stream): throw .noLateSubscribers(stream)
        case .id(let number): throw .noSuchSubscriber("#\(number)")
        case .all: break
        }
    }

    func run(in session: Session, into report: inout CommandReport) {
        report.info.append(contentsOf: session.unsubscribe(target))
    }
}

/// Which late subscribers `unsubscribe` removes.
enum UnsubscribeTarget: Equatable {
    /// Every late subscriber.
    case all
    /// The late subscribers on this stream.
    case stream(String)
    /// The late subscriber with this id.
    case id(Int)
}
