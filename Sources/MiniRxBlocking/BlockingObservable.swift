import Dispatch
import MiniRx

/// A sequence whose events a test waits for, as RxBlocking's `BlockingObservable`:
/// `first()`, `last()`, `toArray()`, `single()` and `materialize()` block the calling
/// thread until the sequence ends (or `timeout` passes, which throws `RxError.timeout`).
public struct BlockingObservable<Element> {
    let timeout: RxTimeInterval?
    let source: Observable<Element>
}

/// How a sequence ended, with the elements it emitted first: what `materialize()` gives.
public enum MaterializedSequenceResult<Element> {
    /// It completed after these elements.
    case completed(elements: [Element])
    /// It failed with `error` after these elements.
    case failed(elements: [Element], error: Swift.Error)
}

extension ObservableConvertibleType {
    /// The sequence as a blocking one, each wait bounded by `timeout` if given.
    public func toBlocking(timeout: RxTimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

extension BlockingObservable {
    /// The first element, or `nil` if the sequence completes empty; rethrows its error.
    public func first() throws -> Element? {
        let (elements, error) = try run(stopAfterFirst: true)
        if let error { throw error }
        return elements.first
    }

    /// The last element, or `nil` if the sequence completes empty; rethrows its error.
    public func last() throws -> Element? {
        let (elements, error) = try run(stopAfterFirst: false)
        if let error { throw error }
        return elements.last
    }

    /// Every element, once the sequence completes; rethrows its error.
    public func toArray() throws -> [Element] {
        let (elements, error) = try run(stopAfterFirst: false)
        if let error { throw error }
        return elements
    }

    /// The one element; throws `RxError.noElements` or `RxError.moreThanOneElement`
    /// otherwise, and rethrows the sequence's error.
    public func single() throws -> Element {
        let elements = try toArray()
        guard let only = elements.first else { throw RxError.noElements }
        guard elements.count == 1 else { throw RxError.moreThanOneElement }
        return only
    }

    /// The elements and how the sequence ended, without throwing its error.
    public func materialize() throws -> MaterializedSequenceResult<Element> {
        let (elements, error) = try run(stopAfterFirst: false)
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    /// Subscribes and waits for the end (or the first element); throws
    /// `RxError.timeout` when the wait runs out.
    private func run(stopAfterFirst: Bool) throws -> (elements: [Element], error: Swift.Error?) {
        let state = WaitState<Element>()
        let subscription = source.subscribe { event in
            switch event {
            case .next(let element):
                state.append(element)
                if stopAfterFirst { state.finish(nil) }
            case .error(let error):
                state.finish(error)
            case .completed:
                state.finish(nil)
            }
        }
        defer { subscription.dispose() }
        let waited: DispatchTimeoutResult
        if let timeout {
            waited = state.done.wait(timeout: .now() + timeout)
        } else {
            state.done.wait()
            waited = .success
        }
        if waited == .timedOut { throw RxError.timeout }
        return state.result
    }
}

/// What a blocking wait has received so far, from whichever thread the events come on.
private final class WaitState<Element>: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = DispatchQueue(label: "MiniRxBlocking.WaitState")
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var finished = false

    func append(_ element: Element) {
        lock.sync { if !finished { elements.append(element) } }
    }

    func finish(_ error: Swift.Error?) {
        let first = lock.sync { () -> Bool in
            guard !finished else { return false }
            finished = true
            self.error = error
            return true
        }
        if first { done.signal() }
    }

    var result: ([Element], Swift.Error?) {
        lock.sync { (elements, error) }
    }
}
