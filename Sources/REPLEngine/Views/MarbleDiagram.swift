import MiniRx
import Variants

/// The events since the last reset laid out for marble diagrams: frames on a time axis
/// and lanes of cells, lanes alike in several variants merged. `MarbleText` draws it in
/// RxJS marble notation, `MarbleSVG` as a picture, `JSONRenderer` as records.
struct MarbleDiagram {
    /// A moment on the time axis: a command's start, or a later virtual time within it.
    struct Frame: Equatable {
        /// The command, numbered from 1 since the reset; 0 is the start or the reset.
        let command: Int
        /// The virtual time, in ms.
        let time: Int
        /// Whether it is a later moment of its command (an answer arriving at `time`).
        let isLater: Bool
    }

    /// What a lane shows in one frame.
    struct Cell: Equatable {
        var events: [Event<OutputValue>] = []
        var subscribed = false
        var unsubscribed = false
        /// Whether the lane exists at this frame (a late subscriber's does not before it
        /// subscribed or after it left).
        var present = true

        static func == (lhs: Cell, rhs: Cell) -> Bool {
            lhs.present == rhs.present && lhs.subscribed == rhs.subscribed && lhs.unsubscribed == rhs.unsubscribed
                && lhs.events.count == rhs.events.count && zip(lhs.events, rhs.events).allSatisfy(MarbleDiagram.same)
        }
    }

    /// One lane, and the variants it stands for.
    struct Lane {
        let key: GroupKey
        let variants: [String]
        let cells: [Cell]
    }

    let frames: [Frame]
    let lanes: [Lane]
    /// What each command was, by number from 1.
    let commands: [String]
    let startedByReset: Bool
    /// Events the history did not keep.
    let leftOut: Int
    /// Whether the history stopped at its command limit.
    let isFull: Bool

    /// The diagram of `history` for `streams` (every stream when empty), `variantNames`
    /// by catalog index, showing `shown` variants, streams in `streamOrder`.
    init(history: EventHistory, streams: [String], variantNames: [String], shown: [Int], streamOrder: [String]) {
        // Frames: each command's start, then its later moments, in order.
        var frames = [Frame(command: 0, time: 0, isLater: false)]
        var laterTimes: [Int: Set<Int>] = [:]
        for entry in history.entries {
            let start = entry.command == 0 ? 0 : history.commands[entry.command - 1].time
            if entry.time > start { laterTimes[entry.command, default: []].insert(entry.time) }
        }
        for command in 0...history.commands.count {
            if command > 0 { frames.append(Frame(command: command, time: history.commands[command - 1].time, isLater: false)) }
            for time in (laterTimes[command] ?? []).sorted() {
                frames.append(Frame(command: command, time: time, isLater: true))
            }
        }
        var frameIndex: [Int: [Int: Int]] = [:]
        for (index, frame) in frames.enumerated() {
            frameIndex[frame.command, default: [:]][frame.isLater ? frame.time : -1] = index
        }
        func index(command: Int, time: Int) -> Int {
            let start = command == 0 ? 0 : history.commands[command - 1].time
            return frameIndex[command]?[time > start ? time : -1] ?? 0
        }
        // Cells per lane and variant, filled in place.
        var keys: [GroupKey] = []
        var laneNumbers: [GroupKey: [Int: Int]] = [:]
        var allCells: [[Cell]] = []
        func lane(_ key: GroupKey, _ variant: Int) -> Int {
            if laneNumbers[key] == nil { keys.append(key) }
            if let known = laneNumbers[key]?[variant] { return known }
            // A late subscriber's lane starts absent; the view's is there from the start.
            allCells.append(Array(repeating: Cell(present: key.subscriber == .view), count: frames.count))
            laneNumbers[key, default: [:]][variant] = allCells.count - 1
            return allCells.count - 1
        }
        let wanted = Set(streams)
        let shownSet = Set(shown)
        // Lane numbers by the history's key number and variant: no key is hashed per event.
        var laneByKeyID = Array(repeating: [Int?](repeating: nil, count: variantNames.count), count: history.keys.count)
        let wantedKeyIDs = history.keys.map { wanted.isEmpty || wanted.contains($0.stream) }
        for entry in history.entries where wantedKeyIDs[entry.keyID] && shownSet.contains(entry.variant) {
            let number: Int
            if let known = laneByKeyID[entry.keyID][entry.variant] {
                number = known
            } else {
                number = lane(history.keys[entry.keyID], entry.variant)
                laneByKeyID[entry.keyID][entry.variant] = number
            }
            allCells[number][index(command: entry.command, time: entry.time)].events.append(entry.event)
        }
        for mark in history.marks where wanted.isEmpty || wanted.contains(mark.key.stream) {
            let at = index(command: mark.command, time: mark.command == 0 ? 0 : history.commands[mark.command - 1].time)
            for variant in shown {
                let number = lane(mark.key, variant)
                if mark.subscribed {
                    allCells[number][at].subscribed = true
                    for frame in at..<frames.count { allCells[number][frame].present = true }
                } else {
                    allCells[number][at].unsubscribed = true
                    for frame in (at + 1)..<max(at + 1, frames.count) { allCells[number][frame].present = false }
                }
            }
        }
        // Lanes in the output's stream order, subscribers in turn; variants alike merged.
        let order = { (key: GroupKey) in (streamOrder.firstIndex(of: key.stream) ?? .max, key.subscriber.number) }
        var lanes: [Lane] = []
        for key in keys.sorted(by: { order($0) < order($1) }) {
            var groups: [(cells: [Cell], variants: [Int])] = []
            for variant in shown {
                let laneCells = laneNumbers[key]?[variant].map { allCells[$0] } ?? Array(repeating: Cell(present: key.subscriber == .view), count: frames.count)
                if let place = groups.firstIndex(where: { $0.cells == laneCells }) {
                    groups[place].variants.append(variant)
                } else {
                    groups.append((laneCells, [variant]))
                }
            }
            let sorted = groups.enumerated().sorted { lhs, rhs in
                lhs.element.variants.count != rhs.element.variants.count ? lhs.element.variants.count > rhs.element.variants.count : lhs.offset < rhs.offset
            }
            lanes += sorted.map { Lane(key: key, variants: $0.element.variants.map { variantNames[$0] }, cells: $0.element.cells) }
        }
        self.frames = frames
        self.lanes = lanes
        commands = history.commands.map(\.text)
        startedByReset = history.startedByReset
        leftOut = history.leftOut
        isFull = history.isFull
    }

    /// Whether two events print the same, told without making their text where it can be.
    static func same(_ lhs: Event<OutputValue>, _ rhs: Event<OutputValue>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error, .error): return describe(lhs) == describe(rhs)
        default: return false
        }
    }

    /// How an event reads in a legend: `"1"`, `true`, `error(boom)`, `completed`.
    static func describe(_ event: Event<OutputValue>) -> String {
        TimedEvent(event: event, lateTime: nil).text
    }
}
