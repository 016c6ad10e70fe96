import MiniRx

/// The one way the REPL drives a view model, whatever its style.
public protocol VariantAdapter: AnyObject {
    /// The screen this variant shows.
    var screen: Screen { get }
    /// Its inputs, in the screen's order.
    var inputs: [InputPort] { get }
    /// The names of its output streams, in the screen's order.
    var outputNames: [String] { get }

    /// Sends a value into the named input.
    func send(_ value: InputValue, to input: String) throws(VariantError)

    /// Sends an error or completion into the named input, where its kind can carry one.
    func send(_ event: TerminalEvent, to input: String) throws(VariantError) -> TerminalDelivery

    /// Subscribes `handler` to the named output stream; dispose the result to detach it.
    func subscribe(to output: String, _ handler: @escaping (Event<OutputValue>) -> Void) throws(VariantError) -> Disposable

    /// The named output's current value, where the style exposes one synchronously.
    func currentValue(of output: String) throws(VariantError) -> CurrentValue

    /// The actions and mutations logged since ``clearLog()``, for styles that keep a log;
    /// `nil` for the others. Entries become text when described.
    func log() -> [CustomStringConvertible]?

    /// How many entries were logged since ``clearLog()`` beyond those ``log()`` kept.
    func logEntriesLeftOut() -> Int

    /// Forgets the logged entries, keeping the storage for the next ones.
    func clearLog()
}

/// One input of a running variant.
public struct InputPort {
    /// The input's name, the same in every style: `countUp`, `email`, ….
    public let name: String
    /// How the style takes it.
    public let kind: InputKind
    /// The type of value it takes.
    public let valueType: InputValueType

    let accept: (InputValue) -> Void
    let terminate: ((TerminalEvent) -> Void)?

    /// An input that takes values only, by a method or a relay.
    static func values(_ name: String, _ kind: InputKind, _ valueType: InputValueType, accept: @escaping (InputValue) -> Void) -> InputPort {
        InputPort(name: name, kind: kind, valueType: valueType, accept: accept, terminate: nil)
    }

    /// A text input fed through an observer, which carries or drops terminal events as
    /// its kind says.
    static func observer(_ name: String, _ kind: InputKind, _ observer: AnyObserver<String>) -> InputPort {
        InputPort(name: name, kind: kind, valueType: .text, accept: { value in
            if case .text(let text) = value { observer.onNext(text) }
        }, terminate: { event in
            switch event {
            case .error(let error): observer.onError(error)
            case .completed: observer.onCompleted()
            }
        })
    }

    /// A tap input fed through an observer.
    static func observer(_ name: String, _ kind: InputKind, _ observer: AnyObserver<Void>) -> InputPort {
        InputPort(name: name, kind: kind, valueType: .tap, accept: { _ in observer.onNext(()) }, terminate: { event in
            switch event {
            case .error(let error): observer.onError(error)
            case .completed: observer.onCompleted()
            }
        })
    }
}

/// One output stream of a running variant.
public struct OutputPort {
    /// The output's name, the same in every style: `count`, `validEmail`, ….
    public let name: String

    /// Subscribes a handler to the stream's events as output values. Wrapping each event
    /// here, instead of a `map` operator in front of the handler, saves every probe an
    /// operator's subscription and every event a pass through its sink.
    let subscribe: (@escaping (Event<OutputValue>) -> Void) -> Disposable
    let current: () -> CurrentValue

    /// A text output.
    static func text(_ name: String, _ source: Observable<String>, current: @escaping () -> CurrentValue) -> OutputPort {
        OutputPort(name: name, subscribe: { handler in source.subscribe { handler($0.map(OutputValue.text)) } }, current: current)
    }

    /// A flag output.
    static func flag(_ name: String, _ source: Observable<Bool>, current: @escaping () -> CurrentValue) -> OutputPort {
        OutputPort(name: name, subscribe: { handler in source.subscribe { handler($0.map(OutputValue.flag)) } }, current: current)
    }

    /// A login-result output.
    static func result(_ name: String, _ source: Observable<LoginResult>, current: @escaping () -> CurrentValue) -> OutputPort {
        OutputPort(name: name, subscribe: { handler in source.subscribe { handler($0.map(OutputValue.result)) } }, current: current)
    }
}

/// The adapter every style uses: ports over one view-model instance, which it keeps alive.
final class PortAdapter: VariantAdapter {
    let screen: Screen
    let inputs: [InputPort]
    let outputs: [OutputPort]
    private let viewModel: AnyObject
    private let actionLog: ActionLog?

    init(screen: Screen, viewModel: AnyObject, inputs: [InputPort], outputs: [OutputPort], log: ActionLog? = nil) {
        self.screen = screen
        self.viewModel = viewModel
        self.inputs = inputs
        self.outputs = outputs
        actionLog = log
    }

    func log() -> [CustomStringConvertible]? {
        actionLog?.entries
    }

    func clearLog() {
        actionLog?.clear()
    }

    func logEntriesLeftOut() -> Int {
        actionLog?.leftOut ?? 0
    }

    var outputNames: [String] {
        outputs.map(\.name)
    }

    func send(_ value: InputValue, to input: String) throws(VariantError) {
        let port = try inputPort(input)
        guard value.type == port.valueType else {
            throw .wrongValue(input: input, expected: port.valueType)
        }
        port.accept(value)
    }

    func send(_ event: TerminalEvent, to input: String) throws(VariantError) -> TerminalDelivery {
        let port = try inputPort(input)
        guard let terminate = port.terminate else {
            throw .cannotCarryTerminalEvents(input: input, kind: port.kind)
        }
        terminate(event)
        return port.kind.carriesTerminalEvents ? .delivered : .dropped("\(port.kind.description) forwards next only")
    }

    func subscribe(to output: String, _ handler: @escaping (Event<OutputValue>) -> Void) throws(VariantError) -> Disposable {
        try outputPort(output).subscribe(handler)
    }

    func currentValue(of output: String) throws(VariantError) -> CurrentValue {
        try outputPort(output).current()
    }

    private func inputPort(_ name: String) throws(VariantError) -> InputPort {
        guard let port = inputs.first(where: { $0.name == name }) else { throw .unknownInput(name) }
        return port
    }

    private func outputPort(_ name: String) throws(VariantError) -> OutputPort {
        guard let port = outputs.first(where: { $0.name == name }) else { throw .unknownOutput(name) }
        return port
    }
}

/// What a reducer's logging middleware recorded since the REPL last cleared it; the
/// entries become text only when read.
final class ActionLog {
    /// The most entries kept between two clears; later ones are only counted, so that
    /// `countup 10000000` costs no memory for its twenty million log entries.
    static let limit = 100

    /// Appended to by a view model's logging middleware and cleared by the session,
    /// never both at once: exempt from the run-time exclusivity check.
    @exclusivity(unchecked) private(set) var entries: [CustomStringConvertible] = []
    /// How many entries came after the first ``limit``.
    @exclusivity(unchecked) private(set) var leftOut = 0

    func record(_ entry: CustomStringConvertible) {
        if entries.count < Self.limit {
            entries.append(entry)
        } else {
            leftOut += 1
        }
    }

    func clear() {
        entries.removeAll(keepingCapacity: true)
        leftOut = 0
    }
}
