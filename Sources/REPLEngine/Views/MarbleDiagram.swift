import MiniRx
import StyleKit

/// The events since the last reset laid out for marble diagrams: frames on a time axis
/// and lanes, lanes alike in several variants merged. `MarbleText` draws it in RxJS
/// marble notation, `MarbleSVG` as a picture, `JSONRenderer` as records.
///
/// Lanes are sparse (the frames with events, and where a late subscriber came and went),
/// as most frames of most lanes hold nothing: a thousand commands' diagram is built in
/// time proportional to its events.
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

    /// One lane, and the variants it stands for.
    struct Lane {
        let key: GroupKey
        let variants: [String]
        /// The frame a late subscriber subscribed at (-1: before the first frame drawn);
        /// `nil` for the view's own lane.
        let subscribed: Int?
        /// The frame a late subscriber left at, if it did.
        let unsubscribed: Int?
        /// The frames with events, in order, and their events.
        let events: [(frame: Int, events: [Event<OutputValue>])]
        /// The same, by frame.
        let eventsByFrame: [Int: [Event<OutputValue>]]
        /// How many events a frame left out past the ones it holds, by frame: a command
        /// keeps the first ``EventHistory/eventsPerCell`` of a lane.
        let omitted: [Int: Int]

        /// Whether the lane exists at `frame`: a late subscriber's does from its
        /// subscription to its end.
        func isPresent(at frame: Int) -> Bool {
            let from = key.subscriber == .view ? 0 : (subscribed ?? .max)
            return frame >= from && frame <= (unsubscribed ?? .max)
        }

        /// Whether the lane exists anywhere in `frames`.
        func isPresent(in frames: Range<Int>) -> Bool {
            let from = key.subscriber == .view ? 0 : (subscribed ?? .max)
            return from < frames.upperBound && (unsubscribed ?? .max) >= frames.lowerBound
        }
    }

    private(set) var frames: [Frame]
    private(set) var lanes: [Lane]
    /// What each command was, by number from 1.
    let commands: [String]
    let startedByReset: Bool
    /// Events the history did not keep.
    let leftOut: Int
    /// Whether the history stopped at its command limit.
    let isFull: Bool
    /// How many frames from the start were left out (``droppingFrames(before:)``).
    private(set) var framesLeftOut = 0

    /// The diagram from frame `cut` on: frames before it, and the lanes of late
    /// subscribers that left before it, are left out; a lane subscribed before it runs
    /// from the first frame, with no mark of its subscription.
    func droppingFrames(before cut: Int) -> MarbleDiagram {
        guard cut > 0, cut < frames.count else { return self }
        var kept = self
        kept.frames = Array(frames[cut...])
        kept.framesLeftOut = framesLeftOut + cut
        kept.lanes = lanes.compactMap { lane in
            if let unsubscribed = lane.unsubscribed, unsubscribed < cut { return nil }
            let events = lane.events.filter { $0.frame >= cut }.map { (frame: $0.frame - cut, events: $0.events) }
            var omitted: [Int: Int] = [:]
            for (frame, count) in lane.omitted where frame >= cut { omitted[frame - cut] = count }
            return Lane(key: lane.key, variants: lane.variants, subscribed: lane.subscribed.map { max(-1, $0 - cut) },
                        unsubscribed: lane.unsubscribed.map { $0 - cut }, events: events,
                        eventsByFrame: Dictionary(uniqueKeysWithValues: events.map { ($0.frame, $0.events) }), omitted: omitted)
        }
        return kept
    }

    /// What one variant's lane holds while the diagram is built.
    private struct Builder {
        var events: [Int: [Event<OutputValue>]] = [:]
        var omitted: [Int: Int] = [:]
        var subscribed: Int?
        var unsubscribed: Int?

        func same(as other: Builder) -> Bool {
            guard subscribed == other.subscribed, unsubscribed == other.unsubscribed, events.count == other.events.count,
                  omitted == other.omitted else { return false }
            for (frame, mine) in events {
                guard let theirs = other.events[frame], mine.count == theirs.count,
                      zip(mine, theirs).allSatisfy(MarbleDiagram.same) else { return false }
            }
            return true
        }
    }

    /// The diagram of `history` for `streams` (every stream when empty), `variantNames`
    /// by catalog index, showing `shown` variants, streams in `streamOrder`.
    init(history: EventHistory, streams: [String], variantNames: [String], shown: [Int], streamOrder: [String]) {
        // Frames: each command's start, then its later moments, in order.
        func start(of command: Int) -> Int { command == 0 ? 0 : history.commands[command - 1].time }
        var laterTimes: [Int: Set<Int>] = [:]
        for entry in history.entries where entry.time > start(of: entry.command) {
            laterTimes[entry.command, default: []].insert(entry.time)
        }
        var frames: [Frame] = []
        var commandFrame: [Int] = []
        var laterFrame: [Int: [Int: Int]] = [:]
        for command in 0...history.commands.count {
            commandFrame.append(frames.count)
            frames.append(Frame(command: command, time: start(of: command), isLater: false))
            for time in (laterTimes[command] ?? []).sorted() {
                laterFrame[command, default: [:]][time] = frames.count
                frames.append(Frame(command: command, time: time, isLater: true))
            }
        }
        func frame(command: Int, time: Int) -> Int {
            time > start(of: command) ? (laterFrame[command]?[time] ?? commandFrame[command]) : commandFrame[command]
        }
        // One builder per key and variant, found by the history's key number.
        let wanted = Set(streams)
        let keyWanted = history.keys.map { wanted.isEmpty || wanted.contains($0.stream) }
        var isShown = Array(repeating: false, count: variantNames.count)
        for variant in shown where variant < isShown.count { isShown[variant] = true }
        var builders = Array(repeating: [Builder?](repeating: nil, count: variantNames.count), count: history.keys.count)
        /// Changes one builder in place: taken out first, so that its storage is not copied.
        func update(_ id: Int, _ variant: Int, _ change: (inout Builder) -> Void) {
            var builder = builders[id][variant] ?? Builder()
            builders[id][variant] = nil
            change(&builder)
            builders[id][variant] = builder
        }
        var seen = Array(repeating: false, count: history.keys.count)
        // The frame of each cell's last kept event, where what it left out is counted.
        var lastFrame: [EventHistory.Cell: Int] = [:]
        for entry in history.entries where keyWanted[entry.keyID] && isShown[entry.variant] {
            seen[entry.keyID] = true
            let at = frame(command: entry.command, time: entry.time)
            update(entry.keyID, entry.variant) { $0.events[at, default: []].append(entry.event) }
            lastFrame[EventHistory.Cell(command: entry.command, keyID: entry.keyID, variant: entry.variant)] = at
        }
        for (cell, count) in history.omitted where keyWanted[cell.keyID] && isShown[cell.variant] {
            let at = lastFrame[cell] ?? commandFrame[cell.command]
            update(cell.keyID, cell.variant) { $0.omitted[at, default: 0] += count }
        }
        var keyIDs: [GroupKey: Int] = [:]
        for (id, key) in history.keys.enumerated() { keyIDs[key] = id }
        for mark in history.marks {
            guard let id = keyIDs[mark.key], keyWanted[id] else { continue }
            seen[id] = true
            let at = commandFrame[mark.command]
            for variant in shown {
                update(id, variant) { builder in
                    if mark.subscribed { builder.subscribed = at } else { builder.unsubscribed = at }
                }
            }
        }
        // Lanes in the output's stream order, subscribers in turn; variants alike merged,
        // the largest group first.
        let order = { (id: Int) in (streamOrder.firstIndex(of: history.keys[id].stream) ?? .max, history.keys[id].subscriber.number) }
        var lanes: [Lane] = []
        for id in history.keys.indices.filter({ seen[$0] }).sorted(by: { order($0) < order($1) }) {
            var groups: [(builder: Builder, variants: [Int])] = []
            for variant in shown {
                let builder = builders[id][variant] ?? Builder()
                if let place = groups.firstIndex(where: { $0.builder.same(as: builder) }) {
                    groups[place].variants.append(variant)
                } else {
                    groups.append((builder, [variant]))
                }
            }
            let sorted = groups.enumerated().sorted { lhs, rhs in
                lhs.element.variants.count != rhs.element.variants.count ? lhs.element.variants.count > rhs.element.variants.count : lhs.offset < rhs.offset
            }
            lanes += sorted.map { group in
                let builder = group.element.builder
                return Lane(
                    key: history.keys[id],
                    variants: group.element.variants.map { variantNames[$0] },
                    subscribed: builder.subscribed,
                    unsubscribed: builder.unsubscribed,
                    events: builder.events.keys.sorted().map { ($0, builder.events[$0] ?? []) },
                    eventsByFrame: builder.events,
                    omitted: builder.omitted
                )
            }
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
