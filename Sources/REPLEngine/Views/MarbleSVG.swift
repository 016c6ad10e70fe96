import MiniRx
import StyleKit

/// A marble diagram as a standalone SVG for slides, in RxMarbles' convention: one row per
/// lane with its variants' names; a value is a coloured circle with its text (each value
/// its own colour), completion a bar, an error a red cross with its message under it; a
/// dashed line before a late subscriber subscribed, `^` where it did and `!` where it
/// left; `+N` beside a frame's marbles for the events it did not keep. No two marbles
/// overlap, no name is cut, and text is at least 14 px with WCAG AA contrast in both
/// themes. At most 1920 px wide (longer sessions stack their frames in blocks); with an
/// aspect (`--size 16:9`) the picture is centred on a slide of that shape. The same
/// diagram gives the same bytes.
struct MarbleSVG {
    let theme: MarbleSVGRequest.Theme
    var aspect: MarbleSVGRequest.Aspect?

    init(theme: MarbleSVGRequest.Theme, aspect: MarbleSVGRequest.Aspect? = nil) {
        self.theme = theme
        self.aspect = aspect
    }

    /// The theme's colours: text and lines on the background, and the values' fills with
    /// the text written on them.
    struct Palette {
        let background, text, secondary, line, muted, valueText, error, completion: String
        let values: [String]
    }

    var palette: Palette {
        switch theme {
        case .light:
            return Palette(background: "#ffffff", text: "#1d1d1f", secondary: "#4a4a4f", line: "#6e6e73", muted: "#aeaeb2",
                           valueText: "#ffffff", error: "#b91c1c", completion: "#1d1d1f",
                           values: ["#1d4ed8", "#15803d", "#7e22ce", "#9a3412", "#0f766e", "#a21caf"])
        case .dark:
            return Palette(background: "#1c1c1e", text: "#f2f2f7", secondary: "#c7c7cc", line: "#98989d", muted: "#636366",
                           valueText: "#1c1c1e", error: "#ff6b6b", completion: "#f2f2f7",
                           values: ["#7dd3fc", "#86efac", "#d8b4fe", "#fdba74", "#5eead4", "#fde047"])
        }
    }

    /// What the SVG shows of a diagram: its layout, each value's text and colour, and
    /// the legend of values too long to write out.
    private struct Drawing {
        let layout: MarbleSVGLayout
        let texts: [String: String]
        let colours: [String: Int]
        let errorTexts: [String: String]
    }

    /// The drawing of `diagram`'s last frames that keep the picture within
    /// ``MarbleSVGLayout/maximumHeight``: a long session's blocks of frames, one under
    /// the other, would make a picture no renderer draws. Whole blocks are left out from
    /// the start, with a note.
    private static func fitted(_ diagram: MarbleDiagram) -> (diagram: MarbleDiagram, drawing: Drawing) {
        let whole = drawing(of: diagram)
        guard whole.layout.height > MarbleSVGLayout.maximumHeight else { return (diagram, whole) }
        // Blocks are packed from the first frame, so dropping whole blocks keeps the rest
        // packed as they were.
        var fitted = (diagram: diagram, drawing: whole)
        for block in whole.layout.blocks.dropFirst() {
            let rest = diagram.droppingFrames(before: block.lowerBound)
            fitted = (rest, drawing(of: rest))
            if fitted.drawing.layout.height <= MarbleSVGLayout.maximumHeight { break }
        }
        return fitted
    }

    private static func drawing(of diagram: MarbleDiagram) -> Drawing {
        var symbols = MarbleText.Symbols()
        var legend: [String] = []
        var texts: [String: String] = [:]
        var errorTexts: [String: String] = [:]
        var colours: [String: Int] = [:]
        var errorWidths: [Int: Int] = [:]
        for lane in diagram.lanes {
            for (frame, events) in lane.events {
                for event in events {
                    let meaning = MarbleDiagram.describe(event)
                    switch event {
                    case .next:
                        if colours[meaning] == nil { colours[meaning] = colours.count }
                        if texts[meaning] == nil {
                            let text = meaning.replacingQuotes
                            if text.count <= MarbleSVGLayout.widestValueText {
                                texts[meaning] = text
                            } else {
                                let symbol = symbols.symbol(for: event)
                                texts[meaning] = symbol
                                legend.append("\(symbol) = \(meaning)")
                            }
                        }
                    case .error:
                        if errorTexts[meaning] == nil {
                            let message = meaning.hasPrefix("error(") && meaning.hasSuffix(")") ? String(meaning.dropFirst(6).dropLast()) : meaning
                            if message.count <= MarbleSVGLayout.widestErrorText {
                                errorTexts[meaning] = message
                            } else {
                                let label = "#\(legend.count { $0.hasPrefix("#") } + 1)"
                                errorTexts[meaning] = label
                                legend.append("\(label) = \(meaning)")
                            }
                        }
                        let text = errorTexts[meaning] ?? ""
                        errorWidths[frame] = max(errorWidths[frame] ?? 0, events.count * MarbleSVGLayout.pitch + MarbleSVGLayout.textWidth(text, size: MarbleSVGLayout.fontSize))
                    case .completed:
                        break
                    }
                }
            }
        }
        let axis = diagram.frames.map { frame in
            frame.isLater ? "\(frame.time) ms" : (frame.command == 0 ? (diagram.startedByReset ? "reset" : "start") : String(frame.command))
        }
        var later: [Int: [Int]] = [:]
        for frame in diagram.frames where frame.isLater { later[frame.command, default: []].append(frame.time) }
        let firstCommand = diagram.frames.first?.command ?? 0
        let frames = diagram.commands.enumerated().dropFirst(max(0, firstCommand - 1)).map { offset, text in
            "\(offset + 1) \(text)" + (later[offset + 1].map { " (then " + $0.map { "\($0) ms" }.joined(separator: ", ") + ")" } ?? "")
        }
        var notes: [String] = []
        if diagram.framesLeftOut > 0 {
            notes.append("the first \(diagram.framesLeftOut) frames are left out, to keep the picture within \(MarbleSVGLayout.maximumHeight) px: name fewer streams after the file, or 'reset', to draw more")
        }
        if diagram.lanes.contains(where: { !$0.omitted.isEmpty }) {
            notes.append("+N: N more events in that frame, not drawn (a frame keeps the first \(EventHistory.eventsPerCell) of a lane)")
        }
        if diagram.isFull { notes.append("only the first \(EventHistory.commandLimit) commands since the reset are kept") }
        if diagram.leftOut > 0 { notes.append("\(diagram.leftOut) events not drawn: the diagram keeps \(EventHistory.limit) events") }
        let layout = MarbleSVGLayout(diagram, axisLabels: axis, cellExtras: errorWidths, footerItems: [
            ("frames: ", frames), ("legend: ", legend), ("note: ", notes),
        ])
        return Drawing(layout: layout, texts: texts, colours: colours, errorTexts: errorTexts)
    }

    /// The frames the picture draws: `diagram`'s last ones, as many as keep it within
    /// ``MarbleSVGLayout/maximumHeight``.
    static func drawn(_ diagram: MarbleDiagram) -> MarbleDiagram {
        fitted(diagram).diagram
    }

    /// The picture's own width and height, before any aspect.
    static func contentSize(of diagram: MarbleDiagram) -> (width: Int, height: Int) {
        let layout = fitted(diagram).drawing.layout
        return (layout.width, layout.height)
    }

    /// The width and height the SVG declares: the picture's own, or the slide's.
    func size(of diagram: MarbleDiagram) -> (width: Int, height: Int) {
        aspect?.slide ?? Self.contentSize(of: diagram)
    }

    /// The size in px the smallest text has when the SVG is shown at its declared size.
    func smallestText(of diagram: MarbleDiagram) -> Int {
        guard let aspect else { return MarbleSVGLayout.fontSize }
        let (width, height) = Self.contentSize(of: diagram)
        let canvas = aspect.canvas(around: width, height)
        return MarbleSVGLayout.fontSize * aspect.slide.width / canvas.width
    }

    func render(_ diagram: MarbleDiagram) -> String {
        let colours = palette
        let (diagram, drawing) = Self.fitted(diagram)
        let layout = drawing.layout
        let declared = size(of: diagram)
        let canvas = aspect?.canvas(around: layout.width, layout.height) ?? (width: layout.width, height: layout.height)
        let font = MarbleSVGLayout.fontSize
        var out: [String] = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(declared.width)" height="\#(declared.height)" viewBox="0 0 \#(canvas.width) \#(canvas.height)" font-family="Helvetica, Arial, sans-serif" font-size="\#(font)">"#,
            #"  <rect width="\#(canvas.width)" height="\#(canvas.height)" fill="\#(colours.background)"/>"#,
        ]
        let shiftX = (canvas.width - layout.width) / 2, shiftY = (canvas.height - layout.height) / 2
        if shiftX != 0 || shiftY != 0 { out.append(#"  <g transform="translate(\#(shiftX) \#(shiftY))">"#) }
        let r = MarbleSVGLayout.radius
        for (blockIndex, block) in layout.blocks.enumerated() {
            let top = layout.blockTop(blockIndex)
            for frame in block {
                let label = diagram.frames[frame].isLater ? "\(diagram.frames[frame].time) ms"
                    : (diagram.frames[frame].command == 0 ? (diagram.startedByReset ? "reset" : "start") : String(diagram.frames[frame].command))
                let colour = diagram.frames[frame].isLater ? colours.secondary : colours.text
                out.append(#"  <text x="\#(layout.centre(of: frame))" y="\#(top + 26)" text-anchor="middle" fill="\#(colour)">\#(XMLText.escaped(label))</text>"#)
            }
            for (row, lane) in diagram.lanes.enumerated() {
                let y = layout.laneCentre(row, block: blockIndex)
                let label = layout.labels[row]
                let labelTop = y - (MarbleSVGLayout.lineHeight * label.names.count + 20) / 2
                out.append(#"  <text x="\#(MarbleSVGLayout.margin)" y="\#(labelTop + 14)" fill="\#(colours.text)" font-weight="bold" font-size="\#(MarbleSVGLayout.titleSize)">\#(XMLText.escaped(label.title))</text>"#)
                for (index, names) in label.names.enumerated() {
                    out.append(#"  <text x="\#(MarbleSVGLayout.margin)" y="\#(labelTop + 14 + MarbleSVGLayout.lineHeight * (index + 1))" fill="\#(colours.secondary)">\#(XMLText.escaped(names))</text>"#)
                }
                let from = max(block.lowerBound, lane.key.subscriber == .view ? block.lowerBound : (lane.subscribed ?? block.upperBound))
                let to = min(block.upperBound - 1, lane.unsubscribed ?? (block.upperBound - 1))
                let blockLeft = layout.left(of: block.lowerBound)
                if from > block.lowerBound {
                    out.append(#"  <line x1="\#(blockLeft)" y1="\#(y)" x2="\#(layout.centre(of: min(from, block.upperBound - 1)))" y2="\#(y)" stroke="\#(colours.muted)" stroke-width="2" stroke-dasharray="4 4"/>"#)
                }
                if from <= to {
                    let start = from == block.lowerBound && lane.subscribed != from ? layout.left(of: from) : layout.centre(of: from)
                    let end = lane.unsubscribed == to ? layout.centre(of: to) : layout.left(of: to) + layout.frameWidths[to]
                    out.append(#"  <line x1="\#(start)" y1="\#(y)" x2="\#(end)" y2="\#(y)" stroke="\#(colours.line)" stroke-width="2"/>"#)
                }
                for frame in block {
                    let centre = layout.centre(of: frame)
                    if lane.subscribed == frame {
                        out.append(#"  <path d="M \#(centre - 7) \#(y + r + 14) L \#(centre) \#(y + r + 5) L \#(centre + 7) \#(y + r + 14)" fill="none" stroke="\#(colours.text)" stroke-width="2"/>"#)
                    }
                    if lane.unsubscribed == frame {
                        out.append(#"  <text x="\#(centre)" y="\#(y + r + 18)" text-anchor="middle" fill="\#(colours.text)" font-weight="bold">!</text>"#)
                    }
                    let events = lane.eventsByFrame[frame] ?? []
                    let omitted = lane.omitted[frame] ?? 0
                    let badge = omitted > 0 ? MarbleSVGLayout.badgeWidth(omitted) : 0
                    // The frame's marbles side by side, a pitch apart, centred with the badge.
                    let span = events.count * MarbleSVGLayout.pitch + badge
                    var x = centre - span / 2 + MarbleSVGLayout.pitch / 2
                    for event in events {
                        let meaning = MarbleDiagram.describe(event)
                        switch event {
                        case .next:
                            let fill = colours.values[(drawing.colours[meaning] ?? 0) % colours.values.count]
                            out.append(#"  <circle cx="\#(x)" cy="\#(y)" r="\#(r)" fill="\#(fill)"/>"#)
                            out.append(#"  <text x="\#(x)" y="\#(y + 5)" text-anchor="middle" fill="\#(colours.valueText)" font-weight="bold">\#(XMLText.escaped(drawing.texts[meaning] ?? "?"))</text>"#)
                        case .completed:
                            out.append(#"  <line x1="\#(x)" y1="\#(y - r - 2)" x2="\#(x)" y2="\#(y + r + 2)" stroke="\#(colours.completion)" stroke-width="4"/>"#)
                        case .error:
                            let arm = r - 4
                            out.append(#"  <path d="M \#(x - arm) \#(y - arm) L \#(x + arm) \#(y + arm) M \#(x + arm) \#(y - arm) L \#(x - arm) \#(y + arm)" stroke="\#(colours.error)" stroke-width="4"/>"#)
                            out.append(#"  <text x="\#(x)" y="\#(y + r + 18)" text-anchor="middle" fill="\#(colours.error)">\#(XMLText.escaped(drawing.errorTexts[meaning] ?? ""))</text>"#)
                        }
                        x += MarbleSVGLayout.pitch
                    }
                    if omitted > 0 {
                        let left = x - MarbleSVGLayout.pitch / 2 + 4
                        out.append(#"  <rect x="\#(left)" y="\#(y - 13)" width="\#(badge - 8)" height="26" rx="13" fill="\#(colours.background)" stroke="\#(colours.line)" stroke-width="2"/>"#)
                        out.append(#"  <text x="\#(left + (badge - 8) / 2)" y="\#(y + 5)" text-anchor="middle" fill="\#(colours.text)">+\#(omitted)</text>"#)
                    }
                }
            }
        }
        var y = layout.height - MarbleSVGLayout.margin - layout.footer.count * MarbleSVGLayout.lineHeight + 16
        for line in layout.footer {
            let indent = line.prefix { $0 == " " }.count
            let x = MarbleSVGLayout.margin + indent * font * 52 / 100
            out.append(#"  <text x="\#(x)" y="\#(y)" fill="\#(colours.secondary)">\#(XMLText.escaped(String(line.dropFirst(indent))))</text>"#)
            y += MarbleSVGLayout.lineHeight
        }
        if shiftX != 0 || shiftY != 0 { out.append("  </g>") }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string without the double quotes a text value prints with.
    var replacingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
