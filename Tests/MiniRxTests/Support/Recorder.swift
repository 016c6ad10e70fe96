import Foundation
import Testing
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
    /// Subscribes a new recorder; returns it with the subscription, which the test's
    /// ``NoResourcesLeft`` also disposes when the test ends, as RxTest's scheduler does.
    func record() -> (Recorder<Element>, Disposable) {
        let recorder = Recorder<Element>()
        let subscription = subscribe(recorder.on)
        NoResourcesLeft.disposeAtTheEnd(subscription)
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

/// Held by every MiniRx test suite, so that each test ends with MiniRx's live-object
/// count where it began, as RxSwift's own tests check `Resources.total` after each test
/// in their resource-tracing builds. The suite's instance, and this with it, is released
/// on the test's thread when the test ends; async tests, which may change threads, take
/// no part.
final class NoResourcesLeft {
    private let before = Resources.balanceOnCurrentThread
    private let thread = pthread_self()
    private let location: SourceLocation
    private static let key = "MiniRxTests.disposeAtTheEnd"

    /// The subscriptions to dispose when the test running on this thread ends.
    private final class Subscriptions {
        var list: [Disposable] = []
    }

    init(_ location: SourceLocation = #_sourceLocation) {
        self.location = location
        Thread.current.threadDictionary[Self.key] = Subscriptions()
    }

    /// Disposes `subscription` when the test running on this thread ends.
    static func disposeAtTheEnd(_ subscription: Disposable) {
        (Thread.current.threadDictionary[key] as? Subscriptions)?.list.append(subscription)
    }

    deinit {
        guard pthread_equal(thread, pthread_self()) != 0 else { return }
        defer { Thread.current.threadDictionary[Self.skipKey] = nil }
        if let subscriptions = Thread.current.threadDictionary[Self.key] as? Subscriptions {
            for subscription in subscriptions.list { subscription.dispose() }
            subscriptions.list.removeAll()
        }
        Thread.current.threadDictionary[Self.key] = nil
        if Thread.current.threadDictionary[Self.skipKey] as? Bool == true { return }
        let left = Resources.balanceOnCurrentThread - before
        #expect(left == 0, "the test left \(left) MiniRx objects alive", sourceLocation: location)
    }
}

extension Disposable {
    /// Leaves the subscription to the end of the test, where ``NoResourcesLeft`` disposes it.
    func disposedAtTheEnd() {
        NoResourcesLeft.disposeAtTheEnd(self)
    }
}

extension NoResourcesLeft {
    /// Leaves the test running on this thread out of the check, because other threads
    /// make and free MiniRx objects in it, so this thread's count cannot balance.
    static func skipCheck() {
        Thread.current.threadDictionary[skipKey] = true
    }

    static let skipKey = "MiniRxTests.skipResourceCheck"
}
