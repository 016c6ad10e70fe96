import Dispatch
import Foundation
import MiniRx

/// A sequence whose events a test waits for, as RxBlocking's `BlockingObservable`:
/// `first()`, `last()`, `toArray()`, `single()` and `materialize()` block the calling
/// thread until the sequence ends (or `timeout` seconds pass: `RxError.timeout`). On the
/// main thread the wait runs the main run loop, as RxBlocking's does, so work the
/// sequence schedules on the main queue (`MainScheduler`) still runs.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

/// How a sequence ended, with the elements it emitted first: what `materialize()` gives.
@frozen public enum MaterializedSequenceResult<Element> {
    /// It completed after these elements.
    case completed(elements: [Element])
    /// It failed with `error` after these elements.
    case failed(elements: [Element], error: Swift.Error)
}

extension ObservableConvertibleType {
    /// The sequence as a blocking one, each wait bounded by `timeout` seconds if given.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

extension BlockingObservable {
    /// The first element, or `nil` if the sequence completes empty; rethrows its error.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, or `nil` if the sequence completes empty; rethrows its error.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// Every element, once the sequence completes; rethrows its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The one element; throws `RxError.noElements` or `RxError.moreThanOneElement`
    /// otherwise, and rethrows the sequence's error.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The one element that passes `predicate`; throws `RxError.noElements` or
    /// `RxError.moreThanOneElement` otherwise (waiting only until a second one passes),
    /// and rethrows the sequence's or the predicate's error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let only = elements.first else { throw RxError.noElements }
        return only
    }

    /// The elements and how the sequence ended, its error (or the timeout) included.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Subscribes and waits for the end, or for `max` elements that pass `predicate`.
    private func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        let state = WaitState<Element>()
        let subscription = source.subscribe { event in
            // Once it has what it waits for, nothing more is looked at (a synchronous
            // source goes on emitting until its subscription is disposed).
            if state.isFinished { return }
            switch event {
            case .next(let element):
                do {
                    if try predicate(element) { state.append(element) }
                    if let max, state.count >= max { state.finish(nil) }
                } catch {
                    state.finish(error)
                }
            case .error(let error):
                state.finish(error)
            case .completed:
                state.finish(nil)
            }
        }
        defer { subscription.dispose() }
        if !state.wait(timeout: timeout) { state.finish(RxError.timeout) }
        let (elements, error) = state.result
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }
}

/// What a blocking wait has received so far, from whichever thread the events come on.
private final class WaitState<Element>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var finished = false

    var count: Int {
        lock.withLock { elements.count }
    }

    func append(_ element: Element) {
        lock.withLock { if !finished { elements.append(element) } }
    }

    func finish(_ error: Swift.Error?) {
        let first = lock.withLock { () -> Bool in
            guard !finished else { return false }
            finished = true
            self.error = error
            return true
        }
        if first { done.signal() }
    }

    var isFinished: Bool {
        lock.withLock { finished }
    }

    /// Waits for the end, at most `timeout` seconds; false if the time ran out. On the
    /// main thread the main run loop turns meanwhile, so the main queue's work runs.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        if Thread.isMainThread {
            while !isFinished {
                if let deadline, Date() >= deadline { return false }
                _ = RunLoop.current.run(mode: .default, before: min(deadline ?? .distantFuture, Date(timeIntervalSinceNow: 0.01)))
            }
            return true
        }
        guard let timeout else {
            done.wait()
            return true
        }
        return done.wait(timeout: .now() + timeout) == .success
    }

    var result: ([Element], Swift.Error?) {
        lock.withLock { (elements, error) }
    }
}
