/// What one subscriber of one variant received during a command, in bounded memory: the
/// number of events, the first and last few as text, a fingerprint of all of them to
/// compare variants, and whether the last one ended the stream.
struct EventDigest: Equatable {
    static let shownAtEachEnd = 3

    private(set) var count = 0
    private(set) var head: [String] = []
    private(set) var tail: [String] = []
    private(set) var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
    private(set) var terminated = false

    mutating func append(_ rendered: String, isStop: Bool) {
        count += 1
        if head.count < Self.shownAtEachEnd {
            head.append(rendered)
        } else {
            tail.append(rendered)
            if tail.count > Self.shownAtEachEnd { tail.removeFirst() }
        }
        for byte in rendered.utf8 {
            fingerprint = (fingerprint ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        fingerprint = (fingerprint ^ 0x1f) &* 0x0000_0100_0000_01b3
        terminated = terminated || isStop
    }

    /// The events as one line: all of them, or the first and last few with the count.
    var summary: String {
        if count == 0 { return "—" }
        if count <= Self.shownAtEachEnd * 2 + 1 && count == head.count + tail.count {
            return (head + tail).joined(separator: " ")
        }
        return (head + ["…"] + tail).joined(separator: " ") + " (\(count) events)"
    }

    /// Whether two digests show the same events.
    func sameEvents(as other: EventDigest) -> Bool {
        count == other.count && fingerprint == other.fingerprint
    }
}
