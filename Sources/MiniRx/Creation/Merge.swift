extension ObservableType {
    /// The events of all sources as they happen; completes when all have completed, fails
    /// on the first error.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// The events of all sources as they happen.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Producer { sink in
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
        return Producer { sink in
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
    // Guarded by ``lock``, and never held across a call: exempt from the run-time
    // exclusivity check, as the state of every MiniRx operator is.
    @usableFromInline @exclusivity(unchecked) var active = 0
    @usableFromInline @exclusivity(unchecked) var outerStopped = false
    @usableFromInline @exclusivity(unchecked) var waiting: [Inner] = []
    @usableFromInline @exclusivity(unchecked) var waitingHead = 0

    @usableFromInline
    init(sink: Sink<Inner.Element>, policy: Policy) {
        self.sink = sink
        self.policy = policy
    }

    @inlinable
    func run<Source>(_ source: Observable<Source>, selector: @escaping (Source) throws -> Inner) -> Disposable {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            lock.performLocked {
                switch event {
                case .next(let element):
                    if case .dropWhileActive = policy, active > 0 { return }
                    do {
                        accept(try selector(element))
                    } catch {
                        sink.on(.error(error))
                    }
                case .error(let error):
                    sink.on(.error(error))
                case .completed:
                    outerStopped = true
                    outerSubscription.dispose()
                    completeIfDone()
                }
            }
        }))
        return group
    }

    /// Subscribes every source at once, in order, as there is no outer sequence.
    @inlinable
    func run(sources: [Inner]) -> Disposable {
        lock.performLocked {
            for source in sources { subscribe(source) }
            outerStopped = true
            completeIfDone()
        }
        return group
    }

    @inlinable
    func accept(_ inner: Inner) {
        if case .queue(let limit) = policy, active >= limit {
            waiting.append(inner)
            return
        }
        subscribe(inner)
    }

    @inlinable
    func subscribe(_ inner: Inner) {
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        active += 1
        slot.setDisposable(inner.asObservable().subscribe(eventHandler: { [self] event in
            lock.performLocked {
                switch event {
                case .next, .error:
                    sink.on(event)
                case .completed:
                    group.remove(for: key)
                    active -= 1
                    if waitingHead < waiting.count {
                        let next = waiting[waitingHead]
                        waitingHead += 1
                        if waitingHead == waiting.count {
                            waiting.removeAll()
                            waitingHead = 0
                        }
                        subscribe(next)
                    } else {
                        completeIfDone()
                    }
                }
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
