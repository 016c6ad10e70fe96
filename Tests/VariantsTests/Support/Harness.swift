import Foundation
@testable import MiniRx
import MiniRxTest
import Testing
@testable import Variants
@testable import StyleKit

/// One variant on a virtual clock counted in milliseconds, with a recording "view"
/// subscribed to each output stream from the start.
final class Harness {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    /// Where the async styles' tasks run; drained after each send and time step, as the
    /// session drains it.
    let executor = SessionExecutor()
    /// The render passes of the observation style's views.
    let renders = RenderLoop()
    /// The login API the variant calls (made for the harness whether or not it does).
    let api: LoginAPI
    /// The repository search the variant calls (made whether or not it does).
    let search: RepoSearchAPI
    private let environment: VariantEnvironment
    let variant: VariantAdapter
    let entry: Style
    private var views: [String: TestableObserver<OutputValue>] = [:]
    private var subscriptions: [Disposable] = []

    init(_ entry: Style, _ screen: Screen) {
        self.entry = entry
        environment = VariantEnvironment(scheduler: scheduler, serviceSettings: [:], executor: executor, renders: renders)
        api = environment.service(LoginAPI.self)
        search = environment.service(RepoSearchAPI.self)
        variant = entry.variant(of: screen)!.make(in: environment)
        for name in variant.outputNames {
            views[name] = subscribe(name)
        }
        executor.runToIdle()
    }

    deinit {
        subscriptions.forEach { $0.dispose() }
        // As the session gives a variant up: its async work ends before it goes.
        variant.tearDown()
        environment.endAsyncWork()
    }

    var style: String { entry.name }

    /// Subscribes a new recording observer to `output`.
    func subscribe(_ output: String) -> TestableObserver<OutputValue> {
        let observer = scheduler.createObserver(OutputValue.self)
        do {
            subscriptions.append(try variant.subscribe(to: output, observer.on))
            executor.runToIdle()
        } catch {
            Issue.record("cannot subscribe to \(output): \(error)")
        }
        return observer
    }

    /// The events the view's subscriber to `output` recorded.
    func view(_ output: String) -> [Recorded<Event<OutputValue>>] {
        views[output]?.events ?? []
    }

    /// Sends `value` into `input` `times` times as one command does: the async work it
    /// sets going runs after each, and a render pass follows the last; virtual time
    /// stands still (see ``runToIdle()``).
    func send(_ input: String, _ value: InputValue = .tap, times: Int = 1) {
        do {
            for _ in 0..<times {
                try variant.send(value, to: input)
                executor.runToIdle()
            }
        } catch {
            Issue.record("cannot send to \(input): \(error)")
        }
        renders.render()
    }

    /// Sends a terminal event into `input`, as `error INPUT` and `complete INPUT` do,
    /// with what follows it run.
    func send(_ event: TerminalEvent, to input: String) throws(VariantError) -> TerminalDelivery {
        defer {
            executor.runToIdle()
            renders.render()
        }
        return try variant.send(event, to: input)
    }

    func type(email: String, password: String) {
        send("email", .text(email))
        send("password", .text(password))
    }

    /// Runs every scheduled action (the API's answers), moving the clock from one to the
    /// next, with the async work and a render pass after each step.
    func runToIdle() {
        while let next = scheduler.nextDueTime {
            scheduler.advanceTo(max(next, scheduler.clock))
            executor.runToIdle()
            renders.render()
        }
    }

    /// The output's current value, as `state` reads it.
    func current(_ output: String) throws -> CurrentValue {
        try variant.currentValue(of: output)
    }
}

/// A `next` at time `t`.
func next(_ time: TestTime, _ text: String) -> Recorded<Event<OutputValue>> {
    .next(time, .text(text))
}

func next(_ time: TestTime, _ flag: Bool) -> Recorded<Event<OutputValue>> {
    .next(time, .flag(flag))
}

func next(_ time: TestTime, _ result: LoginResult) -> Recorded<Event<OutputValue>> {
    .next(time, result.outputValue)
}

/// Collects the MiniRx diagnostics raised on this thread instead of crashing, leaving
/// other tests' diagnostics to them.
enum Diagnostics {
    static func collect(_ body: () -> Void) -> [String] {
        var collected: [String] = []
        Hooks.withDiagnosticHandlerOnThisThread({ collected.append($0.description) }, body)
        return collected
    }
}

/// An error sent into inputs.
struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

extension Style {
    /// A fresh view model of this style for `screen`, which it implements.
    func make(_ screen: Screen, in environment: VariantEnvironment) -> VariantAdapter {
        variant(of: screen)!.make(in: environment)
    }
}
