/// Colours output for a terminal, in the chosen ``Palette``, or leaves it plain. Nothing
/// that carries the lesson is faint (dim text vanishes on a projector), and every colour
/// is reset before the line ends.
struct Styler {
    let enabled: Bool
    var palette = Palette.dark

    init(enabled: Bool, palette: Palette = .dark) {
        self.enabled = enabled
        self.palette = palette
    }

    /// A MiniRx diagnostic.
    func diagnostic(_ text: String) -> String { wrap(text, .diagnostic) }
    /// A command's error: red.
    func error(_ text: String) -> String { wrap(text, .error) }
    /// The title of a stream on which the variants split: bold, so divergence is loud.
    func split(_ text: String) -> String { wrap(text, .split) }
    /// A terminal event (`error(boom)`, `completed`, `— (ended: …)`), set apart from values.
    func terminalEvent(_ text: String) -> String { wrap(text, .terminalEvent) }
    /// A line a diff adds: green.
    func added(_ text: String) -> String { wrap(text, .added) }
    /// A line a diff removes: red.
    func removed(_ text: String) -> String { wrap(text, .removed) }
    /// A demo's narration: a colour no output uses.
    func narration(_ text: String) -> String { wrap(text, .narration) }

    private func wrap(_ text: String, _ role: Palette.Role) -> String {
        enabled ? "\u{1B}[\(palette.code(role))m\(text)\u{1B}[0m" : text
    }
}
