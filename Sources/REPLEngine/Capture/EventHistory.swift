import MiniRx
import StyleKit

/// Every event since the last `reset` (or the start), with the command it came in and
/// its virtual time, for `marbles`; and where late subscribers came and went.
///
/// Bounded: it keeps at most ``eventsPerCell`` events of one stream, subscriber and
/// variant in one command (a `countup 1000` draws as its first few, and counts the rest
/// where they were left out), at most ``limit`` events and ``commandLimit`` commands in
/// all, and counts what it left out, which the diagram says.
struct EventHistory {
    /// One event a probe received.
    struct Entry {
        /// The command it came in: 0 for the session's start or its last `reset`.
        let command: Int
        let time: Int
        /// Its stream and subscriber, by number in ``keys``.
        let keyID: Int
        let variant: Int
        let event: Event<OutputValue>

        /// Its stream and subscriber.
        func key(in history: EventHistory) -> GroupKey { history.keys[keyID] }
    }

    /// The streams and subscribers the entries name, numbered in the order they came:
    /// an entry holds a number, not a copy of a key, as every event makes one.
    private(set) var keys: [GroupKey] = []
    private var keyIDs: [GroupKey: Int] = [:]

    /// The number of `key`, given on first use.
    mutating func keyID(for key: GroupKey) -> Int {
        if let known = keyIDs[key] { return known }
        keys.append(key)
        keyIDs[key] = keys.count - 1
        return keys.count - 1
    }

    /// A late subscriber's start or end.
    struct Mark {
        let command: Int
        let key: GroupKey
        let subscribed: Bool
    }

    static let limit = 20_000
    static let commandLimit = 2_000
    static let eventsPerCell = 8

    private(set) var entries: [Entry] = []
    private(set) var marks: [Mark] = []
    /// Each command's text and the virtual time it started at, by number from 1.
    private(set) var commands: [(text: String, time: Int)] = []
    /// Events received beyond ``limit``.
    private(set) var leftOut = 0

    /// Where a command's events of one lane went past ``eventsPerCell``.
    struct Cell: Hashable {
        let command: Int
        let keyID: Int
        let variant: Int
    }

    /// How many events each cell left out past its first ``eventsPerCell``.
    private(set) var omitted: [Cell: Int] = [:]
    /// What frame 0 stands for: the session's start, or a `reset`.
    private(set) var startedByReset = false

    /// The number of the command running now (0 before the first).
    var currentCommand: Int { commands.count }

    /// Whether it holds as many commands as it keeps: later ones are not recorded.
    var isFull: Bool { commands.count >= Self.commandLimit }

    mutating func begin(_ text: String, at time: Int) {
        guard !isFull else { return }
        commands.append((text, time))
    }

    /// Records an event that is the `countInCommand`-th of its stream, subscriber and
    /// variant in the command running now.
    mutating func record(keyID: Int, variant: Int, event: Event<OutputValue>, time: Int, countInCommand: Int) {
        guard entries.count < Self.limit, !isFull else {
            leftOut += 1
            return
        }
        guard countInCommand <= Self.eventsPerCell else {
            omitted[Cell(command: currentCommand, keyID: keyID, variant: variant), default: 0] += 1
            return
        }
        entries.append(Entry(command: currentCommand, time: time, keyID: keyID, variant: variant, event: event))
    }

    mutating func mark(_ key: GroupKey, subscribed: Bool) {
        marks.append(Mark(command: currentCommand, key: key, subscribed: subscribed))
    }

    /// Forgets everything: a `reset` starts the history again.
    mutating func restart() {
        entries.removeAll()
        marks.removeAll()
        commands.removeAll()
        keys.removeAll()
        keyIDs.removeAll()
        omitted.removeAll()
        leftOut = 0
        startedByReset = true
    }
}
