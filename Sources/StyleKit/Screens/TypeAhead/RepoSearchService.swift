import MiniRx

/// The repository search as the type-ahead screen's service: its settings (the latency,
/// and how the next search ends) and the `backend` command that changes them.
extension RepoSearchAPI: ScreenService {
    /// What `backend` sets for the session.
    public struct Settings: Equatable, Sendable {
        /// How long an answer takes, in virtual milliseconds.
        public var latency: Int
        /// How the next search ends, whatever its query; `nil`: as its query says.
        public var scripted: Outcome?
        /// How many times `backend` has scripted an outcome: a service takes a script
        /// once, and keeps it until its own next search uses it up.
        var script: Int

        /// Answers after `latency` ms; the next search ends as `scripted` says.
        public init(latency: Int, scripted: Outcome?) {
            self.latency = latency
            self.scripted = scripted
            script = 0
        }
    }

    /// 200 ms, and searches that answer their query.
    public static let defaultSettings = Settings(latency: defaultLatencyMilliseconds, scripted: nil)

    /// The milliseconds `backend latency` takes: up to a day.
    static let latencyRange = 0...86_400_000

    /// `backend slow|fail|empty|auto | backend latency MS`, and `backend` alone to show
    /// the settings.
    public static let command = ServiceCommand<Settings>(
        name: "backend", usage: "backend slow|fail|empty|auto | backend latency MS",
        summary: "script the next search's answer or the latency",
        details: "'backend slow' makes the next query searched answer after 1,000 ms, each of its pages too, until another query is searched; 'backend fail' makes it fail, 'backend empty' answer nothing, 'backend auto' takes it back. 'backend latency 500' sets every answer's delay. 'backend' alone shows the settings.",
        example: "backend slow", words: outcomeWords.map(\.word) + ["auto", "latency"]
    ) { arguments in
        let words = arguments.words
        guard let first = words.first else {
            return { settings in
                let script = settings.scripted.map { "the first query searched after 'backend \(word(for: $0))' will \(describe($0))" }
                return [note(settings, "latency \(settings.latency) ms; " + (script ?? "searches answer their query"))]
            }
        }
        let setting = try arguments.setting(first, from: outcomeWords.map(\.word) + ["auto", "latency"])
        if setting == "latency" {
            guard words.count == 2 else { throw arguments.wrongArguments }
            let milliseconds = try arguments.number(words[1], in: latencyRange)
            return { settings in
                settings.latency = milliseconds
                return [note(settings, "the search answers after \(milliseconds) ms")]
            }
        }
        guard words.count == 1 else { throw arguments.wrongArguments }
        let outcome = outcomeWords.first { $0.word == setting }?.outcome
        return { settings in
            settings.scripted = outcome
            settings.script += 1
            return [note(settings, outcome.map { "the next query searched will \(describe($0))" } ?? "searches answer their query again")]
        }
    }

    /// The words `backend` takes for each scripted outcome.
    private static let outcomeWords: [(word: String, outcome: Outcome)] = [("slow", .slow), ("fail", .fail), ("empty", .empty)]

    /// A line about the settings, with the JSON record of them.
    private static func note(_ settings: Settings, _ text: String) -> ServiceNote {
        ServiceNote(text, settings: [
            "latencyMs": .number(settings.latency),
            "script": .text(settings.scripted.map(word) ?? "auto"),
        ])
    }

    /// The word `backend` takes for `outcome`.
    private static func word(for outcome: Outcome) -> String {
        outcomeWords.first { $0.outcome == outcome }?.word ?? "auto"
    }

    /// How a scripted search ends: `answer after 1000 ms`, `fail with networkError`.
    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .slow: "answer after \(slowLatencyMilliseconds) ms"
        case .fail: "fail with \(SearchError.networkError)"
        case .empty: "answer no repositories"
        }
    }

    /// A search on the session's scheduler and clock, with the session's settings.
    public convenience init(scheduler: SchedulerType, clock: VirtualClock, settings: Settings) {
        self.init(scheduler: scheduler, clock: clock, latencyMilliseconds: settings.latency)
        adopt(settings, sending: nil)
    }

    /// Takes the session's latency, and a script `backend` made since the last one
    /// taken (`auto` takes one back): a search started later uses it up, however many
    /// keystrokes come first, as a search starts only after typing pauses.
    public func adopt(_ settings: Settings, sending input: String?) {
        latencyMilliseconds = settings.latency
        guard settings.script != scriptTaken else { return }
        scriptTaken = settings.script
        scripted = settings.scripted
    }

    /// Once a command has typed or scrolled, the services that took a script keep it
    /// for their next search; one made later (after `reset`, or for a style `use` adds)
    /// answers as its query says.
    public static func settings(_ settings: Settings, afterSending input: String) -> Settings {
        var next = settings
        next.scripted = nil
        return next
    }
}
