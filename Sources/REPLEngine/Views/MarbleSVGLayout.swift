/// Where everything of an SVG marble diagram goes: frames as wide as their events (no two
/// marbles overlap), a names column as wide as its longest name (nothing cut), blocks of
/// frames stacked so the picture is at most ``maximumWidth`` wide, and the frames list
/// and legend wrapped under them. Text widths are estimated generously for the sans-serif
/// fonts the SVG asks for, so text stays inside the picture whichever of them renders it.
struct MarbleSVGLayout {
    static let radius = 16
    /// From one marble's centre to the next in a frame: no two touch.
    static let pitch = 2 * radius + 6
    static let minimumFrameWidth = 56
    static let margin = 24
    static let maximumWidth = 1920
    /// The tallest picture drawn: a long session's last frames are drawn, within it.
    /// librsvg draws no picture taller than 32,767 px.
    static let maximumHeight = 32_000
    /// The text size of names, labels, the frames list and the legend: legible on a
    /// projector.
    static let fontSize = 14
    static let titleSize = 16
    static let lineHeight = 22
    static let axisHeight = 40
    /// The longest value or error written out on its marble or under its cross; a longer
    /// one gets a symbol that the legend explains.
    static let widestValueText = 3
    static let widestErrorText = 12
    /// Variant names on one line of a lane's label, at most.
    static let namesPerLine = 32

    /// The columns of the SVG a text of `characters` takes at `size` px, at most.
    static func textWidth(_ text: String, size: Int, bold: Bool = false) -> Int {
        (text.count * size * (bold ? 68 : 62) + 99) / 100
    }

    /// The room `+N` takes beside a frame's marbles: its outline and a gap.
    static func badgeWidth(_ omitted: Int) -> Int {
        textWidth("+\(omitted)", size: fontSize) + 20 + 8
    }

    /// One lane's label: its title and its variants' names, wrapped.
    struct Label {
        let title: String
        let names: [String]
    }

    let frameWidths: [Int]
    /// Where each frame starts, from the left edge of its block's frames.
    let frameStarts: [Int]
    let labels: [Label]
    let namesWidth: Int
    let rowHeights: [Int]
    /// Runs of frames drawn one under the other.
    let blocks: [Range<Int>]
    let width: Int
    /// The lines under the diagram: the frames list, the legend and notes.
    let footer: [String]
    let height: Int

    /// Lays out `diagram`, whose frames' extra text (`frameText`) and footer items are
    /// given by the renderer.
    init(_ diagram: MarbleDiagram, axisLabels: [String], cellExtras: [Int: Int], footerItems: [(title: String, items: [String])]) {
        labels = diagram.lanes.map { lane in
            let title = lane.key.subscriber == .view ? lane.key.stream : "\(lane.key.stream) \(lane.key.subscriber.label)"
            return Label(title: title, names: Self.wrapped(lane.variants, to: Self.namesPerLine))
        }
        let widest = labels.map { label in
            max(Self.textWidth(label.title, size: Self.titleSize, bold: true), label.names.map { Self.textWidth($0, size: Self.fontSize) }.max() ?? 0)
        }.max() ?? 0
        namesWidth = max(140, widest + 2 * Self.margin)
        rowHeights = labels.map { max(80, 24 + Self.lineHeight * $0.names.count + 16) }
        // A frame is as wide as its widest cell and its label.
        var widths = diagram.frames.indices.map { frame in
            max(Self.minimumFrameWidth, Self.textWidth(axisLabels[frame], size: Self.fontSize) + 16, (cellExtras[frame] ?? 0) + 16)
        }
        for lane in diagram.lanes {
            for (frame, events) in lane.events {
                let badge = lane.omitted[frame].map(Self.badgeWidth) ?? 0
                widths[frame] = max(widths[frame], events.count * Self.pitch + badge + 16)
            }
            for (frame, count) in lane.omitted where lane.eventsByFrame[frame] == nil {
                widths[frame] = max(widths[frame], Self.badgeWidth(count) + 16)
            }
        }
        frameWidths = widths
        // Blocks of frames within the widest picture.
        let room = Self.maximumWidth - namesWidth - Self.margin
        var blocks: [Range<Int>] = []
        var starts = Array(repeating: 0, count: widths.count)
        var start = 0
        var used = 0
        for frame in widths.indices {
            if used + widths[frame] > room && frame > start {
                blocks.append(start..<frame)
                start = frame
                used = 0
            }
            starts[frame] = used
            used += widths[frame]
        }
        blocks.append(start..<max(start, widths.count))
        self.blocks = blocks
        frameStarts = starts
        let framesWidth = blocks.map { $0.reduce(0) { $0 + widths[$1] } }.max() ?? 0
        width = min(Self.maximumWidth, max(480, namesWidth + framesWidth + Self.margin))
        // The footer, wrapped to the picture's width: an item is never split.
        let perLine = (width - 2 * Self.margin) * 100 / (Self.fontSize * 62)
        footer = footerItems.flatMap { Self.packed($0.title, $0.items, perLine: perLine) }
        let lanesHeight = rowHeights.reduce(0, +)
        height = Self.margin + blocks.count * (Self.axisHeight + lanesHeight) + 16 + footer.count * Self.lineHeight + Self.margin
    }

    /// The top of block `index`.
    func blockTop(_ index: Int) -> Int {
        Self.margin + index * (Self.axisHeight + rowHeights.reduce(0, +))
    }

    /// The centre line of lane `row` in block `index`.
    func laneCentre(_ row: Int, block index: Int) -> Int {
        blockTop(index) + Self.axisHeight + rowHeights.prefix(row).reduce(0, +) + rowHeights[row] / 2
    }

    /// The centre of `frame`.
    func centre(of frame: Int) -> Int {
        namesWidth + frameStarts[frame] + frameWidths[frame] / 2
    }

    /// The left edge of `frame`.
    func left(of frame: Int) -> Int {
        namesWidth + frameStarts[frame]
    }

    /// `words` on lines of at most `limit` characters; a longer word has a line of its own.
    static func wrapped(_ words: [String], to limit: Int) -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= limit {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.isEmpty ? [""] : lines
    }

    /// `items` after `title`, separated by ` · `, as many to a line as fit; an item is
    /// split only where it is longer than a line, at its spaces.
    static func packed(_ title: String, _ items: [String], perLine: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let room = max(perLine - title.count, 20)
        let pieces = items.enumerated().flatMap { index, item in
            wrapped((item + (index < items.count - 1 ? " ·" : "")).split(separator: " ").map(String.init), to: room)
        }
        return LineWrapper.pack(pieces, after: title, width: perLine)
    }
}
