import Synchronization

/// The disposal half of every ``Sink``: whether it is disposed, and the upstream
/// subscription it owns.
///
/// Not generic, so that code compiled once for every element type (an override such as
/// `Producer.subscribe`) can hand a sink out as a `Disposable` without looking up the
/// generic metadata of `Sink<Element>`: the existential records this class instead.
@usableFromInline
class SinkBase: Disposable, Cancelable {
    @usableFromInline
    final let disposedFlag = Atomic<Bool>(false)
    /// The upstream subscription. Held here rather than in a
    /// `SingleAssignmentDisposable`, which would be a second object for every subscription.
    private final let upstream = Locked<Disposable?>(nil)
    /// What RxSwift calls the operator this sink runs (`scan`, `withLatestFrom`), or, for
    /// a subscriber's end, how it subscribed (`subscribe`, `bind(to:)`): its name in a
    /// subscription graph.
    @usableFromInline
    final let name: StaticString

    /// Whether it was made while a `SubscriptionRecorder` recorded: only then does it
    /// tell the recorder about its events.
    @usableFromInline
    final let isRecorded: Bool

    @usableFromInline
    init(name: StaticString) {
        self.name = name
        isRecorded = RecordedEvents.areRecordedOnThisThread
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    @inlinable
    final var isDisposed: Bool {
        disposedFlag.load(ordering: .acquiring)
    }

    /// Sets the subscriptions this sink owns; if the sink is already disposed they are
    /// disposed at once.
    ///
    /// ``dispose()`` raises the flag before it takes the lock, and this reads the flag
    /// under the lock, so either this sees the flag or `dispose` sees the subscription.
    @usableFromInline
    final func setUpstream(_ disposable: Disposable) {
        let stored = upstream.withLock { upstream in
            if disposedFlag.load(ordering: .acquiring) { return false }
            upstream = disposable
            return true
        }
        if !stored { disposable.dispose() }
    }

    @usableFromInline
    final func dispose() {
        if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
        upstream.withLock { $0.take() }?.dispose()
    }

    /// The subscription this sink holds upstream: none once it is disposed.
    final var upstreamSubscriptions: [Disposable] {
        upstream.withLock { $0.map { [$0] } ?? [] }
    }

    /// One operator's subscription: a node of its own, as each keeps its own state.
    var graphRole: SubscriptionGraphRole {
        if isDisposed { return .none }
        return .node(identity: self, kind: .operator, name: "\(name)", value: nil, upstream: upstreamSubscriptions, feeds: [])
    }
}

extension SinkBase: SubscriptionGraphPart {}

/// One subscription of an operator: forwards events downstream until it is disposed, and
/// disposes itself, and with it its upstream subscriptions, after a terminal event.
@usableFromInline
final class Sink<Element>: SinkBase {
    @usableFromInline
    let downstream: (Event<Element>) -> Void

    @usableFromInline
    init(_ downstream: @escaping (Event<Element>) -> Void, name: StaticString) {
        self.downstream = downstream
        super.init(name: name)
    }

    /// Forwards `event` unless disposed; after a terminal event, disposes the subscription.
    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        pass(event)
        if event.isStopEvent { dispose() }
    }

    /// Sends `event` downstream, as a step of a trace if it is recorded.
    @inlinable
    func pass(_ event: Event<Element>) {
        if isRecorded {
            passRecorded(event)
        } else {
            downstream(event)
        }
    }

    /// ``pass(_:)`` for a recorded sink: kept out of line, so the path every app's event
    /// takes stays as short as it was; inlinable, so that it is specialized where it is
    /// used, as the rest of the path is.
    @inlinable @inline(never)
    func passRecorded(_ event: Event<Element>) {
        let step = RecordedEvents.wantsOperatorEvents && RecordedEvents.sinkWillPass(self, name: name, event)
        downstream(event)
        if step { RecordedEvents.didPass() }
    }

    /// Tells a trace why the operator passed an event nothing on, where it decides among
    /// several reasons (a flat-map: dropped, started beside, cancelled the running one);
    /// nothing unless a recorder traces this sink.
    @inlinable
    func traceNote(_ note: TraceNote) {
        RecordedEvents.note(self, note)
    }

    /// Forwards `event` unless disposed, without disposing after a terminal event; the
    /// caller disposes when it is done.
    @inlinable
    func forward(_ event: Event<Element>) {
        if isDisposed { return }
        pass(event)
    }

    /// Sends `next(element)`.
    @inlinable
    func onNext(_ element: Element) {
        on(.next(element))
    }
}

/// An observable whose every subscription runs `body` with a fresh ``Sink``.
///
/// As RxSwift's `Producer`, a subscription made outside any other runs on the
/// current-thread trampoline, so work that sources schedule on it (the elements of `of`,
/// `from`, the next source of `concat`) runs after the subscription is set up, in order.
@usableFromInline
final class Producer<Element>: Observable<Element> {
    @usableFromInline
    typealias Body = (Sink<Element>) -> Disposable

    private let body: Body
    /// The sources it subscribes in turn, for a `concat`, `catch(sequence:)` or `retry`
    /// that reaches it to take in (``SourcesInTurn``); `nil` for every other operator.
    @usableFromInline
    var sourcesInTurn: SourcesInTurn<Element>?
    /// Makes each subscription's sink. Built where the operator is, in code specialized
    /// for the element type: `subscribe` below is an override, compiled once for every
    /// element type, and making a `Sink<Element>` there would look up its generic
    /// metadata in the runtime's tables on every subscription.
    private let makeSink: (@escaping (Event<Element>) -> Void) -> Sink<Element>

    /// An operator RxSwift calls `name`, whose every subscription runs `body`.
    @inlinable
    convenience init(_ name: StaticString, _ body: @escaping Body) {
        self.init(body, makeSink: { Sink($0, name: name) })
    }

    @usableFromInline
    init(_ body: @escaping Body, makeSink: @escaping (@escaping (Event<Element>) -> Void) -> Sink<Element>) {
        self.body = body
        self.makeSink = makeSink
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = makeSink(eventHandler)
        let body = self.body
        CurrentThreadScheduler.runNow {
            sink.setUpstream(body(sink))
        }
        return sink as SinkBase
    }
}
