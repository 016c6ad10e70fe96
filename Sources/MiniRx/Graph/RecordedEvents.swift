/// What a recorded subject or sink calls, in code inlined into apps, to tell the
/// ``SubscriptionRecorder`` of its thread about an event. Only objects made while work was
/// recorded call it: the others test their own flag and go on.
@usableFromInline
enum RecordedEvents {
    /// Whether work on this thread is being recorded now.
    @usableFromInline
    static var areRecordedOnThisThread: Bool {
        SubscriptionRecorder.isRecordingOnThisThread
    }

    /// Whether a recorded subject's events may matter now: asked before the generic
    /// calls below, which cost far more than the question, and most events need none.
    @usableFromInline
    static var wantsSubjectEvents: Bool {
        SubscriptionRecorder.wantsSubjectEvents
    }

    /// Whether a recorded sink's or subscriber's end's events may matter now (a trace).
    @usableFromInline
    static var wantsOperatorEvents: Bool {
        SubscriptionRecorder.wantsOperatorEvents
    }

    /// `subject` delivers `event`, while ``wantsSubjectEvents``; whether a step was
    /// opened, to close with ``didPass()``.
    @usableFromInline
    static func subjectWillDeliver<Element>(_ subject: AnyObject, name: StaticString, _ event: Event<Element>) -> Bool {
        SubscriptionRecorder.willPass(subject, kind: .subject, name: name, event: TraceStep.Passed(event))
    }

    /// A subject replays `event` to a new subscriber (what it holds, or how it ended), while
    /// ``wantsOperatorEvents``; whether a step was opened.
    @usableFromInline
    static func subjectWillReplay<Element>(_ subject: AnyObject, name: StaticString, _ event: Event<Element>) -> Bool {
        guard wantsOperatorEvents else { return false }
        let passed = TraceStep.Passed(event)
        if case .next(let value) = passed {
            return SubscriptionRecorder.willPass(subject, kind: .subject, name: name, event: .replayed(value))
        }
        return SubscriptionRecorder.willPass(subject, kind: .subject, name: name, event: passed)
    }

    /// An operator's `sink` passes `event` on, while ``wantsOperatorEvents``; whether a
    /// step was opened.
    @usableFromInline
    static func sinkWillPass<Element>(_ sink: AnyObject, name: StaticString, _ event: Event<Element>) -> Bool {
        SubscriptionRecorder.willPass(sink, kind: .operator, name: name, event: TraceStep.Passed(event))
    }

    /// A subscriber's `end` receives `event`, while ``wantsOperatorEvents``; whether a
    /// step was opened.
    @usableFromInline
    static func subscriberWillReceive<Element>(_ end: AnyObject, name: StaticString, _ event: Event<Element>) -> Bool {
        SubscriptionRecorder.willPass(end, kind: .subscriber, name: name, event: TraceStep.Passed(event))
    }

    /// A subject that has ended ignores `event`: a step of a trace. Rare, so it asks
    /// ``wantsOperatorEvents`` itself, and a subject's `send` inlined into apps stays as
    /// short as it was.
    @usableFromInline
    static func ignored<Element>(_ subject: AnyObject, name: StaticString, _ event: Event<Element>) {
        guard wantsOperatorEvents else { return }
        if SubscriptionRecorder.willPass(subject, kind: .subject, name: name, event: .ignored(TraceStep.Passed(event).text)) {
            SubscriptionRecorder.didPass()
        }
    }

    /// A recorded subject's current value was read (`relay.value`, a guard's state), while
    /// ``wantsOperatorEvents``: a trace keeps the reads, which no step shows.
    @usableFromInline
    static func read<Element>(_ subject: AnyObject, _ element: Element) {
        guard wantsOperatorEvents else { return }
        SubscriptionRecorder.read(subject, value: TraceStep.Passed.described(element, limit: SubscriptionRecorder.readLimit))
    }

    /// The event of the step ``willPass(_:kind:name:_:)`` opened has gone through.
    @usableFromInline
    static func didPass() {
        SubscriptionRecorder.didPass()
    }

    /// `sink`'s operator passed an event nothing on, for the reason `note` names. Only a
    /// recorded sink's, while tracing: anything else pays a test of its own flag.
    @inlinable
    static func note(_ sink: SinkBase, _ note: TraceNote) {
        if sink.isRecorded { noteRecorded(sink, note) }
    }

    /// `sink`'s `flatMapLatest` cancelled the inner sequence it had started for `element`
    /// (`nil`: not kept), described only while tracing.
    @usableFromInline
    static func noteCancelled(_ sink: SinkBase, startedFor element: Any?) {
        guard sink.isRecorded, wantsOperatorEvents else { return }
        // A short element only (a query, a page): a login's pair of fields would not fit
        // the trace's line.
        let described = element.map { TraceStep.Passed.described($0) }
        SubscriptionRecorder.note(sink, .cancelledRunning(for: described.flatMap { $0.count <= 24 ? $0 : nil }))
    }

    /// ``note(_:_:)`` for a recorded sink, out of line.
    @usableFromInline
    static func noteRecorded(_ sink: SinkBase, _ note: TraceNote) {
        guard wantsOperatorEvents else { return }
        SubscriptionRecorder.note(sink, note)
    }
}
