/// The colours of `vmrepl check`'s report on a terminal: PASS green, FAIL red, and a
/// diff's removed lines red, added lines green and hunk headers cyan, as `git diff`
/// shows them. Plain text when colour is off.
struct ReportColors {
    let enabled: Bool

    func passed(_ text: String) -> String { wrap(text, "32") }
    func failed(_ text: String) -> String { wrap(text, "31") }
    func changed(_ text: String) -> String { wrap(text, "33") }

    /// A unified diff with each line coloured by what it is.
    func diff(_ diff: String) -> String {
        guard enabled else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return wrap(String(line), "1") }
            if line.hasPrefix("@@") { return wrap(String(line), "36") }
            if line.hasPrefix("-") { return wrap(String(line), "31") }
            if line.hasPrefix("+") { return wrap(String(line), "32") }
            return String(line)
        }.joined(separator: "\n")
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
