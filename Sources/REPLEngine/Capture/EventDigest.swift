import MiniRx
import StyleKit

/// An event as a probe received it, at its virtual time; `lateTime` is that time when it
/// was after the command started (such events print ` @300ms`).
struct TimedEvent {
    let event: Event<OutputValue>
    /// The virtual time it arrived at, in ms.
    let time: Int
    let lateTime: Int?

    init(event: Event<OutputValue>, time: Int, commandStart: Int) {
        self.event = event
        self.time = time
        lateTime = time > commandStart ? time : nil
    }

    /// An event that arrived at `lateTime`, or at the command's start when it is `nil`.
    init(event: Event<OutputValue>, lateTime: Int?) {
        self.event = event
        time = lateTime ?? 0
        self.lateTime = lateTime
    }

    /// The most items a list shows whole where not every event is kept; a longer one
    /// shows its first two and its last, as a long run of events shows its ends.
    static let listShownWhole = 5

    /// `"1"`, `error(boom)`, `completed`, with ` @300ms` when it came late.
    var text: String {
        text(listsWhole: true)
    }

    /// ``text``, a list longer than ``listShownWhole`` shortened unless `listsWhole`:
    /// `["rx-1", "rx-2", … "rx-9"] (9 items)`.
    func text(listsWhole: Bool) -> String {
        let base: String
        switch event {
        case .next(.list(let items)) where !listsWhole && items.count > Self.listShownWhole:
            let shown = OutputValue.list(Array(items.prefix(2))).description.dropLast()
            base = shown + ", … " + OutputValue.text(items[items.count - 1]).description + "] (\(items.count) items)"
        case .next(let value): base = value.description
        case .error(let error): base = "error(\(error))"
        case .completed: base = "completed"
        }
        guard let lateTime else { return base }
        return concatenated(base, " @", String(lateTime), "ms")
    }
}

/// What one subscriber of one variant received during a command, in bounded memory: the
/// number of events, the first ones (up to ``headLimit``) and the last few, a fingerprint
/// of all of them to compare variants, and nothing else — so a million events cost no
/// more than a few.
///
/// A summary leaves out at least three events or none: `"1" "2" "3" … "8" "9" "10"`
/// stands for four, never for one.
struct EventDigest {
    /// How many events a short summary shows at each end of a long run.
    static let shownAtEachEnd = 3
    /// How many events are kept after the head: the last three, and two more, so that a
    /// run is either shown whole or shortened by at least three.
    static let keptAtTail = shownAtEachEnd + 2
    /// The most events kept from the start of a run when every event is asked for
    /// (`--all-events`, `events all`, JSON): what a command prints stays bounded.
    static let keptWhenShowingAll = 10_000

    private static let emptyFingerprint: UInt64 = 0xcbf2_9ce4_8422_2325

    /// How many events are kept from the start.
    private(set) var headLimit: Int
    private(set) var count = 0
    private(set) var head: [TimedEvent] = []
    private(set) var tail: [TimedEvent] = []
    private(set) var fingerprint = EventDigest.emptyFingerprint

    /// An empty digest that keeps the first `headLimit` events.
    init(headLimit: Int = EventDigest.shownAtEachEnd) {
        self.headLimit = headLimit
    }

    /// Empties the digest for the next command, keeping its storage; `headLimit`, when
    /// given, is how many events it keeps from the start from now on.
    mutating func reset(headLimit: Int? = nil) {
        if let headLimit { self.headLimit = headLimit }
        count = 0
        head.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        fingerprint = Self.emptyFingerprint
    }

    mutating func append(_ event: TimedEvent) {
        count += 1
        if head.count < headLimit {
            head.append(event)
        } else {
            if tail.count == Self.keptAtTail { tail.removeFirst() }
            tail.append(event)
        }
        mix(event)
    }

    /// The fingerprint of every event, as 16 hexadecimal digits.
    var fingerprintText: String {
        let digits = String(fingerprint, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether a summary of it is every event kept when every event is asked for
    /// (`--all-events`, `events all`, a transcript), so one it shortens is very long.
    var keepsAll: Bool { headLimit == Self.keptWhenShowingAll }

    /// How many events between ``head`` and ``tail`` were not kept.
    var omitted: Int { count - head.count - tail.count }

    /// The identity two variants must share to agree: how many events, and which.
    var identity: Identity {
        Identity(count: count, fingerprint: fingerprint)
    }

    struct Identity: Hashable {
        let count: Int
        let fingerprint: UInt64
    }

    /// The events as one line: all of them, or the first and last few with the count.
    var summary: String {
        summary { text, _ in text }
    }

    /// ``summary`` with each event's text passed through `style`, told whether the event
    /// is a terminal one (`error(…)`, `completed`), which colour sets apart. With
    /// `fingerprint`, a run shortened also carries the fingerprint of all its events
    /// (`(20000 events, fingerprint 6a1f…)`), so that two runs that differ only in the
    /// events left out never print alike.
    func summary(fingerprint withFingerprint: Bool = false, style: (String, Bool) -> String) -> String {
        if count == 0 { return "—" }
        // A list long enough to crowd a projector is shortened where events are.
        let whole = keepsAll
        if count == 1, let only = head.first { return style(only.text(listsWhole: whole), only.event.isStopEvent) }
        var line = ""
        for event in head {
            if !line.isEmpty { line += " " }
            line += style(event.text(listsWhole: whole), event.event.isStopEvent)
        }
        let shortened = omitted > 0
        if shortened { line += " …" }
        for event in shortened ? tail.suffix(Self.shownAtEachEnd) : tail[...] {
            line += " "
            line += style(event.text(listsWhole: whole), event.event.isStopEvent)
        }
        if shortened {
            line += withFingerprint ? " (\(count) events, fingerprint \(fingerprintText))" : " (\(count) events)"
        }
        return line
    }

    private mutating func mix(_ event: TimedEvent) {
        switch event.event {
        case .next(.text(let text)):
            mix(byte: 1)
            mix(text)
        case .next(.flag(let flag)):
            mix(byte: flag ? 2 : 3)
        case .next(.number(let number)):
            mix(byte: 8)
            mix(String(number))
        case .next(.list(let texts)):
            mix(byte: 9)
            mix(String(texts.count))
            for text in texts {
                mix(text)
                mix(byte: 0)
            }
        case .next(.result(let tag, let detail)):
            // The parts a result prints from, rather than its printed text, which would
            // be built for every event: the same parts print the same text.
            mix(byte: 4)
            mix(tag)
            if let detail {
                mix(byte: 7)
                mix(detail)
            }
        case .error(let error):
            mix(byte: 5)
            mix("\(error)")
        case .completed:
            mix(byte: 6)
        }
        if let time = event.lateTime {
            var remaining = UInt64(time) | 1 << 63
            for _ in 0..<8 {
                mix(byte: UInt8(truncatingIfNeeded: remaining))
                remaining >>= 8
            }
        }
        mix(byte: 0x1F)
    }

    /// Mixes in the text's UTF-8, read in place where the string has it contiguous.
    private mutating func mix(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { mix(byte: byte) }
        }
        if done == nil {
            for byte in text.utf8 { mix(byte: byte) }
        }
    }

    private mutating func mix(byte: UInt8) {
        fingerprint = (fingerprint ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
