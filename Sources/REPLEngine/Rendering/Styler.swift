/// Colours output for a terminal, or leaves it plain.
struct Styler {
    let enabled: Bool

    func diagnostic(_ text: String) -> String { wrap(text, "35") }
    func error(_ text: String) -> String { wrap(text, "31") }
    func quiet(_ text: String) -> String { wrap(text, "2") }

    /// What starts a row that differs from the majority (yellow), and what ends any
    /// styled text: empty when colour is off. Rows are put together from parts, so they
    /// take the two ends rather than a wrapped string.
    var differsStart: String { enabled ? "\u{1B}[33m" : "" }
    var end: String { enabled ? "\u{1B}[0m" : "" }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
