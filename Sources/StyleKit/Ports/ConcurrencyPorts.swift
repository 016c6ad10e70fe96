import MiniRx
import Observation

// Ports for view models written with Swift concurrency and Observation: inputs fed
// through an async stream's continuation, outputs read from `@Observable` properties once
// per render pass or consumed from async streams. Every task they start runs on the
// session's ``SessionExecutor``.

extension InputPort {
    /// A tap input fed through an `AsyncStream` continuation: `complete` finishes it,
    /// which ends the view model's `for await` loop; an error cannot be sent.
    public static func stream(_ input: Screen.Input, _ continuation: AsyncStream<Void>.Continuation) -> InputPort {
        continuing(input.name, .tap, finish: { _ in continuation.finish() }) { _ in continuation.yield(()) }
    }

    /// A text input fed through an `AsyncStream` continuation.
    public static func stream(_ input: Screen.Input, _ continuation: AsyncStream<String>.Continuation) -> InputPort {
        continuing(input.name, .text, finish: { _ in continuation.finish() }) { if case .text(let text) = $0 { continuation.yield(text) } }
    }

    /// A tap input fed through an `AsyncThrowingStream` continuation: `error` finishes it
    /// throwing, which the view model's `for try await` loop sees; `complete` finishes it.
    public static func stream(_ input: Screen.Input, _ continuation: AsyncThrowingStream<Void, Error>.Continuation) -> InputPort {
        continuing(input.name, .tap, throwing: true, finish: { continuation.finish(throwing: $0) }) { _ in continuation.yield(()) }
    }

    /// A text input fed through an `AsyncThrowingStream` continuation.
    public static func stream(_ input: Screen.Input, _ continuation: AsyncThrowingStream<String, Error>.Continuation) -> InputPort {
        continuing(input.name, .text, throwing: true, finish: { continuation.finish(throwing: $0) }) {
            if case .text(let text) = $0 { continuation.yield(text) }
        }
    }

    private static func continuing(_ name: String, _ type: InputValueType, throwing: Bool = false,
                                   finish: @escaping (Error?) -> Void, yield: @escaping (InputValue) -> Void) -> InputPort {
        var port = InputPort(name: name, kind: throwing ? .asyncThrowingStream : .asyncStream, valueType: type, accept: yield) { event in
            switch event {
            case .error(let error): finish(error)
            case .completed: finish(nil)
            }
        }
        port.tearDown = { finish(nil) }
        return port
    }
}

extension OutputPort {
    /// An `@Observable` property as a SwiftUI view shows it: read when the view appears,
    /// then once per render pass in which it changed, however many times it changed.
    public static func observed<Element: OutputElement>(_ output: Screen.Output, in environment: VariantEnvironment,
                                                        _ read: @escaping () -> Element) -> OutputPort {
        observing(output.name, in: environment, { Optional(read()) }, current: { .value(read().outputValue) })
    }

    /// An optional `@Observable` property (a result there may not be yet), shown as the
    /// non-optional `observed` shows a property, from its first value on.
    public static func observed<Element: OutputElement>(_ output: Screen.Output, in environment: VariantEnvironment,
                                                        _ read: @escaping () -> Element?) -> OutputPort {
        observing(output.name, in: environment, read) { read().map { .value($0.outputValue) } ?? .unavailable("there is none yet") }
    }

    /// A view of `read`: it renders when subscribed, registering with Observation what
    /// it read, and again at each render pass after Observation said it changed.
    private static func observing<Element: OutputElement>(_ name: String, in environment: VariantEnvironment,
                                                          _ read: @escaping () -> Element?,
                                                          current: @escaping () -> CurrentValue) -> OutputPort {
        var port = OutputPort(name: name, format: Element.valueFormat, subscribe: { handler in
            let changed = ChangeFlag()
            func render() {
                if let value = withObservationTracking(read, onChange: { changed.set() }) { handler(.next(value.outputValue)) }
            }
            render()
            let view = environment.renders.add {
                if changed.take() { render() }
            }
            return Disposables.create { environment.renders.remove(view) }
        }, current: current)
        port.isRendered = true
        return port
    }

    /// An output the view model gives as an `AsyncStream`: each probe calls `makeStream`
    /// for its own stream and iterates it in a task on the session's executor;
    /// `current` reads the value now, awaiting it (an actor's state), where there is one.
    public static func stream<Element: OutputElement>(
        _ output: Screen.Output, in environment: VariantEnvironment, current: (@Sendable () async -> Element)? = nil,
        unreadable: String = "the style exposes no current value", _ makeStream: @escaping @Sendable () async -> AsyncStream<Element>
    ) -> OutputPort {
        var port = OutputPort(name: output.name, format: Element.valueFormat, subscribe: { handler in
            let view = SessionThreadOnly(handler)
            let task = Task(executorPreference: environment.executor) {
                for await element in await makeStream() { view.value(.next(element.outputValue)) }
                // A probe that is given up is cancelled: its stream did not end.
                if !Task.isCancelled { view.value(.completed) }
            }
            environment.executor.runToIdle()
            return Disposables.create { task.cancel() }
        }, current: { reading(current, in: environment, unreadable: unreadable) })
        port.nonReplayingSource = "an AsyncStream"
        return port
    }

    /// The value `current` awaits, read between commands on the session's executor.
    private static func reading<Element: OutputElement>(_ current: (@Sendable () async -> Element)?, in environment: VariantEnvironment,
                                                         unreadable: String) -> CurrentValue {
        guard let current else { return .unavailable(unreadable) }
        let value = environment.executor.result { SessionThreadOnly(await current()) }
        return value.map { .value($0.value.outputValue) } ?? .unavailable("its value is still being computed")
    }
}

/// Set by Observation when a tracked property is about to change; taken by the next
/// render pass. Observation calls `onChange` on the thread that made the change: here
/// always the session's.
private final class ChangeFlag: @unchecked Sendable {
    private var changed = false

    func set() { changed = true }

    /// Whether it was set since the last call.
    func take() -> Bool {
        defer { changed = false }
        return changed
    }
}
