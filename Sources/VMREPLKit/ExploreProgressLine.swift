#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// `explore`'s progress on a terminal: one line on standard error, redrawn in place as the
/// search goes (its length, the sequences tried, the seconds since it began) and erased
/// when it ends, so a class sees that a search of several seconds is alive. Nothing when
/// standard error is not a terminal (a log, CI) or the terminal is `TERM=dumb`, which
/// cannot erase a line.
enum ExploreProgressLine {
    /// The progress shown, when its search began, and the seconds the line last said:
    /// read and written on the thread that runs the search only.
    nonisolated(unsafe) private static var shown: (progress: ExploreProgress, started: Double, seconds: Int)?

    /// Gives `engine` the line, where standard error is a terminal that can show it.
    static func attach(to engine: Engine) {
        guard vmrepl_isatty(2) != 0, getenv("TERM").map({ String(cString: $0) }) != "dumb" else { return }
        engine.exploreProgress = { progress in
            let now = InteractiveLoop.seconds()
            shown = (progress, shown?.started ?? now, Int(now - (shown?.started ?? now)))
            draw()
        }
        engine.exploreProgressEnded = {
            guard shown != nil else { return }
            shown = nil
            StandardStreams.error.write("\r\u{1B}[K")
            StandardStreams.error.flush()
        }
    }

    /// While worker processes search a length, the line's seconds go on: redrawn when
    /// they change (``ExploreWorkerProcesses`` calls it as it waits).
    static func tick() {
        guard let current = shown else { return }
        let seconds = Int(InteractiveLoop.seconds() - current.started)
        guard seconds != current.seconds else { return }
        shown?.seconds = seconds
        draw()
    }

    /// Worker processes sharing a length have replayed `count` of its sequences together,
    /// as they last reported.
    static func workersReplayed(_ count: Int) {
        guard let current = shown, current.progress.processes > 1 else { return }
        let progress = current.progress
        shown?.progress = ExploreProgress(length: progress.length, depth: progress.depth, done: min(count, progress.total),
                                          total: progress.total, processes: progress.processes)
        shown?.seconds = Int(InteractiveLoop.seconds() - current.started)
        draw()
    }

    private static func draw() {
        guard let shown else { return }
        // Within the terminal's width (read each time: it may have been resized), so
        // that the line never wraps and the next draw erases it whole.
        StandardStreams.error.write("\r\u{1B}[K" + String(text(shown.progress, seconds: shown.seconds).prefix(InteractiveLoop.terminalWidth() - 1)))
        StandardStreams.error.flush()
    }

    /// The line: `explore: length 3 of 4 · 2,816 of 5,832 sequences · 3 s`; a length that
    /// worker processes share says how many, and what they have replayed together.
    static func text(_ progress: ExploreProgress, seconds: Int) -> String {
        "explore: \(progress.words) · \(seconds) s"
    }
}
