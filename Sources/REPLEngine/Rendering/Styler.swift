/// Colours output for a terminal, or leaves it plain. Nothing that carries the lesson is
/// faint (dim text vanishes on a projector), and every colour is reset before the line
/// ends.
struct Styler {
    let enabled: Bool

    /// A MiniRx diagnostic: magenta.
    func diagnostic(_ text: String) -> String { wrap(text, "35") }
    /// A command's error: red.
    func error(_ text: String) -> String { wrap(text, "31") }
    /// The title of a stream on which the variants split: bold yellow, so divergence is loud.
    func split(_ text: String) -> String { wrap(text, "1;33") }
    /// A terminal event (`error(boom)`, `completed`, `— (ended: …)`): cyan, set apart from values.
    func terminalEvent(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
