#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MiniRx
import StyleKit

/// Prints JSON Lines: one JSON object per line, for tools. Every command gives a
/// `command` record, then the facts the text output shows, in its order, as typed data
/// (`delivery`, `event`, `omitted`, `state`, `diagnostic`, `note`, `subscribed`,
/// `unsubscribed`, `log`, `variant`, `help`), then an `end` record. `docs/JSON.md`
/// documents every record and field.
struct JSONRenderer {
    let styles: [Style]
    let commands: CommandTable

    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func start(line: Int, text: String, file: String?) -> String {
        encode(CommandStart(line: line, text: text, file: file))
    }

    func end(line: Int, status: LineStatus, message: String?, file: String?) -> String {
        let word: String
        switch status {
        case .succeeded, .quit: word = "ok"
        case .failed: word = "error"
        case .interrupted: word = "interrupted"
        }
        return encode(CommandEnd(line: line, status: word, message: message, file: file))
    }

    /// The records that show `output`; `activeNames` gives the active variants, which
    /// a variant's `help` record marks.
    func render(_ output: CommandOutput, activeNames: () -> [String]) -> [String] {
        switch output {
        case .report(let report): return render(report)
        case .help(let topic, let command): return help(topic, command: command, activeNames: activeNames())
        case .source(let variants, let screen, let diff): return source(variants: variants, screen: screen, diff: diff)
        case .lessons(let lessons, _): return lessons.map { encode(Lesson(number: $0.number, name: $0.name, title: $0.title)) }
        case .bench(let result, let bench, _): return self.bench(result, bench: bench)
        case .marbles(let diagram): return marbles(diagram)
        case .graph(let graphs, _): return graphs.flatMap(self.graph)
        case .trace(let command, let traces, _): return trace(traces, command: command)
        case .wrote(let written): return [encode(Note(text: NoteWording.text(written)))]
        case .explore(let report): return [encode(explore(report.result))]
        case .handout(let lines): return [encode(HandoutText(markdown: lines.map { $0 + "\n" }.joined()))]
        case .mutation(let lines): return [encode(MutationText(lines: lines))]
        // The `end` record carries the interruption; `command` records name run's lines.
        case .interruption, .echo: return []
        }
    }

    /// The record of a note: its fact's own, or a `note` with its sentence; `nil` for
    /// a fact the record before it carries (the known account, after `api`'s settings).
    private func record(_ note: CommandReport.Note) -> String? {
        switch note {
        case .subscribed(let subscriber, let stream):
            return encode(Subscription(kind: "subscribed", subscriber: subscriber.label, stream: stream))
        case .unsubscribed(let subscriber, let stream):
            return encode(Subscription(kind: "unsubscribed", subscriber: subscriber.label, stream: stream))
        case .logged(let variant, let entry):
            return encode(LogEntry(variant: variant, entry: entry))
        case .service(let note, let command):
            // A service's settings are nested under its command, in a record of one kind;
            // a note without settings says what the record before it holds.
            guard let settings = note.settings else { return nil }
            return encode(ServiceSettings(command: command, settings: settings.mapValues(JSONValue.init)))
        case .autorun(let on):
            return encode(Autorun(on: on))
        case .events(let all):
            return encode(EventsSetting(all: all))
        default:
            return encode(Note(text: NoteWording.text(note)))
        }
    }

    /// The records of a report, in the order the text output shows the same facts.
    private func explore(_ result: ExploreResult) -> Explore {
        let differences = result.witnesses
            .sorted { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }
            .map { pair, witness in
                Explore.Difference(styles: [result.styles[pair.first], result.styles[pair.second]], commands: witness.commands,
                                   firstDifference: witness.firstDifference + 1, foundBy: result.sequenceGiven != nil ? "sequence"
                                       : witness.byRandomWalk ? "randomWalk" : "search")
            }
        return Explore(screen: result.screen, styles: result.styles, commands: result.alphabet, leftOut: result.leftOut, depth: result.depth,
                       searchedDepth: result.searchedDepth, sequences: result.sequences, autorun: !result.autorunOff,
                       randomSeconds: { if case .seconds(let seconds)? = result.walkBudget { seconds } else { nil } }(), walks: result.walks, asRendered: result.asRendered, interrupted: result.interrupted,
                       classes: result.classes.map { $0.map { result.styles[$0] } }, differences: differences)
    }

    private func render(_ report: CommandReport) -> [String] {
        var lines: [String] = []
        for delivery in report.deliveries {
            lines.append(encode(Delivery(variant: delivery.variant, input: delivery.input, event: delivery.event,
                                         outcome: delivery.outcome.word, reason: delivery.outcome.reason)))
        }
        for group in report.groups {
            let base = group.digests.startIndex
            for variant in group.variants {
                let digest = group.digests[base + variant]
                let name = report.variantNames[variant]
                for event in digest.head { lines.append(record(event, variant: name, group: group)) }
                if digest.omitted > 0 {
                    lines.append(encode(Omitted(variant: name, stream: group.key.stream, subscriber: group.key.subscriber.label, count: digest.omitted)))
                }
                for event in digest.tail { lines.append(record(event, variant: name, group: group)) }
            }
        }
        for row in report.states {
            for entry in row.values {
                let (value, reason): (JSONValue?, String?)
                switch entry.value {
                case .value(let current): (value, reason) = (JSONValue(current), nil)
                case .unavailable(let why): (value, reason) = (nil, why)
                }
                lines.append(encode(State(variant: entry.variant, stream: row.stream, value: value, reason: reason)))
            }
        }
        for diagnostic in report.diagnostics {
            lines.append(encode(Diagnostic(variant: diagnostic.variant, message: diagnostic.message, wouldCrashDebugBuild: diagnostic.wouldCrashDebugBuild)))
        }
        for variant in report.variants {
            lines.append(encode(VariantRecord(name: variant.name, summary: variant.summary, keyIdea: variant.keyIdea, active: variant.active)))
        }
        for note in report.info {
            if let record = record(note) { lines.append(record) }
        }
        for row in report.resources {
            lines.append(encode(ResourcesRecord(variant: row.variant, live: row.live, change: row.change)))
        }
        return lines
    }

    /// The `source` records: each file's text, or the diff of two styles' main files.
    private func source(variants: [String], screen: Screen, diff: Bool) -> [String] {
        let files = variants.map { SourceView.files(of: $0, screen: screen, in: styles) }
        if diff, let from = files.first?.first, let to = files.last?.first {
            func lines(_ text: String) -> [String] {
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if lines.last == "" { lines.removeLast() }
                return lines
            }
            let text = UnifiedDiff.make(from: lines(from.text), to: lines(to.text), fromName: from.path, toName: to.path)
            return [encode(SourceDiff(from: from.path, to: to.path, diff: text))]
        }
        return files.flatMap { $0 }.map { encode(Source(variant: $0.variant, screen: $0.screen.name, file: $0.path, text: $0.text)) }
    }

    /// The `bench` records: the run and its floor, then a `bench` record per variant.
    private func bench(_ result: VariantBench.Result, bench: VariantBench) -> [String] {
        func figure(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        var lines = [encode(BenchRun(events: bench.events, builds: bench.builds, rounds: VariantBench.rounds,
                                     floorNsPerEvent: figure(result.floorNanosecondsPerEvent), debugBuild: VariantBench.isDebugBuild))]
        for row in result.rows {
            lines.append(encode(BenchRecord(variant: row.variant, nsPerEvent: row.nanosecondsPerEvent.map(figure),
                                            timesFloor: row.nanosecondsPerEvent.map { figure($0 / result.floorNanosecondsPerEvent) },
                                            usPerBuild: figure(row.microsecondsPerBuild))))
        }
        return lines
    }

    /// The `marbles` records: the frames, then each lane and its events.
    private func marbles(_ diagram: MarbleDiagram) -> [String] {
        var lines = diagram.frames.enumerated().map { index, frame in
            let text = frame.command == 0 ? (diagram.startedByReset ? "reset" : "start") : diagram.commands[frame.command - 1]
            return encode(MarbleFrame(frame: index, command: frame.command, text: text, time: frame.time, later: frame.isLater))
        }
        for (index, lane) in diagram.lanes.enumerated() {
            lines.append(encode(MarbleLane(lane: index, stream: lane.key.stream, subscriber: lane.key.subscriber.label, variants: lane.variants,
                                           subscribed: lane.subscribed, unsubscribed: lane.unsubscribed)))
            for (frame, events) in lane.events {
                for event in events {
                    let (kind, value, error): (String, JSONValue?, String?)
                    switch event {
                    case .next(let element): (kind, value, error) = ("next", JSONValue(element), nil)
                    case .error(let failure): (kind, value, error) = ("error", nil, "\(failure)")
                    case .completed: (kind, value, error) = ("completed", nil, nil)
                    }
                    lines.append(encode(MarbleEvent(lane: index, frame: frame, event: kind, value: value, error: error)))
                }
            }
        }
        return lines
    }

    /// `graph` in JSON: every node, then every edge; the same with or without `--dot`.
    private func graph(_ graph: StyleGraph) -> [String] {
        graph.graph.nodes.map { node in
            encode(GraphNode(variant: graph.variant, screen: graph.screen, node: node.id, role: node.kind.rawValue,
                             name: graph.label(node.id), value: node.value))
        } + graph.graph.edges.map { edge in
            encode(GraphEdge(variant: graph.variant, screen: graph.screen, from: edge.from, to: edge.to))
        }
    }

    /// The most characters of an element a `traceStep` record gives, as the text trace's
    /// line holds one (docs/JSON.md): a view model's state of 10 KB is one short record.
    static let traceValueLength = 60

    /// `value` cut at ``traceValueLength`` characters, its last one `…` where it was cut.
    static func traceValue(_ value: String) -> String {
        value.count <= traceValueLength ? value : String(value.prefix(traceValueLength - 1)) + "…"
    }

    /// `trace` in JSON: each active style's steps, in the order they happened, each
    /// silent branch with its reason as the text words it; then, where the engine saw why
    /// a style went as it did and no operator said, a `traceWhy` record.
    private func trace(_ traces: [StyleTrace], command: String) -> [String] {
        traces.flatMap { trace in
            let verb = command.split(separator: " ").first.map(String.init)
            let steps = trace.steps.enumerated().map { index, step in
                let (event, value): (String, String?)
                switch step.event {
                case .next(let element): (event, value) = ("next", element)
                case .error(let error): (event, value) = ("error", error)
                case .completed: (event, value) = ("completed", nil)
                case .sent: (event, value) = ("sent", nil)
                case .ignored(let ignored): (event, value) = ("ignored", ignored)
                case .replayed(let element): (event, value) = ("replayed", element)
                }
                let reasons = step.passedNothingOn.indices.map { index in
                    (index < step.reasons.count ? step.reasons[index] : nil).map { TraceNoteWording.words($0, command: verb) } ?? "passed nothing on"
                }
                return encode(TraceStepRecord(variant: trace.variant, step: index, depth: step.depth, role: step.kind.rawValue, name: step.name,
                                              event: event, value: value.map(Self.traceValue),
                                              passedNothingOn: step.passedNothingOn.isEmpty ? nil : step.passedNothingOn,
                                              reasons: reasons.isEmpty ? nil : reasons))
            }
            // The lines the text says under the style: why, or its tasks' sleeps.
            let said = trace.why.map { [TraceText.words($0)] } ?? trace.sleeps.map(TraceText.words)
            return steps + said.map { encode(TraceWhyRecord(variant: trace.variant, reason: $0)) }
        }
    }

    /// The records of `help` as typed (`command`): every command's `help` record, the one
    /// named, a `variant` record, or the legend as `note` records.
    private func help(_ topic: HelpTopic?, command: String, activeNames: [String]) -> [String] {
        let name: String?
        switch topic {
        case .none: name = nil
        case .command(let command): name = command
        case .variant(let variant):
            return styles.filter { $0.name == variant }.map { style in
                encode(VariantRecord(name: style.name, summary: style.summary, keyIdea: style.keyIdea, active: activeNames.contains(style.name)))
            }
        case .output:
            return HelpText.legend.map { encode(Note(text: $0.trimmingSpaces)) }
        case .engine:
            return HelpText.engine.map { encode(Note(text: $0)) }
        }
        let declarations = name.map { name in commands.declarations.filter { $0.name == name } } ?? commands.declarations
        return declarations.map { declaration in
            encode(Help(command: command, name: declaration.name, usage: declaration.usage, summary: declaration.summary,
                        details: declaration.details, example: declaration.example))
        }
    }

    private func record(_ event: TimedEvent, variant: String, group: CommandReport.Group) -> String {
        let (kind, value, error): (String, JSONValue?, String?)
        switch event.event {
        case .next(let element): (kind, value, error) = ("next", JSONValue(element), nil)
        case .error(let failure): (kind, value, error) = ("error", nil, "\(failure)")
        case .completed: (kind, value, error) = ("completed", nil, nil)
        }
        return encode(EventRecord(variant: variant, stream: group.key.stream, subscriber: group.key.subscriber.label,
                                  time: event.time, event: kind, value: value, error: error))
    }

    private func encode<Record: Encodable>(_ record: Record) -> String {
        // Every record is plain strings, numbers and booleans, which always encode.
        guard let data = try? encoder.encode(record) else { return #"{"kind":"encodingFailure"}"# }
        return String(decoding: data, as: UTF8.self)
    }
}
