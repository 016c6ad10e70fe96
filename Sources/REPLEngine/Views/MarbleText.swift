import MiniRx
import Variants

/// A marble diagram in RxJS marble notation, to fit the output's width: `-` a frame with
/// nothing, a letter or digit a value (the legend says which), `|` completed, `#` an
/// error, `^` where a late subscriber subscribed, `!` where it left, `(ab)` several events
/// in one frame. Frames are commands, numbered on the axis and explained below, and later
/// moments of virtual time, labelled in ms.
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

    /// The columns a lane's cell takes at `frame`, which its symbols do not change.
    private static func width(of lane: MarbleDiagram.Lane, at frame: Int) -> Int {
        let count = lane.eventsByFrame[frame]?.count ?? 0
        return (count > 1 ? count + 2 : count) + (lane.subscribed == frame ? 1 : 0) + (lane.unsubscribed == frame ? 1 : 0)
    }

    func render(_ diagram: MarbleDiagram) -> [String] {
        guard !diagram.lanes.isEmpty else {
            return ["no events since the \(diagram.startedByReset ? "last reset" : "start") on these streams"]
        }
        let labels = diagram.frames.map { $0.isLater ? "" : String($0.command) }
        let times = diagram.frames.map { $0.isLater ? String($0.time) : "" }
        // Frame widths: the widest cell; a later moment's also holds its time and a space.
        var widths = diagram.frames.indices.map { times[$0].isEmpty ? 1 : times[$0].count + 1 }
        for lane in diagram.lanes {
            for (frame, _) in lane.events { widths[frame] = max(widths[frame], Self.width(of: lane, at: frame)) }
            for frame in [lane.subscribed, lane.unsubscribed].compactMap({ $0 }) {
                widths[frame] = max(widths[frame], Self.width(of: lane, at: frame))
            }
        }
        // Blocks of frames that fit beside at least 20 columns of names.
        let budget = max(16, wrapper.width - 4 - 20)
        var blocks: [Range<Int>] = []
        var start = 0
        var used = 0
        for frame in diagram.frames.indices {
            if used + widths[frame] > budget && frame > start {
                blocks.append(start..<frame)
                start = frame
                used = 0
            }
            used += widths[frame]
        }
        blocks.append(start..<diagram.frames.count)
        var lines: [String] = []
        let skipped = max(0, blocks.count - Self.maximumBlocks)
        if skipped > 0 {
            lines.append("(frames before command \(diagram.frames[blocks[skipped].lowerBound].command) left out; 'marbles --svg FILE' draws them all)")
        }
        var symbols = Symbols()
        for block in blocks.dropFirst(skipped) {
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
            lines.append(axisLead + (axis.isEmpty ? "·" : axis) + (block.lowerBound == 0 ? "  (frames: commands)" : "  (frames, continued)"))
            if block.contains(where: { diagram.frames[$0].isLater }) {
                lines.append(axisLead + row(times) + "  (later, in ms)")
            }
            var lastKey: GroupKey?
            for lane in diagram.lanes where lane.isPresent(in: block) {
                if lane.key != lastKey {
                    lastKey = lane.key
                    let title = lane.key.subscriber == .view ? lane.key.stream : "\(lane.key.stream) \(lane.key.subscriber.label)"
                    lines.append(title + ":")
                }
                var cells = ""
                for frame in block {
                    var text = lane.subscribed == frame ? "^" : ""
                    let marks = (lane.eventsByFrame[frame] ?? []).map { symbols.symbol(for: $0) }
                    text += marks.count > 1 ? "(" + marks.joined() + ")" : marks.joined()
                    if lane.unsubscribed == frame { text += "!" }
                    let filler: Character = lane.isPresent(at: frame) ? "-" : " "
                    cells += text + String(repeating: filler, count: max(0, widths[frame] - text.count))
                }
                let names = lane.variants.joined(separator: " ")
                lines += wrapper.wrap(lead + cells + "  " + names, hang: lead.count + 2 + cells.count)
            }
        }
        // The commands of the frames shown.
        let startName = diagram.startedByReset ? "reset" : "start"
        let firstCommand = diagram.frames[blocks[skipped].lowerBound].command
        let explained = (firstCommand == 0 ? ["0 \(startName)"] : [])
            + diagram.commands.enumerated().dropFirst(max(0, firstCommand - 1)).map { "\($0.offset + 1) \($0.element)" }
        lines += packed("frames: ", explained)
        if !symbols.legend.isEmpty {
            lines += packed("legend: ", symbols.legend.map { "\($0.symbol) \($0.meaning)" })
        }
        if diagram.isFull {
            lines.append("(only the first \(EventHistory.commandLimit) commands since the reset are kept)")
        }
        if diagram.leftOut > 0 {
            lines.append("(\(diagram.leftOut) events not drawn: a frame shows at most \(EventHistory.eventsPerCell) of a lane)")
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
        var lines: [String] = []
        var line = title
        for piece in pieces {
            if line.count > title.count, line.count + 1 + piece.count > wrapper.width {
                lines.append(line)
                line = String(repeating: " ", count: title.count) + piece
            } else {
                line += (line.count > title.count ? " " : "") + piece
            }
        }
        lines.append(line)
        return lines
    }
}

extension String {
    /// The string without trailing spaces.
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
