import MiniRx

/// The login API as the login screen's service: its settings (latency and a scripted
/// outcome for the next login) and the `api` command that changes them.
extension LoginAPI: ScreenService {
    /// What `api` sets for the session.
    public struct Settings: Equatable, Sendable {
        /// How long an answer takes, in virtual milliseconds.
        public var latency: Int
        /// How the next login ends, whatever the credentials; `nil` checks them.
        public var scriptedOutcome: Outcome?

        /// Answers after `latency` ms; the next login ends as `scriptedOutcome` says.
        public init(latency: Int, scriptedOutcome: Outcome?) {
            self.latency = latency
            self.scriptedOutcome = scriptedOutcome
        }
    }

    /// 300 ms, and logins that check their credentials.
    public static let defaultSettings = Settings(latency: 300, scriptedOutcome: nil)

    /// The milliseconds `api latency` takes: up to a day.
    static let latencyRange = 0...86_400_000

    /// `api ok|wrong-password|unknown-user|network-error|auto | api latency MS`, and `api`
    /// alone to show the settings.
    public static let command = ServiceCommand<Settings>(
        name: "api", usage: "api ok|wrong-password|unknown-user|network-error|auto | api latency MS",
        summary: "script the next login's outcome or the latency",
        details: "'api wrong-password' makes the next login command fail that way whatever the credentials; 'api auto' goes back to checking them. 'api latency 500' sets the answer's delay. 'api' alone shows the settings.",
        example: "api network-error", words: outcomeWords.map(\.word) + ["auto", "latency"]
    ) { arguments in
        let words = arguments.words
        guard let first = words.first else {
            return { settings in [note(settings, "latency \(settings.latency) ms; next login: \(settings.scriptedOutcome.map(describe) ?? "checks the credentials")", account: true),
                                  ServiceNote("known account: \(knownEmail) / \(knownPassword)", settings: nil)] }
        }
        let setting = try arguments.setting(first, from: outcomeWords.map(\.word) + ["auto", "latency"])
        if setting == "latency" {
            guard words.count == 2 else { throw arguments.wrongArguments }
            let milliseconds = try arguments.number(words[1], in: latencyRange)
            return { settings in
                settings.latency = milliseconds
                return [note(settings, "the API answers after \(milliseconds) ms")]
            }
        }
        guard words.count == 1 else { throw arguments.wrongArguments }
        let outcome = outcomeWords.first { $0.word == setting }?.outcome
        return { settings in
            settings.scriptedOutcome = outcome
            return [note(settings, outcome.map { "the next login will \(describe($0))" } ?? "logins check their credentials again")]
        }
    }

    /// The words `api` takes for each scripted outcome.
    private static let outcomeWords: [(word: String, outcome: Outcome)] = [
        ("ok", .success), ("wrong-password", .failure(.wrongPassword)), ("unknown-user", .failure(.unknownUser)),
        ("network-error", .failure(.networkError)),
    ]

    /// A line about the settings, with the JSON record of them (and of the known account
    /// when `account`).
    private static func note(_ settings: Settings, _ text: String, account: Bool = false) -> ServiceNote {
        var fields: [String: OutputValue] = [
            "latencyMs": .number(settings.latency),
            "nextLogin": .text(settings.scriptedOutcome.map { outcome in outcomeWords.first { $0.outcome == outcome }?.word ?? "auto" } ?? "auto"),
        ]
        if account {
            fields["knownEmail"] = .text(knownEmail)
            fields["knownPassword"] = .text(knownPassword)
        }
        return ServiceNote(text, settings: fields)
    }

    /// How a scripted login ends: `succeed`, `fail with wrongPassword`.
    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .success: return "succeed"
        case .failure(let error): return "fail with \(error)"
        }
    }

    /// An API on the session's scheduler and clock, with the session's latency.
    public convenience init(scheduler: SchedulerType, clock: VirtualClock, settings: Settings) {
        self.init(scheduler: scheduler, clock: clock, latency: .milliseconds(settings.latency))
    }

    /// Takes the session's latency; the scripted outcome only while the login button's
    /// command runs.
    public func adopt(_ settings: Settings, sending input: String?) {
        latency = .milliseconds(settings.latency)
        forcedOutcome = input == Screen.Login.loginTap.name ? settings.scriptedOutcome : nil
    }

    /// A scripted outcome is for one login.
    public static func settings(_ settings: Settings, afterSending input: String) -> Settings {
        guard input == Screen.Login.loginTap.name else { return settings }
        var next = settings
        next.scriptedOutcome = nil
        return next
    }
}
