/// A subject's state and observers under one lock, and the delivery of its events to the
/// observers one at a time.
///
/// As in RxSwift, the observers sit in a bag that is copied under the lock and called
/// after it, so no lock is held while an observer runs (which keeps cycles such as
/// `relay.withLatestFrom(state).bind(to: state)` free of deadlocks). One thread at a time
/// delivers: events sent from another thread meanwhile are queued, in the order the
/// subject's state changed, and delivered by that thread after its current event, so no
/// observer ever receives two events at once. An event sent from inside an observer on the
/// delivering thread is delivered at once, depth-first, as in RxSwift.
///
/// `Kept` is what the subject keeps besides its observers: nothing for a publish subject,
/// the current value for a behavior subject, the buffer for a replay subject.
@usableFromInline
final class SubjectCore<Element, Kept>: @unchecked Sendable {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    /// What the lock guards.
    @usableFromInline
    struct State {
        @usableFromInline var kept: Kept
        @usableFromInline var termination: Termination?
        @usableFromInline var isDisposed = false
        @usableFromInline var observers = ObserverBag<Element>()
        /// The thread delivering events now, or 0.
        @usableFromInline var deliveringThread: UInt = 0
        /// Events other threads sent while ``deliveringThread`` was delivering.
        @usableFromInline var pending = ElementQueue<Pending>()

        @inlinable
        init(kept: Kept) {
            self.kept = kept
        }

        @inlinable
        var isStopped: Bool { isDisposed || termination != nil }

        /// Takes this thread's turn to deliver `event` to `targets`: the first to deliver,
        /// a delivery nested in its own, or queued behind another thread's.
        @inlinable
        mutating func turn(for event: Event<Element>, to targets: ObserverBag<Element>.Entries) -> Turn {
            let thread = currentThreadID()
            if deliveringThread == 0 {
                deliveringThread = thread
                return .first
            }
            if deliveringThread == thread { return .nested }
            pending.enqueue(Pending(event: event, targets: targets))
            return .queued
        }
    }

    /// An event another thread sent, waiting for its turn.
    @usableFromInline
    struct Pending {
        @usableFromInline let event: Event<Element>
        @usableFromInline let targets: ObserverBag<Element>.Entries

        @inlinable
        init(event: Event<Element>, targets: ObserverBag<Element>.Entries) {
            self.event = event
            self.targets = targets
        }
    }

    /// Who delivers an event.
    @usableFromInline
    enum Turn {
        /// This thread delivers it, and then what other threads queued meanwhile.
        case first
        /// This thread is delivering already: it is delivered at once, inside that delivery.
        case nested
        /// Another thread is delivering: it will deliver this one in its turn.
        case queued
    }

    @usableFromInline
    let state: Locked<State>
    /// RxSwift's name for the subject or relay it is the core of: its name in a
    /// subscription graph. A relay renames the core of the subject it wraps.
    @usableFromInline
    var graphName: StaticString

    /// Whether it was made while a `SubscriptionRecorder` recorded: only then does it
    /// tell the recorder about its events.
    @usableFromInline
    let isRecorded: Bool

    @inlinable
    init(kept: Kept, name: StaticString) {
        state = Locked(State(kept: kept))
        graphName = name
        isRecorded = RecordedEvents.areRecordedOnThisThread
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Whether any observer is subscribed.
    @inlinable
    var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// Whether the subject has been disposed.
    @inlinable
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Sends `event` to every observer, after `update` changed what the subject keeps;
    /// ignored once the subject has stopped. What `update` returns is released after the
    /// lock, as a replaced element's deinit may come back to this subject.
    @inlinable
    func send<Released>(_ event: Event<Element>, updating update: (inout Kept) -> Released) {
        let delivery = state.withLock { state -> (Turn, ObserverBag<Element>.Entries, Released)? in
            guard !state.isStopped else { return nil }
            let released = update(&state.kept)
            let targets = state.observers.entries
            if let termination = Termination(event) {
                state.termination = termination
                _ = state.observers.removeAll()
            }
            return (state.turn(for: event, to: targets), targets, released)
        }
        guard let (turn, targets, released) = delivery else {
            if isRecorded { RecordedEvents.ignored(self, name: graphName, event) }
            return
        }
        if isRecorded {
            deliverRecorded(event, to: targets, on: turn)
        } else {
            deliver(event, to: targets, on: turn)
        }
        withExtendedLifetime(released) {}
    }

    /// Subscribes `handler`, first sending it what `replay` finds in the state (the
    /// current value, the buffer); once the subject has stopped, it is not added and
    /// receives how the subject ended (`subject` names it in the disposed error).
    @inlinable
    func subscribe(_ handler: @escaping Handler, to subject: AnyObject, replay: (State) -> [Element]) -> Disposable {
        let entry: ObserverBag<Element>.Entries = [ObserverBag.Entry(key: 0, handler: handler)]
        let (events, key, turn) = state.withLock { state -> ([Event<Element>], Int?, Turn?) in
            var events: [Event<Element>]
            var key: Int?
            if state.isDisposed {
                events = [.error(RxError.disposed(object: subject))]
            } else {
                events = replay(state).map { .next($0) }
                if let termination = state.termination {
                    events.append(termination.event(of: Element.self))
                } else {
                    key = state.observers.insert(handler)
                }
            }
            guard let first = events.first else { return (events, key, nil) }
            let turn = state.turn(for: first, to: entry)
            if turn == .queued {
                for event in events.dropFirst() { state.pending.enqueue(Pending(event: event, targets: entry)) }
            }
            return (events, key, turn)
        }
        if let turn, turn != .queued {
            for event in events {
                if isRecorded { replayRecorded(event, to: handler) } else { handler(event) }
            }
            if turn == .first { relinquish() }
        }
        guard let key else { return Disposables.create() }
        return SubjectSubscription(core: self, key: key)
    }

    /// Removes the observer with `key`, if it is still there; it is released after the lock.
    @inlinable
    func removeObserver(key: Int) {
        let removed = state.withLock { $0.observers.remove(key: key) }
        withExtendedLifetime(removed) {}
    }

    /// Marks the subject disposed and removes every observer; `reset` empties what it
    /// keeps. Observers and elements are released after the lock: a deinit they trigger
    /// may come back to this subject.
    @inlinable
    func dispose<Released>(resetting reset: (inout Kept) -> Released) {
        let released = state.withLock { state in
            state.isDisposed = true
            state.termination = nil
            return (state.observers.removeAll(), reset(&state.kept))
        }
        withExtendedLifetime(released) {}
    }

    /// Delivers `event` on the turn it was given.
    @inlinable
    func deliver(_ event: Event<Element>, to targets: ObserverBag<Element>.Entries, on turn: Turn) {
        guard turn != .queued else { return }
        for target in targets { target.handler(event) }
        if turn == .first { relinquish() }
    }

    /// ``deliver(_:to:on:)`` for a recorded subject, kept out of line, so the path every
    /// app's event takes stays as short as it was; inlinable, so that it is specialized
    /// where it is used.
    @inlinable @inline(never)
    func deliverRecorded(_ event: Event<Element>, to targets: ObserverBag<Element>.Entries, on turn: Turn) {
        let step = RecordedEvents.wantsSubjectEvents && RecordedEvents.subjectWillDeliver(self, name: graphName, event)
        deliver(event, to: targets, on: turn)
        if step { RecordedEvents.didPass() }
    }

    /// Replays `event` to a new subscriber's `handler`, for a recorded subject: a step of
    /// a trace, kept out of line as ``deliverRecorded(_:to:on:)`` is.
    @inlinable @inline(never)
    func replayRecorded(_ event: Event<Element>, to handler: Handler) {
        let step = RecordedEvents.subjectWillReplay(self, name: graphName, event)
        handler(event)
        if step { RecordedEvents.didPass() }
    }

    /// Delivers what other threads queued meanwhile, then gives up delivery.
    @inlinable
    func relinquish() {
        while let next = state.withLock({ state -> Pending? in
            if let next = state.pending.dequeue() { return next }
            state.deliveringThread = 0
            return nil
        }) {
            for target in next.targets { target.handler(next.event) }
        }
    }
}

/// Lets a ``SubjectSubscription`` remove its observer without knowing the element type.
@usableFromInline
protocol ObserverRemoving: AnyObject {
    func removeObserver(key: Int)
}

extension SubjectCore: ObserverRemoving {}

extension SubjectCore: SubscriptionGraphPart {
    /// One node however many subscribe to it, with what it holds: a behavior subject's
    /// value, a replay subject's buffer.
    package var graphRole: SubscriptionGraphRole {
        let (kept, termination) = state.withLock { ($0.kept, $0.termination) }
        let value: String?
        switch termination {
        case .error(let error): value = "ended: error(\(error))"
        case .completed: value = "ended: completed"
        // A text in quotes, as vmrepl shows a stream's text, so an empty one shows; a
        // value without the module and type paths Swift writes in it, as a trace's step.
        case nil: value = Kept.self == Void.self ? nil : kept is String ? String(reflecting: kept)
            : TraceStep.Passed.unqualified(String(describing: kept), limit: .max)
        }
        return .node(identity: self, kind: .subject, name: "\(graphName)", value: value, upstream: [], feeds: [])
    }
}
