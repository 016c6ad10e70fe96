#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Keeps what a subscription graph starts from, for one owner's work (vmrepl records one
/// per style): the subscriber's ends its work made, weakly; for each input, the subject
/// an event sent into it reached first; and, while tracing (``startTracing()``), every
/// step an event takes.
///
/// Work is recorded while it runs inside ``recording(_:)`` on the calling thread. A
/// subject or sink made meanwhile is marked as recorded: only such an object tells the
/// recorder about its events. Anything made outside a recording (an app's objects, the
/// benchmarks') pays a test of its own flag per event, and nothing is kept.
package final class SubscriptionRecorder: @unchecked Sendable {
    /// A subscriber's end, held weakly: the recorder must not keep a subscription alive.
    private struct Recorded {
        weak var end: SubscriberEnd?
    }

    private var ends: [Recorded] = []
    /// How many ends were alive at the last pruning: the list is pruned when it doubles.
    private var aliveAtPruning = 0
    /// The input being sent into, and whether its event has reached a subject yet.
    private var sendingInto: String?
    private var entered = false
    private var entries: [String: [Entry]] = [:]
    /// The steps traced so far, while tracing; how deep the delivery now running is.
    private var steps: [TraceStep]?
    private var depth = 0
    /// Whether a trace is on (``startTracing()``), not only learning: learning needs each
    /// step's object, not its event's words, which cost the most of a step.
    private var describesEvents = false
    /// How many steps a trace keeps, so memory stays bounded whatever the view model does;
    /// the others are counted.
    package static let stepLimit = 400
    private var stepsLeftOut = 0
    /// What operators said of an event they passed nothing on for, while tracing: the
    /// sink and its words (`dropped — the one before is still running`), at most
    /// ``stepLimit``.
    private var notes: [(object: AnyObject, note: TraceNote)] = []
    /// The current values read while tracing (a guard's state): the subject, or nil for a
    /// value outside MiniRx named by its reader, its name, and the value; at most
    /// ``stepLimit``.
    private var reads: [TraceRead] = []
    /// How long a read value's text may be: a reducer's whole state, not one field.
    package static let readLimit = 200

    /// Where an input's events enter the graph, held weakly: a subject, or the first
    /// operator a step outside MiniRx (`via`, a Flux dispatch) set going.
    private struct Entry {
        weak var part: (any SubscriptionGraphPart)?
        var via: String?
    }

    /// Whether the first send into each input in a command, and the work ``learning(_:)``
    /// runs, are followed step by step, whether or not a trace is on (for `graph`). Off
    /// where no one graphs (`explore`'s replays): a send then only finds the first
    /// subject it reaches.
    package var learns = true
    /// The inputs learned from since ``commandBegins()``.
    private var learnedInputs: [String] = []

    /// A command begins: the first send into each input is learned from again.
    package func commandBegins() {
        learnedInputs = []
    }

    /// What time it is for the steps a trace keeps (a virtual-time scheduler's clock), if
    /// the owner says.
    package var clock: (() -> Int)?

    package init() {}

    /// Runs `body`, recording the subscriber's ends it makes on this thread and marking
    /// the subjects and sinks it makes as recorded.
    package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try withExtendedLifetime(self) { try body() }
    }

    /// Runs `body`, which sends an event into `input`: the first recorded subject that
    /// receives an event meanwhile on this thread is where the input enters the graph.
    package func sending<Result>(into input: String, _ body: () throws -> Result) rethrows -> Result {
        let previous = (sendingInto, entered)
        (sendingInto, entered) = (input, false)
        Self.sending.add(1, ordering: .relaxed)
        defer {
            Self.sending.subtract(1, ordering: .relaxed)
            (sendingInto, entered) = previous
        }
        // The first send into each input in a command is enough to learn from: `countup
        // 100000` pays for one.
        let first = !learnedInputs.contains(input)
        if first { learnedInputs.append(input) }
        let learning = beginLearning(first)
        defer { endLearning(learning) }
        append(TraceStep(depth: 0, kind: .input, name: input, event: .sent, object: self))
        depth += 1
        defer { depth -= 1 }
        return try recording(body)
    }

    /// Runs `body` (the timers due at a step of time), following its events step by step
    /// if ``learns``, to learn from them what the graph cannot see in MiniRx's objects:
    /// which subjects a subscriber's closures send into.
    package func learning(_ body: () -> Void) {
        let learning = beginLearning(true)
        defer { endLearning(learning) }
        body()
    }

    /// Where learning from what follows began: whether it opened the steps (no trace was
    /// on), and the first step to learn from.
    private typealias Learning = (opened: Bool, first: Int)

    private func beginLearning(_ wanted: Bool) -> Learning {
        let opens = steps == nil && learns && wanted
        if opens {
            steps = []
            Self.tracing.add(1, ordering: .relaxed)
        }
        return (opens, steps?.count ?? 0)
    }

    private func endLearning(_ learning: Learning) {
        if let steps { learn(from: steps[min(learning.first, steps.count)...]) }
        guard learning.opened else { return }
        steps = nil
        stepsLeftOut = 0
        notes = []
        reads = []
        Self.tracing.subtract(1, ordering: .relaxed)
    }

    /// Learns from `steps` where an input's events enter and which subjects a
    /// subscriber's closures send into.
    private func learn(from steps: ArraySlice<TraceStep>) {
        /// The steps one deeper that follow the step at `index`, up to one as shallow.
        func children(of index: Int) -> [Int] {
            steps.indices[(index + 1)...].prefix { steps[$0].depth > steps[index].depth }.filter { steps[$0].depth == steps[index].depth + 1 }
        }
        for index in steps.indices {
            let step = steps[index]
            switch step.kind {
            case .input:
                let found = children(of: index).flatMap { child -> [Entry] in
                    // A step outside MiniRx (``step(named:_:)``): the parts it set going.
                    guard steps[child].object === self else {
                        return (steps[child].object as? any SubscriptionGraphPart).map { [Entry(part: $0)] } ?? []
                    }
                    return children(of: child).compactMap { below in
                        (steps[below].object as? any SubscriptionGraphPart).map { Entry(part: $0, via: steps[child].name) }
                    }
                }
                if !found.isEmpty { entries[step.name] = found }
            case .subscriber:
                guard let end = step.object as? SubscriberEnd else { continue }
                // The subjects its closures reached, directly or through subscriptions
                // that ended within the send (a reducer's mutation, subscribed to once).
                var reached = children(of: index)
                while !reached.isEmpty {
                    let next = reached.removeFirst()
                    if steps[next].kind == .subject {
                        end.sawFeeding(steps[next].object)
                    } else if let sink = steps[next].object as? SinkBase, sink.isDisposed {
                        reached += children(of: next)
                    }
                }
            default:
                continue
            }
        }
    }

    /// Starts keeping every step an event takes in the recorded objects, in the order
    /// they happen (a step's children follow it, one deeper).
    package func startTracing() {
        if steps == nil { Self.tracing.add(1, ordering: .relaxed) }
        steps = []
        describesEvents = true
        stepsLeftOut = 0
        notes = []
        reads = []
    }

    /// Stops tracing: the steps kept since ``startTracing()``, and how many beyond
    /// ``stepLimit`` were left out.
    package func stopTracing() -> (steps: [TraceStep], leftOut: Int) {
        guard let kept = steps else { return ([], 0) }
        steps = nil
        describesEvents = false
        Self.tracing.subtract(1, ordering: .relaxed)
        return (kept, stepsLeftOut)
    }

    /// What operators said, while tracing, of the events they passed nothing on for:
    /// each sink and its words, the last word of each.
    package func tracedNotes() -> [(object: AnyObject, note: TraceNote)] {
        defer { notes = [] }
        return notes
    }

    /// The current values read while tracing, in the order they were read.
    package func tracedReads() -> [TraceRead] {
        defer { reads = [] }
        return reads
    }

    /// How many recorders are tracing, and how many sends into recorded inputs are under
    /// way, in the whole process: while neither is, a recorded object's event asks its
    /// thread's recorder nothing (in the REPL, most events).
    private static let tracing = Atomic<Int>(0)
    private static let sending = Atomic<Int>(0)

    /// Whether an event of a recorded subject may matter to a recorder: it may be where an
    /// input enters (until this thread's send has found it), or a step of a trace.
    static var wantsSubjectEvents: Bool {
        if tracing.load(ordering: .relaxed) > 0 { return true }
        guard sending.load(ordering: .relaxed) > 0, let recorder = current else { return false }
        return recorder.sendingInto != nil && !recorder.entered
    }

    /// Whether an event of a recorded sink or subscriber's end may matter: it may be a
    /// step of a trace.
    static var wantsOperatorEvents: Bool {
        tracing.load(ordering: .relaxed) > 0
    }

    /// The subscriber's ends made by the recorded work that are alive and not disposed,
    /// in the order they were made.
    package var liveSubscriptions: [Disposable] {
        ends.compactMap { recorded in
            guard let end = recorded.end, !end.isDisposed else { return nil }
            return end
        }
    }

    /// Where events sent into `input` were last seen entering the graph, those alive: the
    /// subject they reached first, or what a step outside MiniRx (`via`) set going.
    package func entries(of input: String) -> [SubscriptionGraph.Entry] {
        (entries[input] ?? []).compactMap { entry in entry.part.map { (entry.via, $0) } }
    }

    // MARK: What MiniRx tells it

    /// Whether work on this thread is being recorded: what a subject or sink asks once,
    /// when it is made.
    static var isRecordingOnThisThread: Bool {
        pthread_getspecific(key) != nil
    }

    /// Records `end`, if work is being recorded on this thread.
    static func register(_ end: SubscriberEnd) {
        current?.append(end)
    }

    /// A recorded object passes `event` on: a subject delivers it, a sink forwards it, a
    /// subscriber's end receives it. Returns whether a step was opened, which
    /// ``didPass()`` closes once the event has gone through.
    static func willPass(_ object: AnyObject, kind: SubscriptionGraph.Kind, name: StaticString, event: @autoclosure () -> TraceStep.Passed) -> Bool {
        guard let recorder = current else { return false }
        if kind == .subject, let input = recorder.sendingInto, !recorder.entered, let subject = object as? any SubscriptionGraphPart {
            recorder.entries[input] = [Entry(part: subject)]
            recorder.entered = true
        }
        guard recorder.steps != nil else { return false }
        recorder.append(TraceStep(depth: recorder.depth, kind: kind, name: "\(name)", event: recorder.describesEvents ? event() : .sent, object: object))
        recorder.depth += 1
        return true
    }

    /// Runs `body`, a step outside MiniRx that sets events going (a Flux dispatcher
    /// dispatching an action): while this thread's work is traced, a step named `name`,
    /// which the steps of `body` follow, one deeper.
    package static func step(named name: @autoclosure () -> String, _ body: () -> Void) {
        guard let recorder = current, recorder.steps != nil else { return body() }
        recorder.append(TraceStep(depth: recorder.depth, kind: .operator, name: name(), event: .sent, object: recorder))
        recorder.depth += 1
        defer { recorder.depth -= 1 }
        body()
    }

    /// A recorded subject's current value was read, while tracing.
    static func read(_ subject: AnyObject, value: String) {
        current?.keep(TraceRead(object: subject, name: nil, value: value))
    }

    /// A value outside MiniRx was read while this thread's work is traced (a Flux store's
    /// `ObservableValue`, which its reader names: `isLoggingIn`).
    package static func read(named name: String, value: Any) {
        guard wantsOperatorEvents else { return }
        current?.keep(TraceRead(object: nil, name: name, value: TraceStep.Passed.described(value, limit: readLimit)))
    }

    private func keep(_ read: TraceRead) {
        guard steps != nil, reads.count < Self.stepLimit else { return }
        reads.append(read)
    }

    /// The event of the step ``willPass`` opened has gone through.
    static func didPass() {
        current?.depth -= 1
    }

    /// A recorded operator's sink says why it passed an event nothing on.
    static func note(_ object: AnyObject, _ note: TraceNote) {
        guard let recorder = current, recorder.steps != nil, recorder.notes.count < stepLimit else { return }
        recorder.notes.removeAll { $0.object === object }
        recorder.notes.append((object, note))
    }

    private func append(_ step: TraceStep) {
        guard steps != nil else { return }
        if (steps?.count ?? 0) < Self.stepLimit {
            var step = step
            step.time = clock?()
            steps?.append(step)
        } else {
            stepsLeftOut += 1
        }
    }

    private func append(_ end: SubscriberEnd) {
        ends.append(Recorded(end: end))
        if ends.count >= 2 * max(aliveAtPruning, 16) {
            ends.removeAll { $0.end?.isDisposed ?? true }
            aliveAtPruning = ends.count
        }
    }

    /// The recorder of the work running on this thread, if any.
    private static var current: SubscriptionRecorder? {
        pthread_getspecific(key).map { Unmanaged<SubscriptionRecorder>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Each thread's recorder, unretained: ``recording(_:)`` keeps it alive.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
