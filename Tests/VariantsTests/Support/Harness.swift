import Foundation
@testable import MiniRx
import MiniRxTest
import Testing
@testable import Variants

/// One variant on a virtual clock counted in milliseconds, with a recording "view"
/// subscribed to each output stream from the start.
final class Harness {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let api: LoginAPI
    let variant: VariantAdapter
    let entry: Style
    private var views: [String: TestableObserver<OutputValue>] = [:]
    private var subscriptions: [Disposable] = []

    init(_ entry: Style, _ screen: Screen) {
        self.entry = entry
        api = LoginAPI(scheduler: scheduler)
        variant = entry.variant(of: screen)!.make(in: VariantEnvironment(api: api, scheduler: scheduler))
        for name in variant.outputNames {
            views[name] = subscribe(name)
        }
    }

    deinit {
        subscriptions.forEach { $0.dispose() }
    }

    var style: String { entry.name }

    /// Subscribes a new recording observer to `output`.
    func subscribe(_ output: String) -> TestableObserver<OutputValue> {
        let observer = scheduler.createObserver(OutputValue.self)
        do {
            subscriptions.append(try variant.subscribe(to: output, observer.on))
        } catch {
            Issue.record("cannot subscribe to \(output): \(error)")
        }
        return observer
    }

    /// The events the view's subscriber to `output` recorded.
    func view(_ output: String) -> [Recorded<Event<OutputValue>>] {
        views[output]?.events ?? []
    }

    /// Sends `value` into `input`; virtual time stands still (see ``runToIdle()``).
    func send(_ input: String, _ value: InputValue = .tap) {
        do {
            try variant.send(value, to: input)
        } catch {
            Issue.record("cannot send to \(input): \(error)")
        }
    }

    func type(email: String, password: String) {
        send("email", .text(email))
        send("password", .text(password))
    }

    /// Runs every scheduled action (the API's answers), moving the clock.
    func runToIdle() {
        scheduler.start()
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
    .next(time, .result(result))
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
