/// A transcript: what `vmrepl --echo` prints. Lines that start with the prompt are
/// input, lines that start with `#` and blank lines are annotations, and every other line
/// is output expected from the input above it.
struct Transcript {
    enum Line: Equatable {
        case input(String)
        case output(String)
        case annotation(String)
    }

    let lines: [Line]

    init(_ text: String) {
        var lines: [Line] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix(Engine.prompt) {
                lines.append(.input(String(line.dropFirst(Engine.prompt.count))))
            } else if line.hasPrefix("#") || line.trimmingSpaces.isEmpty {
                lines.append(.annotation(line))
            } else {
                lines.append(.output(line))
            }
        }
        if lines.last == .annotation("") { lines.removeLast() }
        self.lines = lines
    }
}
