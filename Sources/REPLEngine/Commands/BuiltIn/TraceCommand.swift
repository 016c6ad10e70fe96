
/// `trace COMMAND`: runs the command and shows the path each of its events took through
/// each active style.
struct TraceCommand: Command {
    /// The command traced, and its words as typed.
    let traced: any SessionCommand
    let text: String
    /// Every step shown (`--all`), not at most a screen.
    var all = false

    static let declaration = CommandDeclaration(
        name: "trace", usage: "trace [--all] COMMAND", summary: "run a command and show the path of its events",
        details: "Runs the command as usual, then shows, for each active style, every step its events took: the input, each subject that delivered it, each operator subscription that passed it on (with the value), each subscriber that received it, branching where the event went two ways. Where an event went no further it says so: an operator that passed nothing on (filter, withLatestFrom keeping a value), a subject that had ended. Styles whose steps are the same share one block; a trace shows at most a screen at 80×24, and '--all' every step. The command sends into an input, moves time (tick, whose steps say when: @300ms) or subscribes (subscribe OUTPUT: what the new subscriber received, and from where).",
        example: "trace countup", arguments: .command, purpose: .seeWhy
    ) { arguments throws(CommandError) in
        let parser = CommandParser(vocabulary: arguments.vocabulary)
        let all = arguments.words.first == "--all"
        let words = all ? Array(arguments.words.dropFirst()) : arguments.words
        guard let command = try parser.command(words: words) else { throw arguments.wrong }
        // What sends into the view models, or lets time run their timers (`tick`).
        guard let traced = command as? any SessionCommand, traced.effects.sendsInput || command is TickCommand || command is SubscribeCommand else {
            throw .notTraceable(arguments.words.joined(separator: " "), usage: arguments.usage)
        }
        return TraceCommand(traced: traced, text: words.joined(separator: " "), all: all)
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let session = context.engine.session
        let before = session.beforeSend(traced)
        var report: CommandReport?
        var traces = session.traced { report = session.run(traced, text: context.line) }
        guard let report else { return .succeeded }
        let outcome = context.engine.show(report, context)
        let watched = session.screenWatchesRequests(traced)
        for index in traces.indices {
            let emitted = Self.emitted(by: traces[index].variant, in: report)
            // No request seen means something only where the command went to the search.
            if !watched, traces[index].seenRequests == [] { traces[index].seenRequests = nil }
            // A style without MiniRx (none, or RxSwift itself) takes no operator steps: the
            // trace says what it emitted.
            if !traces[index].usesMiniRx {
                traces[index].emitted = emitted
                traces[index].isRendered = session.isRendered(traces[index].variant)
                traces[index].coalesced = traces[index].isRendered && ((traced as? SendCommand)?.times ?? 1) > 1
            }
            if let delivery = report.deliveries.first(where: { $0.variant == traces[index].variant }), delivery.outcome.reason != nil {
                traces[index].why = .notDelivered(delivery.outcome.text)
            } else {
                traces[index].why = session.why(traces[index], after: traced, before: before, emittedNothing: emitted.isEmpty)
            }
            traces[index].offScreen = session.screenMissing(in: traces[index].variant, for: traced)
        }
        // A handout holds every step: paper has no screen to fit.
        context.show(.trace(command: text, traces, all: all || context.engine.runningTalk == .handout))
        return outcome
    }

    /// What `variant` emitted during the command, stream by stream: `count ▸ view "1"`.
    private static func emitted(by variant: String, in report: CommandReport) -> [String] {
        guard let index = report.variantNames.firstIndex(of: variant) else { return [] }
        return report.groups.compactMap { group in
            guard group.variants.contains(index), group.digests.indices.contains(group.digests.startIndex + index) else { return nil }
            let digest = group.digests[group.digests.startIndex + index]
            guard digest.count > 0 else { return nil }
            return "\(group.key.stream) ▸ \(group.key.subscriber.label) \(digest.summary)"
        }
    }
}
