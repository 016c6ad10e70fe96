extension ObservableType {
    /// The events of all sources as they happen; completes when all have completed, fails
    /// on the first error.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// The events of all sources in an array as they happen.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        merge(sources[...])
    }

    /// The events of all sources as they happen.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Producer("merge") { sink in
            InnerSubscriptions<Observable<Element>>(sink: sink, policy: .all).run(sources: sources)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences this sequence emits.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }

    /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        let source = asObservable()
        return Producer("merge") { sink in
            InnerSubscriptions<Element>(sink: sink, policy: .queue(limit: max(maxConcurrent, 1))).run(source) { $0 }
        }
    }

    /// Concatenates the inner sequences: each is subscribed when the previous completes.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// The inner subscriptions of `merge`, `flatMap`, `flatMapFirst` and `concatMap`.
///
/// The result completes when the outer sequence and every inner one have completed, and
/// fails on the first error of any of them.
///
/// The lock guards the counts and the queue, and is held while an event is passed on (so
/// the subscriber gets one at a time), never while a sequence is subscribed: a source
/// that, while being subscribed, waits for another thread sending into this merge would
/// otherwise deadlock. A finished inner subscription is disposed first, outside the
/// lock, before the result completes or the next queued inner is subscribed.
@usableFromInline
final class InnerSubscriptions<Inner: ObservableConvertibleType> {
    @usableFromInline
    enum Policy {
        /// Subscribe every inner sequence at once (`flatMap`).
        case all
        /// Ignore outer elements while an inner sequence is active (`flatMapFirst`).
        case dropWhileActive
        /// Keep at most `limit` inner subscriptions and queue the rest (`concatMap`).
        case queue(limit: Int)
    }

    @usableFromInline let sink: Sink<Inner.Element>
    @usableFromInline let policy: Policy
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let group = CompositeDisposable()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    // Guarded by ``lock``, and never held across a call.
    @usableFromInline var active = 0
    @usableFromInline var outerStopped = false
    @usableFromInline var waiting: [Inner] = []
    @usableFromInline var waitingHead = 0

    @usableFromInline
    init(sink: Sink<Inner.Element>, policy: Policy) {
        self.sink = sink
        self.policy = policy
    }

    @inlinable
    func run<Source>(_ source: Observable<Source>, selector: @escaping (Source) throws -> Inner) -> Disposable {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            switch event {
            case .next(let element):
                // Decided under the lock; subscribed after it.
                let inner = lock.performLocked { () -> Inner? in
                    if case .dropWhileActive = policy, active > 0 {
                        sink.traceNote(.droppedWhileRunning)
                        return nil
                    }
                    if case .all = policy {
                        sink.traceNote(active > 0 ? .startedBeside : .started)
                    } else if case .dropWhileActive = policy {
                        sink.traceNote(.started)
                    } else if case .queue(let limit) = policy, active >= limit {
                        sink.traceNote(.queued(waiting: waiting.count - waitingHead + 1))
                    }
                    do {
                        return accept(try selector(element))
                    } catch {
                        sink.on(.error(error))
                        return nil
                    }
                }
                if let inner { subscribe(inner) }
            case .error(let error):
                lock.performLocked { sink.on(.error(error)) }
            case .completed:
                lock.performLocked {
                    outerStopped = true
                    completeIfDone()
                }
                outerSubscription.dispose()
            }
        }))
        return group
    }

    /// Subscribes every source at once, in order, as there is no outer sequence.
    @inlinable
    func run(sources: [Inner]) -> Disposable {
        lock.performLocked { active += sources.count }
        for source in sources { subscribe(source) }
        lock.performLocked {
            outerStopped = true
            completeIfDone()
        }
        return group
    }

    /// Counts `inner` as active and returns it to subscribe, or queues it when the limit
    /// is reached; call under ``lock``.
    @inlinable
    func accept(_ inner: Inner) -> Inner? {
        if case .queue(let limit) = policy, active >= limit {
            waiting.append(inner)
            return nil
        }
        active += 1
        return inner
    }

    /// Subscribes `inner`, already counted as active; call without ``lock``.
    @inlinable
    func subscribe(_ inner: Inner) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        slot.setDisposable(inner.asObservable().subscribe(eventHandler: { [self] event in
            switch event {
            case .next, .error:
                lock.performLocked { sink.on(event) }
            case .completed:
                // The finished inner subscription is disposed before anything follows
                // (the result's completion, the next queued inner), as RxSwift does.
                group.remove(for: key)
                let next = lock.performLocked { () -> Inner? in
                    active -= 1
                    if waitingHead < waiting.count {
                        let next = waiting[waitingHead]
                        waitingHead += 1
                        if waitingHead == waiting.count {
                            waiting.removeAll()
                            waitingHead = 0
                        }
                        active += 1
                        return next
                    }
                    completeIfDone()
                    return nil
                }
                if let next { subscribe(next) }
            }
        }))
    }

    @inlinable
    func completeIfDone() {
        if outerStopped && active == 0 && waitingHead == waiting.count {
            sink.on(.completed)
        }
    }
}
