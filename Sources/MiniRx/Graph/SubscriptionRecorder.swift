#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Keeps what a subscription graph starts from, for one owner's work (vmrepl records one
/// per style): the subscriber's ends its work made, weakly, and, for each input, the
/// subject an event sent into it reached first.
///
/// Work is recorded while it runs inside ``recording(_:)`` on the calling thread. Outside
/// any recording, making a subscriber's end costs one look-up of a thread's key and
/// sending an event into a subject one relaxed load: nothing is kept.
package final class SubscriptionRecorder: @unchecked Sendable {
    /// A subscriber's end, held weakly: the recorder must not keep a subscription alive.
    private struct Recorded {
        weak var end: SubscriberEnd?
    }

    private var ends: [Recorded] = []
    /// How many ends were alive at the last pruning: the list is pruned when it doubles.
    private var aliveAtPruning = 0
    /// The input being sent into, and the subject it reached first, by input.
    private var sendingInto: String?
    /// Whether the event being sent has reached a subject yet.
    private var entered = false
    private var entries: [String: Entry] = [:]

    /// A subject, held weakly.
    private struct Entry {
        weak var subject: (any SubscriptionGraphPart)?
    }

    package init() {}

    /// Runs `body`, recording the subscriber's ends it makes on this thread.
    package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try withExtendedLifetime(self) { try body() }
    }

    /// Runs `body`, which sends an event into `input`: the first subject that receives an
    /// event meanwhile on this thread is where the input enters the graph.
    package func sending<Result>(into input: String, _ body: () throws -> Result) rethrows -> Result {
        let previous = (sendingInto, entered)
        (sendingInto, entered) = (input, false)
        InputEntries.sending.add(1, ordering: .relaxed)
        defer {
            InputEntries.sending.subtract(1, ordering: .relaxed)
            (sendingInto, entered) = previous
        }
        return try recording(body)
    }

    /// The subscriber's ends made by the recorded work that are alive and not disposed,
    /// in the order they were made.
    package var liveSubscriptions: [Disposable] {
        ends.compactMap { recorded in
            guard let end = recorded.end, !end.isDisposed else { return nil }
            return end
        }
    }

    /// The subject an event sent into `input` reached first, if one has and it is alive.
    package func entry(of input: String) -> (any SubscriptionGraphPart)? {
        entries[input]?.subject
    }

    // MARK: What MiniRx tells it

    /// Records `end`, if work is being recorded on this thread.
    static func register(_ end: SubscriberEnd) {
        current?.append(end)
    }

    /// Records `subject` as the entry of the input being sent into on this thread, if it
    /// is the first subject that input's event reached.
    static func received(_ subject: any SubscriptionGraphPart) {
        current?.enter(subject)
    }

    private func append(_ end: SubscriberEnd) {
        ends.append(Recorded(end: end))
        if ends.count >= 2 * max(aliveAtPruning, 16) {
            ends.removeAll { $0.end?.isDisposed ?? true }
            aliveAtPruning = ends.count
        }
    }

    private func enter(_ subject: any SubscriptionGraphPart) {
        guard let input = sendingInto, !entered else { return }
        entries[input] = Entry(subject: subject)
        entered = true
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

/// What a subject asks, in code inlined into apps, to tell a ``SubscriptionRecorder``
/// where an input's event entered: one relaxed load per event when no input is recorded.
@usableFromInline
enum InputEntries {
    /// How many threads are sending into a recorded input now: while none is, a subject
    /// that receives an event looks no further.
    @usableFromInline
    static let sending = Atomic<Int>(0)

    /// Whether any thread is sending into a recorded input now.
    @inlinable
    static var areRecorded: Bool {
        sending.load(ordering: .relaxed) > 0
    }

    /// `subject` received an event while an input may be recorded.
    @usableFromInline
    static func received(_ subject: AnyObject) {
        guard let part = subject as? any SubscriptionGraphPart else { return }
        SubscriptionRecorder.received(part)
    }
}
