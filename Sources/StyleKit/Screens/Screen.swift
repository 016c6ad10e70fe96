/// A screen every style of it implements, described as data: its name, its inputs and
/// its outputs. The REPL derives a command from each input (`countup [N]`, `email TEXT`)
/// and shows each output under its name.
public struct Screen: Hashable, Sendable {
    /// The screen's name, as `source VARIANT SCREEN` takes it: `counter`, `login`.
    public let name: String
    /// What the screen is, in a few words.
    public let summary: String
    /// Its inputs, in the order `help` lists their commands.
    public let inputs: [Input]
    /// Its outputs, in the order the REPL shows them.
    public let outputs: [Output]
    /// The fake server its view models call, whose command sets it up for a session: the
    /// login screen's ``LoginAPI`` and `api`; `nil` for none.
    public let service: (any ScreenService.Type)?
    /// The delays its view models wait for, in milliseconds (the login API's 300 ms, a
    /// search's debounce): `explore` lets virtual time run by each of them (`tick 300`).
    /// Empty for a screen that waits for nothing, whose time `explore` never moves.
    public let durations: [Int]

    /// A screen named `name` with these inputs and outputs, the fake server its view
    /// models call, if any, and the delays they wait for.
    public init(name: String, summary: String, inputs: [Input], outputs: [Output], service: (any ScreenService.Type)? = nil,
                durations: [Int] = []) {
        self.name = name
        self.summary = summary
        self.inputs = inputs
        self.outputs = outputs
        self.service = service
        self.durations = durations
    }

    /// Screens are told apart by name.
    public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The input named `name`, if the screen has one.
    public func input(named name: String) -> Input? {
        inputs.first { $0.name == name }
    }

    /// The output named `name`, if the screen has one.
    public func output(named name: String) -> Output? {
        outputs.first { $0.name == name }
    }
}

extension Screen {
    /// One input of a screen: a button, a field, a stepper, a switch.
    public struct Input: Equatable, Sendable {
        /// The input's name in every style: `countUp`, `email`, ….
        public let name: String
        /// The command that sends into it: `countup`, `email`, `login`.
        public let command: String
        /// What it takes: a tap, a text, a number or a toggle.
        public let type: InputValueType
        /// One line for `help`: what the command does.
        public let summary: String
        /// What `help COMMAND` says it does.
        public let details: String
        /// A command line that uses it, for `help COMMAND`.
        public let example: String
        /// Values Tab offers for its argument (the known account, for the login fields).
        public let suggestions: [String]
        /// For a tap: whether its command takes a count (`countup 3` taps three times) or
        /// nothing (`login`).
        public let repeats: Bool
        /// The screen's flag output that says whether a real control would take this
        /// input now (the login button's `loginButtonEnabled`): where it is false, the
        /// REPL says a real button would be disabled, and sends the input anyway.
        public let enabledBy: String?
        /// The screen's flag output while which the screen ignores this input (the login
        /// tap while `isLoggingIn`): where a style changed nothing after it and its view
        /// last showed the flag true, `trace` says the flag decided (a guard such as
        /// `guard !isLoggingIn else { return }`, which no operator step shows).
        public let ignoredWhile: String?
        /// The screen's output a view shows this input acting on (the list, for a scroll
        /// to its end): while a style's view still shows the same value of it, the style
        /// is sent this input at most ``unchangedSendLimit`` times in a row, as a list
        /// reports its end again only once it changed. The rest are not sent, with a
        /// note, so a style that queues each one (`concatMap`) holds a bounded queue
        /// however many commands send it while virtual time stands still.
        public let limitedWhileUnchanged: String?
        /// How many times in a row an input with ``limitedWhileUnchanged`` is sent to a
        /// style whose view shows the same value.
        public static let unchangedSendLimit = 100
        /// The values `explore` sends into it, each a command of its own (`email
        /// demo@example.com`, `email not-an-email`, `email ""`): a few that take the view
        /// models down different paths. A tap is tapped once (`countup`), and, where its
        /// command takes a count, each example count too (`countup 2`: two taps in one
        /// command, which a view that renders once per command shows as one change).
        /// A text input's first example is the one the screen's success path types (the
        /// known email), which `mutate --explore` sends before searching again.
        public let examples: [String]

        /// An input of `type` named `name`. The command defaults to the name in lower
        /// case; the details and the example to ones made from the name; the values
        /// `explore` sends to the suggestions and an empty text, `0` and `1`, `on` and
        /// `off`, or for a tap that repeats two taps.
        public init(_ name: String, _ type: InputValueType, command: String? = nil, summary: String,
                    details: String? = nil, example: String? = nil, suggestions: [String] = [], repeats: Bool = true,
                    enabledBy: String? = nil, examples: [String]? = nil, ignoredWhile: String? = nil,
                    limitedWhileUnchanged: String? = nil) {
            let command = command ?? name.lowercased()
            let repeats = type == .tap && repeats
            self.name = name
            self.command = command
            self.type = type
            self.summary = summary
            self.details = details
                ?? "Sends \(type.argument.map { "\($0) " } ?? "")into every active variant's \(name) input\(repeats ? ", N times" : "")."
            self.example = example ?? command + (repeats ? " 3" : type.example.map { " " + $0 } ?? "")
            self.suggestions = suggestions
            self.repeats = repeats
            self.enabledBy = enabledBy
            self.ignoredWhile = ignoredWhile
            self.limitedWhileUnchanged = limitedWhileUnchanged
            self.examples = examples ?? Self.defaultExamples(for: type, repeats: repeats, suggestions: suggestions)
        }

        private static func defaultExamples(for type: InputValueType, repeats: Bool, suggestions: [String]) -> [String] {
            switch type {
            case .tap: repeats ? ["2"] : []
            case .text: Array(suggestions.prefix(2)) + [""]
            case .number: ["0", "1"]
            case .toggle: ["on", "off"]
            }
        }

        /// How the command is called: `countup [N]`, `login`, `email TEXT`, `limit N`,
        /// `sound on|off`.
        public var usage: String {
            if type == .tap { return repeats ? command + " [N]" : command }
            return command + " " + (type.argument ?? "")
        }
    }

    /// One output of a screen: a label, a flag, a list; what the REPL's probes watch.
    public struct Output: Equatable, Sendable {
        /// The output's name in every style: `count`, `validEmail`, ….
        public let name: String
        /// How its values print.
        public let format: ValueFormat

        /// An output named `name` whose values print as `format` says.
        public init(_ name: String, _ format: ValueFormat) {
            self.name = name
            self.format = format
        }
    }
}

extension Screen {
    /// The screens vmrepl ships: the counter, the login form and the type-ahead search.
    public static let shipped: [Screen] = [.counter, .login, .typeAhead]

    /// A label and a count-up button.
    public static let counter = Screen(name: "counter", summary: "a count label and a count-up button",
                                       inputs: [Counter.countUp], outputs: [Counter.count])

    /// The counter screen's input and output, which its variants name their ports by:
    /// `.tap(Screen.Counter.countUp) { viewModel.countUp() }`.
    public enum Counter {
        /// The count-up button.
        public static let countUp = Input("countUp", .tap, summary: "tap count-up N times (default 1)",
                                          details: "Sends countUp into every active variant's counter, N times.", example: "countup 3")
        /// The count label.
        public static let count = Output("count", .text)
    }

    /// Email and password fields and a login button.
    public static let login = Screen(name: "login", summary: "email and password fields and a login button",
                                     inputs: [Login.email, Login.password, Login.loginTap],
                                     outputs: [Login.validEmail, Login.validPassword, Login.loginButtonEnabled, Login.isLoggingIn, Login.loginResult],
                                     service: LoginAPI.self, durations: [300])  // the login API's default latency

    /// The login screen's inputs and outputs, which its variants name their ports by.
    public enum Login {
        /// The email field.
        public static let email = Input("email", .text, summary: "type TEXT into the email field",
                                        details: "Sends the text into every active variant's email input. Quote text with spaces.",
                                        example: "email demo@example.com", suggestions: [LoginAPI.knownEmail],
                                        examples: [LoginAPI.knownEmail, "not-an-email", ""])
        /// The password field.
        public static let password = Input("password", .text, summary: "type TEXT into the password field",
                                           details: "Sends the text into every active variant's password input.",
                                           example: "password secret123", suggestions: [LoginAPI.knownPassword],
                                           examples: [LoginAPI.knownPassword, "wrong-pass", ""])
        /// The login button.
        public static let loginTap = Input("loginTap", .tap, command: "login", summary: "tap the login button",
                                           details: "Sends loginTap into every active variant. With autorun on, virtual time then runs until the API has answered.",
                                           example: "login", repeats: false, enabledBy: loginButtonEnabled.name,
                                           ignoredWhile: isLoggingIn.name)
        /// Whether the email is valid.
        public static let validEmail = Output("validEmail", .flag)
        /// Whether the password is valid.
        public static let validPassword = Output("validPassword", .flag)
        /// Whether the login button is enabled.
        public static let loginButtonEnabled = Output("loginButtonEnabled", .flag)
        /// Whether a login is under way.
        public static let isLoggingIn = Output("isLoggingIn", .flag)
        /// Each login's outcome.
        public static let loginResult = Output("loginResult", .result)
    }
}
