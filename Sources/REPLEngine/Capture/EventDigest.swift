import MiniRx
import Variants

/// An event as a probe received it, with its virtual time when that was after the command
/// started (such events print ` @300ms`).
struct TimedEvent {
    let event: Event<OutputValue>
    let lateTime: Int?

    /// `"1"`, `error(boom)`, `completed`, with ` @300ms` when it came late.
    var text: String {
        let base: String
        switch event {
        case .next(let value): base = value.description
        case .error(let error): base = "error(\(error))"
        case .completed: base = "completed"
        }
        guard let lateTime else { return base }
        return concatenated(base, " @", String(lateTime), "ms")
    }
}

/// What one subscriber of one variant received during a command, in bounded memory: the
/// number of events, the first and last few, a fingerprint of all of them to compare
/// variants, and nothing else — so a million events cost no more than three.
struct EventDigest {
    static let shownAtEachEnd = 3

    private static let emptyFingerprint: UInt64 = 0xcbf2_9ce4_8422_2325

    private(set) var count = 0
    private(set) var head: [TimedEvent] = []
    private(set) var tail: [TimedEvent] = []
    private(set) var fingerprint = EventDigest.emptyFingerprint

    /// Empties the digest for the next command, keeping its storage.
    mutating func reset() {
        count = 0
        head.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        fingerprint = Self.emptyFingerprint
    }

    mutating func append(_ event: TimedEvent) {
        count += 1
        if head.count < Self.shownAtEachEnd {
            head.append(event)
        } else {
            if tail.count == Self.shownAtEachEnd { tail.removeFirst() }
            tail.append(event)
        }
        mix(event)
    }

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
        if count == 0 { return "—" }
        if count == 1, let only = head.first { return only.text }
        var line = ""
        for event in head {
            if !line.isEmpty { line += " " }
            line += event.text
        }
        let shortened = count > head.count + tail.count
        if shortened { line += " …" }
        for event in tail {
            line += " "
            line += event.text
        }
        if shortened { line += " (\(count) events)" }
        return line
    }

    private mutating func mix(_ event: TimedEvent) {
        switch event.event {
        case .next(.text(let text)):
            mix(byte: 1)
            mix(text)
        case .next(.flag(let flag)):
            mix(byte: flag ? 2 : 3)
        case .next(.result(.success(let token))):
            // The parts a result prints from, rather than its printed text, which would
            // be built for every event: the same parts print the same text.
            mix(byte: 4)
            mix(token)
        case .next(.result(.failure(let error))):
            mix(byte: 7)
            mix(error.description)
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

    @inline(__always)
    private mutating func mix(byte: UInt8) {
        fingerprint = (fingerprint ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
