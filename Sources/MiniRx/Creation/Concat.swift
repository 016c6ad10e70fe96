extension ObservableType {
    /// The elements of each source in turn: the next source is subscribed when the
    /// previous one completes; an error ends the whole sequence.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// The elements of each source in turn, the sequence iterated anew by each
    /// subscription and only as far as it goes (it may be endless).
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        Producer("concat") { sink in
            InTurnSubscription(sources: sources.makeIterator(), sink: sink, advancesOn: .completion).start()
        }
    }

    /// The elements of each source in turn.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Producer("concat") { sink in
            InTurnSubscription(sources: sources.makeIterator(), sink: sink, advancesOn: .completion).start()
        }
    }

    /// This sequence's elements, then those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

/// Subscribes sources one after another, each on the current-thread trampoline, as
/// RxSwift's tail-recursive sinks do.
///
/// `concat` moves to the next source when one completes and ends on an error; `retry`
/// moves to the next attempt when one fails and ends on a completion.
///
/// Inlinable throughout, so that its code is compiled for the element type where the
/// operator is used: compiled once for every type, each event looked up the metadata of
/// `Event<Element>` in the runtime's tables.
@usableFromInline
final class InTurnSubscription<Element, Sources: IteratorProtocol>: Disposable where Sources.Element == Observable<Element> {
    @usableFromInline
    enum Advance {
        case completion
        case error
    }

    @usableFromInline let lock = RecursiveLock()
    // `sources` and `lastError` are guarded by ``lock`` and never held across a call.
    @usableFromInline var sources: Sources
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let advancesOn: Advance
    @usableFromInline let current = SerialDisposable()
    @usableFromInline var lastError: Swift.Error?

    @inlinable
    init(sources: Sources, sink: Sink<Element>, advancesOn: Advance) {
        self.sources = sources
        self.sink = sink
        self.advancesOn = advancesOn
    }

    @inlinable
    func start() -> Disposable {
        scheduleNext()
        return self
    }

    @inlinable
    func scheduleNext() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            // The next source is taken under the lock and subscribed after it.
            if let source = lock.performLocked({ nextSource() }) { subscribe(source) }
            return Disposables.create()
        }
    }

    /// The next source to subscribe, or `nil` after ending the sequence when there is
    /// none; call under ``lock``.
    @inlinable
    func nextSource() -> Observable<Element>? {
        if current.isDisposed { return nil }
        guard let source = sources.next() else {
            sink.on(lastError.map { .error($0) } ?? .completed)
            return nil
        }
        return source
    }

    @inlinable
    func subscribe(_ source: Observable<Element>) {
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(source.subscribe(eventHandler: { [self] event in
            lock.performLocked { handle(event) }
        }))
    }

    @inlinable
    func handle(_ event: Event<Element>) {
        switch (event, advancesOn) {
        case (.next, _), (.error, .completion), (.completed, .error):
            sink.on(event)
        case (.error(let error), .error):
            lastError = error
            scheduleNext()
        case (.completed, .completion):
            scheduleNext()
        }
    }

    @inlinable
    func dispose() {
        current.dispose()
    }
}
