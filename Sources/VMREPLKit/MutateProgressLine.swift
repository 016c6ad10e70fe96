#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// `mutate`'s progress on a terminal: one line on standard error, redrawn in place
/// (`mutate: 12 of 72 mutants · 3 s`, then `mutate: exploring survivor 1 of 2 · 5 s`) and
/// erased at the end. Nothing when standard error is not a terminal (a log, CI) or the
/// terminal is `TERM=dumb`, which cannot erase a line. Drawn from one thread only.
struct MutateProgressLine {
    private let started = InteractiveLoop.seconds()
    /// What the line says, and at which of its seconds: `nil` once erased.
    private var drawn: (what: String, second: Int)?

    /// A line, or `nil` where standard error cannot show one.
    static func onTerminal() -> MutateProgressLine? {
        guard vmrepl_isatty(2) != 0, getenv("TERM").map({ String(cString: $0) }) != "dumb" else { return nil }
        return MutateProgressLine()
    }

    /// Shows `what` (`12 of 72 mutants`), with the seconds so far, if that changes the line.
    mutating func show(_ what: String) {
        let second = Int(InteractiveLoop.seconds() - started)
        if let drawn, drawn.what == what, drawn.second == second { return }
        drawn = (what, second)
        // Within the terminal's width, read each time (it may have been resized), so the
        // line never wraps and the next draw erases it whole; where it is cut, its words
        // are, so that the clock still moves.
        StandardStreams.error.write("\r\u{1B}[K" + Self.text(what, second: second, width: InteractiveLoop.terminalWidth()))
        StandardStreams.error.flush()
    }

    /// The line, `mutate: 12 of 72 mutants · 3 s`, within `width` columns less one: where
    /// it does not fit, `what` is cut, with `…`, and the seconds kept.
    static func text(_ what: String, second: Int, width: Int) -> String {
        let clock = " · \(second) s"
        let room = width - 1 - "mutate: ".count - clock.count
        guard what.count > room else { return "mutate: " + what + clock }
        return "mutate: " + what.prefix(max(room - 1, 0)) + "…" + clock
    }

    /// Shows the line again, if its seconds changed: what a long step calls as it works
    /// (a survivor's search), so that its clock moves.
    mutating func tick() {
        guard let drawn else { return }
        show(drawn.what)
    }

    /// Gives `engine` the line for `mutate` at the prompt, where standard error is a
    /// terminal that can show it: drawn anew for each command, erased at its end.
    static func attach(to engine: Engine) {
        guard onTerminal() != nil else { return }
        final class Shown {
            var line: MutateProgressLine?
        }
        let shown = Shown()
        engine.mutateProgress = { what in
            if shown.line == nil { shown.line = MutateProgressLine() }
            shown.line?.show(what)
        }
        engine.mutateProgressEnded = {
            shown.line?.end()
            shown.line = nil
        }
    }

    /// Erases the line.
    mutating func end() {
        guard drawn != nil else { return }
        drawn = nil
        StandardStreams.error.write("\r\u{1B}[K")
        StandardStreams.error.flush()
    }
}
