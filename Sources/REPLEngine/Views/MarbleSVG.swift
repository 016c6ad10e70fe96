/// A marble diagram as a standalone SVG for slides: one row per lane with its variants'
/// names, circles for values with their text, a bar for completion, a cross for an error,
/// a dashed line before a late subscriber subscribed, and a labelled time axis. Fonts every
/// browser has; a light and a dark theme; the same diagram gives the same bytes.
struct MarbleSVG {
    let theme: MarbleSVGRequest.Theme

    private struct Palette {
        let background, text, line, value, valueText, terminal, muted: String
    }

    private var palette: Palette {
        switch theme {
        case .light:
            return Palette(background: "#ffffff", text: "#1d1d1f", line: "#6e6e73", value: "#4f7cff", valueText: "#ffffff", terminal: "#d70015", muted: "#c7c7cc")
        case .dark:
            return Palette(background: "#1c1c1e", text: "#f2f2f7", line: "#98989d", value: "#64d2ff", valueText: "#1c1c1e", terminal: "#ff453a", muted: "#48484a")
        }
    }

    static let frameWidth = 56
    static let rowHeight = 56
    static let namesWidth = 260
    static let top = 64

    /// The width and height the SVG declares.
    static func size(of diagram: MarbleDiagram) -> (width: Int, height: Int) {
        (namesWidth + max(1, diagram.frames.count) * frameWidth + 40, top + diagram.lanes.count * rowHeight + 84)
    }

    /// The widest value text a circle holds; a longer one gets the letter the text
    /// diagram gives it, and the legend says what it stands for.
    static let widestValueText = 5

    func render(_ diagram: MarbleDiagram) -> String {
        let colours = palette
        let (width, height) = Self.size(of: diagram)
        var out: [String] = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" font-family="Helvetica, Arial, sans-serif" font-size="14">"#,
            #"  <rect width="\#(width)" height="\#(height)" fill="\#(colours.background)"/>"#,
        ]
        func x(_ frame: Int) -> Int { Self.namesWidth + frame * Self.frameWidth + Self.frameWidth / 2 }
        var symbols = MarbleText.Symbols()
        var legend: [String] = []
        // The time axis: command numbers, and later moments in ms.
        for (index, frame) in diagram.frames.enumerated() {
            let label = frame.isLater ? "\(frame.time) ms" : (frame.command == 0 ? (diagram.startedByReset ? "reset" : "start") : String(frame.command))
            out.append(#"  <text x="\#(x(index))" y="\#(Self.top - 24)" text-anchor="middle" fill="\#(frame.isLater ? colours.line : colours.text)" font-size="\#(frame.isLater ? 11 : 14)">\#(Self.escaped(label))</text>"#)
        }
        for (row, lane) in diagram.lanes.enumerated() {
            let y = Self.top + row * Self.rowHeight + Self.rowHeight / 2
            let title = lane.key.subscriber == .view ? lane.key.stream : "\(lane.key.stream) \(lane.key.subscriber.label)"
            out.append(#"  <text x="12" y="\#(y - 4)" fill="\#(colours.text)" font-weight="bold">\#(Self.escaped(title))</text>"#)
            out.append(#"  <text x="12" y="\#(y + 14)" fill="\#(colours.line)" font-size="11">\#(Self.escaped(Self.shortened(lane.variants.joined(separator: " "), to: 40)))</text>"#)
            let first = lane.key.subscriber == .view ? 0 : (lane.subscribed ?? 0)
            let last = lane.unsubscribed ?? (diagram.frames.count - 1)
            if first > 0 {
                out.append(#"  <line x1="\#(x(0) - Self.frameWidth / 2)" y1="\#(y)" x2="\#(x(first))" y2="\#(y)" stroke="\#(colours.muted)" stroke-width="2" stroke-dasharray="4 4"/>"#)
            }
            out.append(#"  <line x1="\#(x(first) - (first == 0 ? Self.frameWidth / 2 : 0))" y1="\#(y)" x2="\#(x(last) + Self.frameWidth / 2)" y2="\#(y)" stroke="\#(colours.line)" stroke-width="2"/>"#)
            for frame in Set([lane.subscribed, lane.unsubscribed].compactMap { $0 } + lane.events.map(\.frame)).sorted() {
                let centre = x(frame)
                let events = lane.eventsByFrame[frame] ?? []
                if lane.subscribed == frame {
                    out.append(#"  <path d="M \#(centre - 6) \#(y + 27) L \#(centre) \#(y + 19) L \#(centre + 6) \#(y + 27)" fill="none" stroke="\#(colours.line)" stroke-width="2"/>"#)
                }
                if lane.unsubscribed == frame {
                    out.append(#"  <text x="\#(centre)" y="\#(y + 24)" text-anchor="middle" fill="\#(colours.line)">!</text>"#)
                }
                // Several events in one frame stand side by side within it.
                let count = events.count
                for (offset, event) in events.enumerated() {
                    let cx = centre + (count > 1 ? (offset * 2 - (count - 1)) * 8 : 0)
                    switch event {
                    case .next:
                        var text = MarbleDiagram.describe(event).replacingQuotes
                        if text.count > Self.widestValueText {
                            let symbol = symbols.symbol(for: event)
                            let entry = "\(symbol) = \(MarbleDiagram.describe(event))"
                            if !legend.contains(entry) { legend.append(entry) }
                            text = symbol
                        }
                        out.append(#"  <circle cx="\#(cx)" cy="\#(y)" r="15" fill="\#(colours.value)" stroke="\#(colours.background)" stroke-width="2"/>"#)
                        out.append(#"  <text x="\#(cx)" y="\#(y + 4)" text-anchor="middle" fill="\#(colours.valueText)" font-size="11">\#(Self.escaped(text))</text>"#)
                    case .completed:
                        out.append(#"  <line x1="\#(cx)" y1="\#(y - 16)" x2="\#(cx)" y2="\#(y + 16)" stroke="\#(colours.text)" stroke-width="3"/>"#)
                    case .error:
                        out.append(#"  <path d="M \#(cx - 10) \#(y - 10) L \#(cx + 10) \#(y + 10) M \#(cx + 10) \#(y - 10) L \#(cx - 10) \#(y + 10)" stroke="\#(colours.terminal)" stroke-width="3"/>"#)
                    }
                }
            }
        }
        let footer = "frames: " + diagram.commands.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
        out.append(#"  <text x="12" y="\#(height - 44)" fill="\#(colours.line)" font-size="12">\#(Self.escaped(Self.shortened(footer, to: max(40, width / 7))))</text>"#)
        if !legend.isEmpty {
            let text = "legend: " + legend.joined(separator: " · ")
            out.append(#"  <text x="12" y="\#(height - 22)" fill="\#(colours.line)" font-size="12">\#(Self.escaped(Self.shortened(text, to: max(40, width / 7))))</text>"#)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// `text` cut to `limit` characters, with `…` where cut.
    static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) { result.append(character) }
            }
        }
        return result
    }
}

extension String {
    /// The string without the double quotes a text value prints with.
    var replacingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
