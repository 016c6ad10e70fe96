/// The sources a `concat`, `catch(sequence:)` or `retry` subscribes one after another,
/// kept on the observable it makes (``Producer/sourcesInTurn``): when one of them reaches
/// a source that is another of its kind over the same type of sequence, it takes that
/// one's sources in turn itself instead of subscribing to it, as RxSwift's tail-recursive
/// sinks do, so nesting costs no depth of subscriptions (``maxTailRecursiveSinkStackSize``
/// says how many sequences it held at most).
@usableFromInline
struct SourcesInTurn<Element> {
    /// What moves it to the next source: a completion (`concat`) or an error (`catch`,
    /// `retry`).
    @usableFromInline
    enum Advance: Equatable {
        case completion
        case error
    }

    /// The type of the sequence the sources came in, which another must share to be
    /// taken in.
    @usableFromInline let sequenceType: ObjectIdentifier
    /// How many sources there are, where known (a collection `concat`).
    @usableFromInline let count: Int?
    @usableFromInline let advancesOn: Advance
    /// The sources, from the first, for one subscription.
    @usableFromInline let makeIterator: () -> AnyIterator<Observable<Element>>

    @inlinable
    init<Sources>(of sequence: Sources.Type, count: Int?, advancesOn: Advance, makeIterator: @escaping () -> AnyIterator<Observable<Element>>) {
        sequenceType = ObjectIdentifier(sequence)
        self.count = count
        self.advancesOn = advancesOn
        self.makeIterator = makeIterator
    }

    /// The observable that subscribes the sources in turn, named as RxSwift names it.
    @inlinable
    func observable(_ name: StaticString) -> Observable<Element> {
        let producer = Producer(name) { sink in InTurnSubscription(self, sink: sink).start() }
        producer.sourcesInTurn = self
        return producer
    }

    /// Whether `other`'s sources are taken in by a subscription to these.
    @inlinable
    func takesIn(_ other: SourcesInTurn) -> Bool {
        other.advancesOn == advancesOn && other.sequenceType == sequenceType
    }
}

/// Subscribes sources one after another, each on the current-thread trampoline, as
/// RxSwift's tail-recursive sinks do: the sequences of sources it is working through are
/// a stack, the innermost last.
///
/// `concat` moves to the next source when one completes and ends on an error; `retry`
/// and `catch(sequence:)` move to the next when one fails and end on a completion.
///
/// Inlinable throughout, so that its code is compiled for the element type where the
/// operator is used: compiled once for every type, each event looked up the metadata of
/// `Event<Element>` in the runtime's tables.
@usableFromInline
final class InTurnSubscription<Element>: Disposable {
    @usableFromInline let lock = RecursiveLock()
    // `stack` and `lastError` are guarded by ``lock`` and never held across a call.
    /// Each sequence being worked through, with how many of its sources are left where
    /// that is known.
    @usableFromInline var stack: [(sources: AnyIterator<Observable<Element>>, left: Int?)]
    @usableFromInline let sourcesInTurn: SourcesInTurn<Element>
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let current = SerialDisposable()
    @usableFromInline var lastError: Swift.Error?

    @inlinable
    init(_ sourcesInTurn: SourcesInTurn<Element>, sink: Sink<Element>) {
        self.sourcesInTurn = sourcesInTurn
        self.sink = sink
        stack = [(sourcesInTurn.makeIterator(), sourcesInTurn.count)]
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

    /// The next source to subscribe: a sequence of sources of the same kind is taken in
    /// onto the stack; when every sequence is done, the sequence ends.
    @inlinable
    func nextSource() -> Observable<Element>? {
        while let (sources, left) = stack.last {
            if current.isDisposed { return nil }
            stack.removeLast()
            guard let candidate = sources.next() else { continue }
            // A sequence whose count is known goes back while it has sources left; one
            // whose count is not, until it gives none.
            if let left {
                if left > 1 { stack.append((sources, left - 1)) }
            } else {
                stack.append((sources, nil))
            }
            if let nested = (candidate as? Producer<Element>)?.sourcesInTurn, sourcesInTurn.takesIn(nested) {
                stack.append((nested.makeIterator(), nested.count))
                #if DEBUG || TRACE_RESOURCES
                maxTailRecursiveSinkStackSize = max(maxTailRecursiveSinkStackSize, stack.count)
                #endif
                continue
            }
            return candidate
        }
        if current.isDisposed { return nil }
        sink.on(lastError.map { .error($0) } ?? .completed)
        return nil
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
        switch (event, sourcesInTurn.advancesOn) {
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
