import StyleKit

/// A screen input's command: sends a value into the input of every active variant, this
/// many times (`countup 3`, `email TEXT`, `login`). Its declaration comes from the screen
/// (``CommandDeclaration/init(_:)``).
struct SendCommand: SessionCommand, Equatable {
    let input: String
    let value: InputValue
    let times: Int

    /// The most taps one command sends.
    static let countRange = 1...1_000_000_000

    init(input: String, value: InputValue, times: Int = 1) {
        self.input = input
        self.value = value
        self.times = times
    }

    /// Reads the value `input` takes from the command's arguments.
    init(input: Screen.Input, arguments: Arguments) throws(CommandError) {
        switch input.type {
        case .tap where input.repeats:
            self.init(input: input.name, value: .tap, times: arguments.isEmpty ? 1 : try arguments.number(in: Self.countRange))
        case .tap:
            try arguments.none()
            self.init(input: input.name, value: .tap)
        case .text:
            self.init(input: input.name, value: .text(try arguments.one()))
        case .number:
            let word = try arguments.one()
            guard let value = Int(word) else { throw .notANumber(word, usage: arguments.usage) }
            self.init(input: input.name, value: .number(value))
        case .toggle:
            self.init(input: input.name, value: .toggle(try arguments.onOrOff(try arguments.one())))
        }
    }

    var effects: CommandEffects { .sends(into: input) }

    func run(in session: Session, into report: inout CommandReport) {
        // The screens' services see the input coming (the login API's scripted outcome
        // is for the login button).
        session.adoptServices(sending: input)
        if let note = session.disabledInputNote(for: input) { report.info.append(note) }
        if let note = session.noVariantNote(forInput: input) { report.info.append(note) }
        let heldBack = session.heldBackSends(of: input)
        if let note = heldBack.note { report.info.append(note) }
        if let sent = session.send(value, to: input, times: times, heldBack: heldBack.styles) {
            report.interruption = .sending(done: sent.done, of: sent.of)
        }
    }

    func apply(to settings: inout SessionSettings) {
        // A service's setting may be for one input (a scripted outcome, for one login).
        settings.sent(into: input)
    }
}
