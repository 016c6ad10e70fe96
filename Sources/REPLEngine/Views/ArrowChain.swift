/// Steps joined by arrows (`countUp → BehaviorRelay 1 → map "1"`), as `graph` and `trace`
/// draw a chain: broken before an arrow where a line would pass the width, and a step (a
/// long value) that would pass it on its own cut, its end marked `…`. No line is wider
/// than the width, whatever the values.
enum ArrowChain {
    /// `parts` joined by `separator` after `prefix`, each line within `width`; a broken
    /// line ends with the separator's mark (`→`, `,`) and goes on at `indent` and four
    /// spaces.
    static func lines(_ prefix: String, _ parts: [String], separator: String = " → ", indent: String, width: Int) -> [String] {
        let mark = separator == ", " ? "," : separator == " → " ? " →" : ""
        var lines: [String] = []
        var line = cut(prefix, to: width - mark.count)
        for (index, part) in parts.enumerated() {
            // Room is left for the mark that ends a broken line.
            let more = index < parts.count - 1 ? mark.count : 0
            let piece = index == 0 ? part : separator + part
            if index > 0, line.count + piece.count + more > width {
                lines.append(line + mark)
                line = indent + "    "
                line += cut(part, to: width - line.count - more)
            } else {
                line += cut(piece, to: width - line.count - more)
            }
        }
        lines.append(line)
        // A tree drawn deeper than the width is narrow: its lines are cut too.
        return lines.map { cut($0, to: width) }
    }

    /// `text` cut to `room` characters, its end marked, where it is longer.
    static func cut(_ text: String, to room: Int) -> String {
        text.count <= room ? text : String(text.prefix(max(room - 1, 0))) + "…"
    }
}
