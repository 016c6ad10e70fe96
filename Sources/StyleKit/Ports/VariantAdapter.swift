import MiniRx

/// The one way the REPL drives a view model, whatever its style.
package protocol VariantAdapter: AnyObject {
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

    /// The named output's port, for what it says of its source.
    func outputPort(named output: String) -> OutputPort?

    /// The actions and mutations logged since ``clearLog()``, for styles that keep a log;
    /// `nil` for the others. Entries become text when described.
    func log() -> [CustomStringConvertible]?

    /// How many entries were logged since ``clearLog()`` beyond those ``log()`` kept.
    func logEntriesLeftOut() -> Int

    /// Forgets the logged entries, keeping the storage for the next ones.
    func clearLog()

    /// Lets go of the view model's async work before the session gives it up: finishes
    /// its async input streams.
    func tearDown()

    /// Whether the view model runs on RxSwift itself (ports made from RxSwift's types,
    /// with the `RealRxSwift` trait): MiniRx's bookkeeping (`graph`, `trace`,
    /// `resources`) does not see into it.
    var runsOnRxSwift: Bool { get }

    /// What of a view model whose ports are not RxSwift's runs on RxSwift itself, in
    /// words (``ViewModelPorts/partOnRxSwift``); `nil` for none.
    var partOnRxSwift: String? { get }
}

/// One input of a variant: how a command's value reaches its view model.
///
/// A closure port (``tap(_:kind:_:)``, ``text(_:kind:_:)``, …) stands for a method or a
/// relay and takes values only; an observer port (`observer(_:_:kind:)`) also takes
/// the errors and completion that `error INPUT` and `complete INPUT` send, where its kind
/// carries them.
public struct InputPort {
    /// The input's name, the same in every style: `countUp`, `email`, ….
    public let name: String
    /// How the style takes it.
    public let kind: InputKind
    /// The type of value it takes.
    public let valueType: InputValueType

    private(set) var accept: (InputValue) -> Void
    private(set) var terminate: ((TerminalEvent) -> Void)?
    /// What the session does when it gives the variant up (`reset`): finish an async
    /// stream, so that the loop over it ends.
    var tearDown: (() -> Void)? = nil
    /// Whether it feeds an RxSwift observer (the `RealRxSwift` trait's ports).
    package var runsOnRxSwift = false

    /// This input, calling `seen` before each value or terminal event it takes.
    package func observed(by seen: @escaping () -> Void) -> InputPort {
        var port = self
        let (accept, terminate) = (self.accept, self.terminate)
        port.accept = { value in
            seen()
            accept(value)
        }
        port.terminate = terminate.map { terminate in
            { event in
                seen()
                terminate(event)
            }
        }
        return port
    }

    /// A tap input the view model takes as a call: `viewModel.countUp()`.
    public static func tap(_ input: Screen.Input, kind: InputKind.Call = .method, _ action: @escaping () -> Void) -> InputPort {
        InputPort(name: input.name, kind: kind.kind, valueType: .tap, accept: { _ in action() }, terminate: nil)
    }

    /// A text input the view model takes as a call: `viewModel.email(text)`.
    public static func text(_ input: Screen.Input, kind: InputKind.Call = .method, _ action: @escaping (String) -> Void) -> InputPort {
        InputPort(name: input.name, kind: kind.kind, valueType: .text, accept: { value in
            if case .text(let text) = value { action(text) }
        }, terminate: nil)
    }

    /// A number input the view model takes as a call.
    public static func number(_ input: Screen.Input, kind: InputKind.Call = .method, _ action: @escaping (Int) -> Void) -> InputPort {
        InputPort(name: input.name, kind: kind.kind, valueType: .number, accept: { value in
            if case .number(let number) = value { action(number) }
        }, terminate: nil)
    }

    /// A toggle input the view model takes as a call.
    public static func toggle(_ input: Screen.Input, kind: InputKind.Call = .method, _ action: @escaping (Bool) -> Void) -> InputPort {
        InputPort(name: input.name, kind: kind.kind, valueType: .toggle, accept: { value in
            if case .toggle(let on) = value { action(on) }
        }, terminate: nil)
    }

    /// A tap input fed through an observer, which carries or drops errors and completion
    /// as `kind` says.
    public static func observer(_ input: Screen.Input, _ observer: AnyObserver<Void>, kind: InputKind.Observer = .subject) -> InputPort {
        observing(input.name, kind, .tap, observer) { _ in () }
    }

    /// A text input fed through an observer.
    public static func observer(_ input: Screen.Input, _ observer: AnyObserver<String>, kind: InputKind.Observer = .subject) -> InputPort {
        observing(input.name, kind, .text, observer) { if case .text(let text) = $0 { text } else { nil } }
    }

    /// A number input fed through an observer.
    public static func observer(_ input: Screen.Input, _ observer: AnyObserver<Int>, kind: InputKind.Observer = .subject) -> InputPort {
        observing(input.name, kind, .number, observer) { if case .number(let number) = $0 { number } else { nil } }
    }

    /// A toggle input fed through an observer.
    public static func observer(_ input: Screen.Input, _ observer: AnyObserver<Bool>, kind: InputKind.Observer = .subject) -> InputPort {
        observing(input.name, kind, .toggle, observer) { if case .toggle(let on) = $0 { on } else { nil } }
    }

    private static func observing<Element>(_ name: String, _ kind: InputKind.Observer, _ type: InputValueType, _ observer: AnyObserver<Element>,
                                           element: @escaping (InputValue) -> Element?) -> InputPort {
        InputPort(name: name, kind: kind.kind, valueType: type, accept: { value in
            if let element = element(value) { observer.onNext(element) }
        }, terminate: { event in
            switch event {
            case .error(let error): observer.onError(error)
            case .completed: observer.onCompleted()
            }
        })
    }
}

/// One output stream of a variant: what the REPL's probes subscribe to, and how its
/// current value is read for `state`.
public struct OutputPort {
    /// The output's name, the same in every style: `count`, `validEmail`, ….
    public let name: String
    /// How its values print.
    public let format: ValueFormat

    /// Subscribes a handler to the stream's events as output values. Wrapping each event
    /// here, instead of a `map` operator in front of the handler, saves every probe an
    /// operator's subscription and every event a pass through its sink.
    let subscribe: (@escaping (Event<OutputValue>) -> Void) -> Disposable
    let current: () -> CurrentValue
    /// Whether it subscribes to an RxSwift observable (the `RealRxSwift` trait's ports).
    package var runsOnRxSwift = false
    /// What the view model gives the output as, in a class's words, where a new
    /// subscriber gets nothing from it (`an AsyncStream`, `an ObservableValue`): `trace
    /// subscribe` then says it replays nothing. `nil` for a MiniRx stream, whose trace
    /// shows what replays (`BehaviorRelay replays "2"`).
    public var nonReplayingSource: String?
    /// Whether a view reads the output once per render pass (`@Observable`), so that
    /// values set between two passes are never shown: `trace` says so.
    package var isRendered = false

    /// An output given as a MiniRx `Observable`; `current` reads its value now, where the
    /// style exposes one (else `state` gives `unreadable` as the reason).
    public static func observable<Element: OutputElement>(
        _ output: Screen.Output, _ source: Observable<Element>, current: (() -> Element)? = nil,
        unreadable: String = "the style exposes no current value"
    ) -> OutputPort {
        observable(output, source) { current.map { .value($0().outputValue) } ?? .unavailable(unreadable) }
    }

    /// An output for a view model that uses no Rx (closures, `@Observable`, a delegate):
    /// `subscribe` registers a callback for its values and returns what cancels it.
    public static func callback<Element: OutputElement>(
        _ output: Screen.Output, current: (() -> Element)? = nil, unreadable: String = "the style exposes no current value",
        subscribe: @escaping (@escaping (Element) -> Void) -> () -> Void
    ) -> OutputPort {
        OutputPort(name: output.name, format: Element.valueFormat, subscribe: { handler in
            Disposables.create(with: subscribe { handler(.next($0.outputValue)) })
        }, current: { current.map { .value($0().outputValue) } ?? .unavailable(unreadable) })
    }

    /// An output given as an `Observable`, with its current value read as `current` says.
    package static func observable<Element: OutputElement>(_ output: Screen.Output, _ source: Observable<Element>,
                                                   current: @escaping () -> CurrentValue) -> OutputPort {
        OutputPort(name: output.name, format: Element.valueFormat, subscribe: { handler in
            source.subscribe { event in handler(event.map { $0.outputValue }) }
        }, current: current)
    }
}

/// The adapter every style uses: ports over one view-model instance, which it keeps alive.
final class PortAdapter: VariantAdapter {
    let screen: Screen
    let inputs: [InputPort]
    let outputs: [OutputPort]
    private let viewModel: AnyObject
    private let actionLog: ActionLog?
    var partOnRxSwift: String?

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

    var runsOnRxSwift: Bool {
        inputs.contains(where: \.runsOnRxSwift) || outputs.contains(where: \.runsOnRxSwift)
    }

    func clearLog() {
        actionLog?.clear()
    }

    func tearDown() {
        for input in inputs { input.tearDown?() }
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
        if case .error = event, !port.kind.carriesErrors {
            throw .cannotCarryErrors(input: input, kind: port.kind)
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

    func outputPort(named output: String) -> OutputPort? {
        outputs.first { $0.name == output }
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
package final class ActionLog {
    /// The most entries kept between two clears; later ones are only counted, so that
    /// `countup 10000000` costs no memory for its twenty million log entries.
    package static let limit = 100

    /// Appended to by a view model's logging middleware and cleared by the session,
    /// never both at once.
    package private(set) var entries: [CustomStringConvertible] = []
    /// How many entries came after the first ``limit``.
    package private(set) var leftOut = 0

    package init() {}

    package func record(_ entry: CustomStringConvertible) {
        if entries.count < Self.limit {
            entries.append(entry)
        } else {
            leftOut += 1
        }
    }

    package func clear() {
        entries.removeAll(keepingCapacity: true)
        leftOut = 0
    }
}
