#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import REPLEngine

/// Output taller than the terminal goes through a pager in the interactive REPL, as git
/// sends its long output through `less -FRX`: `source` (up to 194 lines) and `variants`
/// stay readable at 80×24 instead of scrolling off. Short output, batch mode and pipes
/// never page.
enum Pager {
    /// The pager's command, run by `sh -c`: `VMREPL_PAGER`, else `PAGER`, else
    /// `less -FRX`; `nil` when the one set is empty or `cat`, which turns paging off.
    static var command: String? {
        guard let chosen = getenv("VMREPL_PAGER") ?? getenv("PAGER") else { return "less -FRX" }
        let text = String(cString: chosen)
        let trimmed = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return trimmed.isEmpty || String(trimmed) == "cat" ? nil : String(trimmed)
    }

    /// Whether `lines` are too tall for a terminal of `rows` rows and `width` columns,
    /// with the prompt's row left free.
    static func isTooTall(_ lines: [OutputLine], rows: Int, width: Int) -> Bool {
        var used = 0
        for line in lines {
            used += DemoPage.rows(of: .output(line.text), width: width)
            if used > rows - 1 { return true }
        }
        return false
    }

    /// Shows `lines` through `command`, and waits for the reader to leave it; false if it
    /// could not be started, so that the caller prints them. `less` is told `FRX` (quit if
    /// one screen, keep colours, leave the screen as it is) unless `LESS` says otherwise.
    static func show(_ lines: [OutputLine], through command: String) -> Bool {
        setenv("LESS", "FRX", 0)
        guard let pipe = popen(command, "w") else { return false }
        for line in lines {
            // The reader may quit before the end: the rest is not wanted.
            if fputs(line.text + "\n", pipe) < 0 { break }
        }
        return pclose(pipe) != -1
    }
}
