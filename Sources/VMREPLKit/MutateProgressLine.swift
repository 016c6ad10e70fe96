#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit

/// `mutate`'s progress on a terminal: one line on standard error, redrawn in place
/// (`mutate: 12 of 72 mutants · 3 s`, then `mutate: exploring survivor 1 of 2 · 5 s`) and
/// erased at the end. Nothing when standard error is not a terminal (a log, CI) or the
/// terminal is `TERM=dumb`, which cannot erase a line. Drawn from one thread only.
struct MutateProgressLine {
    private let started = InteractiveLoop.seconds()
    private var drawn: String?

    /// A line, or `nil` where standard error cannot show one.
    static func onTerminal() -> MutateProgressLine? {
        guard vmrepl_isatty(2) != 0, getenv("TERM").map({ String(cString: $0) }) != "dumb" else { return nil }
        return MutateProgressLine()
    }

    /// Shows `what` (`12 of 72 mutants`), with the seconds so far, if that changes the line.
    mutating func show(_ what: String) {
        let text = "mutate: \(what) · \(Int(InteractiveLoop.seconds() - started)) s"
        guard text != drawn else { return }
        drawn = text
        // Within the terminal's width, read each time (it may have been resized), so the
        // line never wraps and the next draw erases it whole.
        StandardStreams.error.write("\r\u{1B}[K" + String(text.prefix(InteractiveLoop.terminalWidth() - 1)))
        StandardStreams.error.flush()
    }

    /// Erases the line.
    mutating func end() {
        guard drawn != nil else { return }
        drawn = nil
        StandardStreams.error.write("\r\u{1B}[K")
        StandardStreams.error.flush()
    }
}
