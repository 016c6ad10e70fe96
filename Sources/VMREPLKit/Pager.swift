#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CChildSpawn
import CLineEdit
import REPLEngine

/// A command's output in the interactive REPL, paged as git pages: its lines go to the
/// terminal as they come while they fit the screen; the line that would push the first
/// off starts the pager (`less -FRX`), which is given the command's lines from the first
/// and the rest as they come. `source` (up to 194 lines) stays readable at 80×24, and a
/// long `countup` or `run` shows its first lines at once. Batch mode, pipes, JSON and a
/// recorded session never page.
///
/// A pager that cannot start or fails (a missing program, `false`) never ends the
/// session: SIGPIPE is ignored while it is written to, what it was given is printed after
/// one line that says so, and paging is off for the rest of the session. A pager that
/// ends with status 0 before the end (the reader pressed q) was the reader's choice: as
/// git's command ends on SIGPIPE, the command stops (``readerLeft`` is the engine's
/// interruption) and one line says its output was cut.
final class Pager {
    /// The pager's command, run by `sh -c`: `VMREPL_PAGER`, else `PAGER`, else
    /// `less -FRX`; `nil` when the one set is empty or `cat`, which turns paging off, and
    /// on a terminal that cannot page (`TERM` unset or `dumb`).
    static var command: String? {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty, term != "dumb" else { return nil }
        guard let chosen = getenv("VMREPL_PAGER") ?? getenv("PAGER") else { return "less -FRX" }
        let text = String(cString: chosen)
        let trimmed = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return trimmed.isEmpty || String(trimmed) == "cat" ? nil : String(trimmed)
    }

    /// The most of a command's output kept to print again if the pager fails.
    static let keptBytes = 1 << 20

    /// The command, or `nil` once it failed (paging is then off).
    private var command: String?
    private var rows = 24
    private var width = 80
    /// The lines shown so far of this command, while they fit the screen.
    private var shown: [OutputLine] = []
    private var shownRows = 0
    /// The pager running for this command: its process and the pipe it reads.
    private var pager: (pid: pid_t, input: Int32)?
    /// What the pager was given, kept (up to ``keptBytes``) to print if it fails.
    private var given: [String] = []
    private var givenBytes = 0
    private var givenDropped = 0
    /// How many of the lines given were on the screen before the pager started.
    private var givenOnScreen = 0
    /// Whether the pager stopped reading (it ended) before this command's end.
    private var stoppedReading = false
    /// Whether the reader quit the pager before this command's end: the command stops.
    private(set) var readerLeft = false
    /// What the command said as it stopped, once the reader had left (`run`: how far it
    /// got), for the line that says the output was cut.
    private var stoppedAt: String?
    /// How SIGPIPE was handled before the pager started.
    private var previousPipeHandler: (@convention(c) (Int32) -> Void)?

    init(command: String) {
        self.command = command
    }

    /// Starts a command's output on a terminal of `rows` rows and `width` columns.
    func begin(rows: Int, width: Int) {
        self.rows = rows
        self.width = width
        shown = []
        shownRows = 0
        stoppedReading = false
        readerLeft = false
        stoppedAt = nil
    }

    /// Shows one line of the command's output.
    func emit(_ line: OutputLine) {
        // The reader left the pager part way: the rest is not wanted, but for how far the
        // command got, which the cut line says (its words may wrap over lines).
        if stoppedReading {
            if let said = line.text.range(of: "interrupted: ") {
                stoppedAt = String(line.text[said.upperBound...])
            } else if let said = stoppedAt {
                stoppedAt = said + " " + line.text.drop { $0 == " " }
            }
            return
        }
        if pager != nil {
            give(line.text)
            return
        }
        let lineRows = DemoPage.rows(of: .output(line.text), width: width)
        // The prompt's row stays free: what fits above it is shown as it comes.
        if command == nil || shownRows + lineRows <= rows - 1 {
            StandardStreams.emit(line)
            StandardStreams.output.flush()
            if command != nil {
                shown.append(line)
                shownRows += lineRows
            }
            return
        }
        guard start() else {
            StandardStreams.emit(line)
            return
        }
        for earlier in shown { give(earlier.text) }
        givenOnScreen = shown.count
        shown = []
        give(line.text)
    }

    /// Ends the command's output: waits for the reader to leave the pager, if one started,
    /// and says so if the pager ended before the command's output did.
    func end() {
        shown = []
        if pager != nil { finishPager() }
        if readerLeft {
            let how = stoppedAt.map { " (\($0))" } ?? ""
            StandardStreams.emit(OutputLine(text: "\(Tool.name): output cut: the pager ended first, and the command stopped there\(how)", channel: .error))
            readerLeft = false
        }
        StandardStreams.output.flush()
    }

    /// Closes the pager's pipe and waits for it to end. A pager that failed turns paging
    /// off, with one line, and what it was given is printed; status 0 is the reader's
    /// choice.
    private func finishPager() {
        guard let running = pager else { return }
        var status: Int32 = 0
        close(running.input)
        while waitpid(running.pid, &status, 0) < 0 && errno == EINTR {}
        pager = nil
        signal(SIGPIPE, previousPipeHandler)
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard !(exited && code == 0) else { return }
        let how = exited ? (code == 127 ? "was not found (status 127)" : "exited with status \(code)") : "ended on signal \(status & 0x7F)"
        StandardStreams.emit(OutputLine(text: "\(Tool.name): the pager '\(command ?? "")' \(how); paging is off, and the rest follows", channel: .error))
        command = nil
        stoppedReading = false
        for text in given.dropFirst(givenOnScreen) { StandardStreams.output.write(text + "\n") }
        if givenDropped > 0 {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): … and \(givenDropped) lines more, too many to keep", channel: .error))
        }
        given = []
        StandardStreams.output.flush()
    }

    /// Starts the pager on a pipe, the terminal its output; false if it could not start
    /// (paging is then off, with one line saying why).
    private func start() -> Bool {
        guard let command else { return false }
        StandardStreams.output.flush()
        setenv("LESS", "FRX", 0)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return fail("no pipe could be made: \(String(cString: strerror(errno)))") }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let words: [String] = ["/bin/sh", "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = child_spawn("/bin/sh", argv, ends[0], 1)
        close(ends[0])
        guard pid > 0 else {
            close(ends[1])
            return fail(String(cString: strerror(Int32(-pid))))
        }
        // A pager that ends early must not end the session.
        previousPipeHandler = signal(SIGPIPE, SIG_IGN)
        pager = (pid, ends[1])
        given = []
        givenBytes = 0
        givenDropped = 0
        return true
    }

    /// Turns paging off, saying why, and shows output as it comes.
    private func fail(_ reason: String) -> Bool {
        StandardStreams.emit(OutputLine(text: "\(Tool.name): the pager '\(command ?? "")' could not start (\(reason)); paging is off for this session", channel: .error))
        command = nil
        return false
    }

    /// Writes one line into the pager, and keeps it to print again if the pager fails.
    private func give(_ text: String) {
        guard let running = pager, !stoppedReading else { return }
        if givenBytes + text.utf8.count < Self.keptBytes {
            given.append(text)
            givenBytes += text.utf8.count + 1
        } else {
            givenDropped += 1
        }
        let bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(running.input, $0.baseAddress, $0.count) }
            if written < 0 {
                // Ctrl-C reaches the pager too: the command stops, the reader stays in it.
                if errno == EINTR && vmrepl_interrupted() == 0 { continue }
                stoppedReading = true
                // The pager ended: the reader quit it (the command stops), or it failed
                // (the rest of the output comes here).
                if errno == EPIPE {
                    finishPager()
                    readerLeft = stoppedReading
                }
                return
            }
            offset += written
        }
    }
}
