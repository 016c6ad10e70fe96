import MiniRx
import StyleKit

/// Collects what the probes receive while a command runs: per stream-and-subscriber
/// slot, one digest per variant. Slots and variants are numbered, so recording an event
/// costs no hashing. It is used from the session's thread only and never re-entered
/// while it mutates.
package final class Capture {
    /// The virtual time the command started at; later events show their time.
    private(set) var commandStart = 0
    /// Whether probes' events are kept; off between commands.
    private(set) var isRecording = false
    /// How many events each digest keeps from the start of a command's run: the first
    /// few, or (to show every event) ``EventDigest/keptWhenShowingAll``.
    private(set) var headLimit = EventDigest.shownAtEachEnd
    /// Every event since the last reset, for `marbles`.
    private(set) var history = EventHistory()
    /// Each slot's key's number in ``history``, so that recording an event copies no key.
    private var historyKeyIDs: [Int] = []
    /// Which variants (by catalog index) are shown; the others run on unseen.
    var active: [Bool]

    private let variantNames: [String]
    private(set) var keys: [GroupKey] = []
    private var slotOfKey: [GroupKey: Int] = [:]
    /// One digest per slot and variant, slot-major in one array: one uniqueness check
    /// per recorded event where nested arrays took two.
    private var digests: [EventDigest] = []
    private var variantCount: Int { variantNames.count }
    private var touched: [Int] = []
    private var isTouched: [Bool] = []
    /// The last element each slot's stream emitted, per variant, slot-major: what a real
    /// view would show now (the login button's state, say).
    private var lastValues: [OutputValue?] = []
    /// How each slot's stream ended, per variant, for streams that did.
    private(set) var ended: [[String?]] = []

    init(variantNames: [String]) {
        self.variantNames = variantNames
        active = Array(repeating: true, count: variantNames.count)
    }

    /// Slots given back by ``release(slot:)``, reused before new ones are made.
    private var freeSlots: [Int] = []

    /// The slot for `key`, made (or reused) on first use.
    func slot(for key: GroupKey) -> Int {
        if let slot = slotOfKey[key] { return slot }
        if let slot = freeSlots.popLast() {
            keys[slot] = key
            slotOfKey[key] = slot
            historyKeyIDs[slot] = history.keyID(for: key)
            return slot
        }
        let slot = keys.count
        keys.append(key)
        historyKeyIDs.append(history.keyID(for: key))
        slotOfKey[key] = slot
        digests.append(contentsOf: repeatElement(EventDigest(headLimit: headLimit), count: variantCount))
        lastValues.append(contentsOf: repeatElement(nil, count: variantCount))
        ended.append(Array(repeating: nil, count: variantNames.count))
        isTouched.append(false)
        return slot
    }

    /// Gives back the slot of a subscriber that is gone, so that a session which keeps
    /// subscribing and unsubscribing stays the same size. Its probes must be detached.
    func release(slot: Int) {
        slotOfKey[keys[slot]] = nil
        for index in slot * variantCount ..< (slot + 1) * variantCount {
            digests[index].reset()
            lastValues[index] = nil
        }
        for variant in ended[slot].indices { ended[slot][variant] = nil }
        freeSlots.append(slot)
    }

    /// Records one event a probe received.
    func record(slot: Int, variant: Int, event: Event<OutputValue>, time: Int) {
        if event.isStopEvent {
            ended[slot][variant] = TimedEvent(event: event, lateTime: nil).text
        } else if case .next(let value) = event {
            lastValues[slot * variantCount + variant] = value
        }
        guard active[variant] else { return }
        guard isRecording else {
            history.record(keyID: historyKeyIDs[slot], variant: variant, event: event, time: time, countInCommand: 1)
            return
        }
        history.record(keyID: historyKeyIDs[slot], variant: variant, event: event, time: time,
                       countInCommand: digests[slot * variantCount + variant].count + 1)
        if !isTouched[slot] {
            isTouched[slot] = true
            touched.append(slot)
        }
        digests[slot * variantCount + variant].append(TimedEvent(event: event, time: time, commandStart: commandStart))
    }

    /// Starts the history again (a `reset`), numbering the live slots' keys anew.
    func restartHistory() {
        history.restart()
        for slot in keys.indices { historyKeyIDs[slot] = history.keyID(for: keys[slot]) }
    }

    /// Starts the history's next command.
    func beginHistory(_ text: String, at time: Int) {
        history.begin(text, at: time)
    }

    /// Notes a late subscriber's start or end in the history.
    func markHistory(_ key: GroupKey, subscribed: Bool) {
        history.mark(key, subscribed: subscribed)
    }

    /// The last element `slot`'s stream emitted in `variant`, if any.
    func lastValue(slot: Int, variant: Int) -> OutputValue? {
        lastValues[slot * variantCount + variant]
    }

    /// Whether the variants at catalog indices `first` and `second` show different things
    /// now on one of `groups`: a view that draws only the latest value shows the last
    /// element each subscriber received (since it subscribed), or how its stream ended.
    package func showsDifferently(_ first: Int, _ second: Int, on groups: Set<GroupKey>) -> Bool {
        groups.contains { key in
            guard let slot = slotOfKey[key] else { return false }
            return lastValue(slot: slot, variant: first) != lastValue(slot: slot, variant: second) || ended[slot][first] != ended[slot][second]
        }
    }

    /// Forgets how a slot's stream ended, when a new subscriber takes the slot.
    func clearEnded(slot: Int, variant: Int) {
        ended[slot][variant] = nil
        lastValues[slot * variantCount + variant] = nil
    }

    /// Starts a command beginning at `time`, collecting what the probes see if `recording`,
    /// each digest keeping `headLimit` events from the start. How streams end is noted
    /// either way: later commands print it.
    func begin(at time: Int, recording: Bool = true, headLimit: Int = EventDigest.shownAtEachEnd) {
        if headLimit != self.headLimit {
            self.headLimit = headLimit
            for index in digests.indices { digests[index].reset(headLimit: headLimit) }
        }
        for slot in touched {
            isTouched[slot] = false
            for index in slot * variantCount ..< (slot + 1) * variantCount where digests[index].count > 0 {
                digests[index].reset()
            }
        }
        touched.removeAll(keepingCapacity: true)
        commandStart = time
        isRecording = recording
    }

    /// Virtual time restarted at 0 (after `reset`).
    func restartClock() {
        commandStart = 0
    }

    func end() {
        isRecording = false
    }

    /// The slots that received events this command, with their digests by variant.
    var touchedGroups: [(key: GroupKey, slot: Int, digests: ArraySlice<EventDigest>)] {
        touched.map { slot in
            let start = slot * variantCount
            return (keys[slot], slot, digests[start ..< start + variantCount])
        }
    }
}
