import MiniRx
import StyleKit

/// A marble diagram in RxJS marble notation, to fit the output's width: `-` a frame with
/// nothing, a letter or digit a value (the legend says which), `|` completed, `#` an
/// error, `^` where a late subscriber subscribed, `!` where it left, `(ab)` several events
/// in one frame, `(ab+3)` with three more not drawn. Frames are commands, numbered on the
/// axis and explained below, and later moments of virtual time, labelled in ms; a cell
/// narrower than its frame is padded with spaces, never with `-`. Each block of frames
/// has its own letters and legend, so no value goes without a symbol, and a block taller
/// than a screen repeats its axis below it.
struct MarbleText {
    let wrapper: LineWrapper
    let styler: Styler

    /// At most this many blocks of frames; a longer session shows its last part.
    static let maximumBlocks = 4

    /// The symbol of each value and terminal event, and the legend that explains them.
    struct Symbols {
        private(set) var symbols: [String: String] = [:]
        private(set) var legend: [(symbol: String, meaning: String)] = []
        private var nextLetter = 0
        private static let reserved: Set<Character> = ["-", "|", "#", "^", "!", "(", ")", " ", "?"]
        private static let letters = Array("abcdeghijklmnopqrsuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

        mutating func symbol(for event: Event<OutputValue>) -> String {
            let meaning = MarbleDiagram.describe(event)
            if let known = symbols[meaning] { return known }
            let symbol: String
            switch event {
            case .completed:
                symbol = "|"
            case .error:
                symbol = "#"
            case .next(.text(let text)) where text.count == 1 && !Self.reserved.contains(text[text.startIndex]) && !symbols.values.contains(text):
                symbol = text
            case .next(.flag(let flag)) where !symbols.values.contains(flag ? "t" : "f"):
                symbol = flag ? "t" : "f"
            default:
                var letter = "?"
                while nextLetter < Self.letters.count {
                    let candidate = String(Self.letters[nextLetter])
                    nextLetter += 1
                    if !symbols.values.contains(candidate) {
                        letter = candidate
                        break
                    }
                }
                symbol = letter
            }
            symbols[meaning] = symbol
            // A digit that is its own value, and `|`, need no explaining; `?` is
            // explained once, for every value past the letters.
            if symbol == "?" {
                if !legend.contains(where: { $0.symbol == "?" }) { legend.append(("?", "any other value")) }
            } else if symbol != "|", !(symbol.count == 1 && meaning == "\"\(symbol)\"") {
                legend.append((symbol, meaning))
            }
            return symbol
        }
    }

    /// The text of a lane's cell at `frame`: `^` where a late subscriber came, the
    /// events' symbols (several in parentheses, with `+N` for the events the frame left
    /// out), `!` where it left.
    private static func cell(of lane: MarbleDiagram.Lane, at frame: Int, symbols: inout Symbols) -> String {
        var text = lane.subscribed == frame ? "^" : ""
        let marks = (lane.eventsByFrame[frame] ?? []).map { symbols.symbol(for: $0) }
        let omitted = lane.omitted[frame] ?? 0
        let inside = marks.joined() + (omitted > 0 ? "+\(omitted)" : "")
        text += marks.count > 1 || omitted > 0 ? "(" + inside + ")" : inside
        if lane.unsubscribed == frame { text += "!" }
        return text
    }

    /// The columns a lane's cell takes at `frame`, which its symbols do not change.
    private static func width(of lane: MarbleDiagram.Lane, at frame: Int) -> Int {
        let count = lane.eventsByFrame[frame]?.count ?? 0
        let omitted = lane.omitted[frame].map { String($0).count + 1 } ?? 0
        let inside = count + omitted
        return (count > 1 || omitted > 0 ? inside + 2 : inside) + (lane.subscribed == frame ? 1 : 0) + (lane.unsubscribed == frame ? 1 : 0)
    }

    /// The most lane lines a block shows before its axis is drawn again below them, so
    /// that a diagram taller than a 24-row screen still has an axis in view.
    static let lanesBeforeAxisAgain = 16

    /// The most values a block gives letters to: a new block starts before its symbols
    /// would run out, so every value has a symbol of its own in its block's legend.
    static let valuesPerBlock = 40

    func render(_ diagram: MarbleDiagram) -> [String] {
        guard !diagram.lanes.isEmpty else {
            return ["no events since the \(diagram.startedByReset ? "last reset" : "start") on these streams"]
        }
        let labels = diagram.frames.map { $0.isLater ? "" : String($0.command) }
        let times = diagram.frames.map { $0.isLater ? String($0.time) : "" }
        // Frame widths: the widest cell, at least one column; a later moment's also holds
        // its time, which is what a lesson about time reads. A command's number goes
        // where it fits, else it is left out (the frames list says every frame).
        var widths = diagram.frames.indices.map { times[$0].isEmpty ? 1 : times[$0].count + 1 }
        for lane in diagram.lanes {
            for (frame, _) in lane.events { widths[frame] = max(widths[frame], Self.width(of: lane, at: frame)) }
            for frame in [lane.subscribed, lane.unsubscribed].compactMap({ $0 }) + Array(lane.omitted.keys) {
                widths[frame] = max(widths[frame], Self.width(of: lane, at: frame))
            }
        }
        // The values each frame shows, to keep a block within its letters.
        var valuesAt = diagram.frames.indices.map { _ in Set<String>() }
        for lane in diagram.lanes {
            for (frame, events) in lane.events {
                for event in events { valuesAt[frame].insert(MarbleDiagram.describe(event)) }
            }
        }
        // Blocks of frames that fit beside at least 20 columns of names.
        let budget = max(16, wrapper.width - 4 - 20)
        var blocks: [Range<Int>] = []
        var start = 0
        var used = 0
        var values = Set<String>()
        for frame in diagram.frames.indices {
            let more = values.union(valuesAt[frame])
            if (used + widths[frame] > budget || more.count > Self.valuesPerBlock) && frame > start {
                blocks.append(start..<frame)
                start = frame
                used = 0
                values = valuesAt[frame]
            } else {
                values = more
            }
            used += widths[frame]
        }
        blocks.append(start..<diagram.frames.count)
        var lines: [String] = []
        let skipped = max(0, blocks.count - Self.maximumBlocks)
        if skipped > 0 {
            lines.append("(frames before command \(diagram.frames[blocks[skipped].lowerBound].command) left out; 'marbles --svg FILE' draws more)")
        }
        for block in blocks.dropFirst(skipped) {
            // Each block has its own symbols, explained under it.
            var symbols = Symbols()
            // A block after the first continues its lanes: `…` says so, and keeps a lane
            // that resumes with an error from starting with `#`, which a transcript would
            // read as a comment.
            let lead = block.lowerBound == 0 ? "  " : "  …"
            let axisLead = block.lowerBound == 0 ? "  " : "   "
            /// The labels of `parts` at their frames' columns, each left out where it would
            /// run into the one before (the list under the diagram names every frame).
            func row(_ parts: [String]) -> String {
                var line = ""
                var column = 0
                for frame in block {
                    let label = parts[frame]
                    if !label.isEmpty, line.count <= column {
                        line += String(repeating: " ", count: column - line.count) + label + " "
                    }
                    column += widths[frame]
                }
                return line.trailingSpacesRemoved
            }
            // A line of spaces would read as a blank comment in a transcript.
            let axis = row(labels)
            var axisLines = [axisLead + (axis.isEmpty ? "·" : axis) + (block.lowerBound == 0 ? "  (frames: commands)" : "  (frames, continued)")]
            if block.contains(where: { diagram.frames[$0].isLater }) {
                let later = row(times)
                axisLines.append(axisLead + (later.isEmpty ? "·" : later) + "  (later, in ms)")
            }
            lines += axisLines
            var laneLines = 0
            var lastKey: GroupKey?
            for lane in diagram.lanes where lane.isPresent(in: block) {
                if lane.key != lastKey {
                    lastKey = lane.key
                    let title = lane.key.subscriber == .view ? lane.key.stream : "\(lane.key.stream) \(lane.key.subscriber.label)"
                    lines.append(title + ":")
                    laneLines += 1
                }
                // `-` is a frame with nothing; a cell narrower than its frame is padded
                // with spaces, which are no frames.
                var cells = ""
                for frame in block {
                    let text = Self.cell(of: lane, at: frame, symbols: &symbols)
                    let shown = text.isEmpty && lane.isPresent(at: frame) ? "-" : text
                    cells += shown + String(repeating: " ", count: max(0, widths[frame] - shown.count))
                }
                let names = lane.variants.joined(separator: " ")
                let wrapped = wrapper.wrap(lead + cells.trailingSpacesRemoved.padding(toLength: cells.count) + "  " + names, hang: lead.count + 2 + cells.count)
                lines += wrapped
                laneLines += wrapped.count
            }
            if laneLines > Self.lanesBeforeAxisAgain { lines += axisLines }
            if !symbols.legend.isEmpty {
                lines += packed("legend: ", symbols.legend.map { "\($0.symbol) \($0.meaning)" })
            }
        }
        // The commands of the frames shown, with the later moments of each.
        let startName = diagram.startedByReset ? "reset" : "start"
        let firstCommand = diagram.frames[blocks[skipped].lowerBound].command
        var later: [Int: [Int]] = [:]
        for frame in diagram.frames where frame.isLater { later[frame.command, default: []].append(frame.time) }
        func named(_ number: Int, _ text: String) -> String {
            let moments = later[number].map { " (then " + $0.map { "\($0) ms" }.joined(separator: ", ") + ")" } ?? ""
            return "\(number) \(text)\(moments)"
        }
        let explained = (firstCommand == 0 ? [named(0, startName)] : [])
            + diagram.commands.enumerated().dropFirst(max(0, firstCommand - 1)).map { named($0.offset + 1, $0.element) }
        lines += packed("frames: ", explained)
        if diagram.lanes.contains(where: { !$0.omitted.isEmpty }) {
            lines.append("(+N: N more events in that frame, not drawn; a frame keeps the first \(EventHistory.eventsPerCell) of a lane)")
        }
        if diagram.isFull {
            lines.append("(only the first \(EventHistory.commandLimit) commands since the reset are kept)")
        }
        if diagram.leftOut > 0 {
            lines.append("(\(diagram.leftOut) events not drawn: the diagram keeps \(EventHistory.limit) events)")
        }
        return lines
    }
}

extension MarbleText {
    /// `items` after `title`, comma-separated, as many to a line as fit the width; an item
    /// is never split (a frame's number stays with its command), and one that starts
    /// with `#` (`# error(boom)`) never starts a line, which a transcript would read back
    /// as a comment: the item before it comes along.
    func packed(_ title: String, _ items: [String]) -> [String] {
        var pieces: [String] = []
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            if piece.hasPrefix("#"), let last = pieces.popLast() {
                pieces.append(last + " " + piece)
            } else {
                pieces.append(piece)
            }
        }
        return LineWrapper.pack(pieces, after: title, width: wrapper.width)
    }
}

extension String {
    /// The string with spaces added at the end to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string without trailing spaces.
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
