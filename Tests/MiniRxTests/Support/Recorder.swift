import Foundation
@testable import MiniRx

/// Records the events a subscription receives, in order, for whole-list comparison.
final class Recorder<Element> {
    private(set) var events: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(event)
    }

    /// The elements of the `next` events.
    var elements: [Element] {
        events.compactMap(\.element)
    }
}

extension ObservableType {
    /// Subscribes a new recorder; returns it with the subscription.
    func record() -> (Recorder<Element>, Disposable) {
        let recorder = Recorder<Element>()
        let subscription = subscribe(recorder.on)
        return (recorder, subscription)
    }
}

/// An error with a name, comparable in event lists.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String = "boom") { self.name = name }
    var description: String { name }
}

/// Collects diagnostics while a test runs instead of printing or crashing.
///
/// The hook is process-wide, so collections from tests running in parallel take turns.
final class DiagnosticCollector {
    private(set) var diagnostics: [String] = []
    private(set) var fatal: [Bool] = []

    /// Runs `body` with the diagnostics it raises on this thread sent to this collector.
    func collect(_ body: () -> Void) {
        Hooks.withDiagnosticHandlerOnThisThread({ [self] diagnostic in
            diagnostics.append(diagnostic.description)
            fatal.append(diagnostic.wouldCrashDebugBuild)
        }, body)
    }
}
