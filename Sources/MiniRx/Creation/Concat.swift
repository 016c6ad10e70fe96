extension ObservableType {
    /// The elements of each source in turn: the next source is subscribed when the
    /// previous one completes; an error ends the whole sequence.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// The elements of each source in turn.
    public static func concat<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        return Producer { sink in
            InTurnSubscription(sources: sources.makeIterator(), sink: sink, advancesOn: .completion).start()
        }
    }

    /// This sequence's elements, then those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

/// Subscribes sources one after another, each on the current-thread trampoline, as
/// RxSwift's tail-recursive sinks do.
///
/// `concat` moves to the next source when one completes and ends on an error; `retry`
/// moves to the next attempt when one fails and ends on a completion.
final class InTurnSubscription<Element, Sources: IteratorProtocol>: Disposable where Sources.Element == Observable<Element> {
    enum Advance {
        case completion
        case error
    }

    private let lock = RecursiveLock()
    private var sources: Sources
    private let sink: Sink<Element>
    private let advancesOn: Advance
    private let current = SerialDisposable()
    private var lastError: Swift.Error?

    init(sources: Sources, sink: Sink<Element>, advancesOn: Advance) {
        self.sources = sources
        self.sink = sink
        self.advancesOn = advancesOn
    }

    func start() -> Disposable {
        scheduleNext()
        return self
    }

    private func scheduleNext() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            lock.performLocked { subscribeNext() }
            return Disposables.create()
        }
    }

    private func subscribeNext() {
        if current.isDisposed { return }
        guard let source = sources.next() else {
            sink.on(lastError.map { .error($0) } ?? .completed)
            return
        }
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(source.subscribe(eventHandler: { [self] event in
            lock.performLocked { handle(event) }
        }))
    }

    private func handle(_ event: Event<Element>) {
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

    func dispose() {
        current.dispose()
    }
}
