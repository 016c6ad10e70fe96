import Foundation
import Testing

/// The line drawn again after the window is resized, in tmux (which reflows wrapped rows
/// as iTerm2 and Terminal.app do) at 80×24: nothing of the old drawing is left on the
/// screen, whatever the reflow did to it.
@Suite(.enabled("needs tmux (dev/setup installs it), and Linux's /proc to know vmrepl has drawn") {
    (try? Binary.shell("command -v tmux").status) == 0 && FileManager.default.fileExists(atPath: "/proc/self/syscall")
})
struct RedrawAfterResizeTests {
    /// Drives tmux as a person at the keyboard: types, resizes, and after each step waits
    /// until vmrepl has drawn what it asked for: the terminal has its new size, no signal
    /// is pending, vmrepl has read every key and waits for the next with no time limit
    /// (a resize is drawn once the window keeps its size), and tmux has read all vmrepl
    /// wrote. Prints the screen after each resize as JSON.
    static let driver = """
    import json, os, signal, subprocess, sys, time, fcntl, termios, struct
    vmrepl, socket = sys.argv[1], sys.argv[2]
    # The test runner blocks signals in what it starts; a tmux server started so never
    # hears its pane end (SIGCHLD) and outlives kill-server. Started with none blocked.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", *arguments], capture_output=True, text=True, check=True).stdout
    def number(request, terminal):
        return struct.unpack("i", fcntl.ioctl(terminal, request, b"\\0\\0\\0\\0"))[0]
    def drawn(size=None):
        pid = tmux("display", "-p", "#{pane_pid}").strip()
        terminal = os.open(tmux("display", "-p", "#{pane_tty}").strip(), os.O_RDONLY | os.O_NOCTTY)
        deadline = time.monotonic() + 60
        try:
            while time.monotonic() < deadline:
                rows, columns = struct.unpack("HHHH", fcntl.ioctl(terminal, termios.TIOCGWINSZ, b"\\0" * 8))[:2]
                status = dict(line.split(":\\t", 1) for line in open(f"/proc/{pid}/status").read().splitlines() if ":\\t" in line)
                pending = int(status["SigPnd"], 16) | int(status["ShdPnd"], 16)
                call = open(f"/proc/{pid}/syscall").read().split()
                # pselect's fifth argument is its time limit: none.
                if ((rows, columns) == size or size is None) and pending == 0 and number(termios.FIONREAD, terminal) == 0 \\
                        and number(termios.TIOCOUTQ, terminal) == 0 and len(call) > 5 and call[0] != "running" and call[5] == "0x0":
                    return
                time.sleep(0.001)
        finally:
            os.close(terminal)
        sys.exit("vmrepl did not come to wait for a key")
    def screen():
        return tmux("capture-pane", "-p").rstrip("\\n").split("\\n")
    tmux("new-session", "-d", "-x", "80", "-y", "24", f"env TERM=tmux-256color LANG=C.UTF-8 NO_COLOR=1 VMREPL_HISTORY= {vmrepl}")
    try:
        deadline = time.monotonic() + 60
        while not any(row.startswith("vmrepl>") for row in screen()) and time.monotonic() < deadline:
            time.sleep(0.01)
        drawn()
        tmux("send-keys", "-l", "x" * 120)
        drawn()
        shown = {}
        for columns, rows in ((50, 20), (80, 24)):
            tmux("resize-window", "-x", str(columns), "-y", str(rows))
            drawn((rows, columns))
            shown[str(columns)] = screen()
        print(json.dumps(shown))
    finally:
        tmux("kill-server")
    """

    /// 120 characters typed at 80 columns (two rows), the window made 50×20 and 80×24
    /// again: the prompt and the line, once. (A 48-`x` row stayed above the prompt.)
    @Test func narrowerAndBackLeavesNoStaleRow() throws {
        let scratch = try ScratchDirectory()
        let script = try scratch.file("resize.py", Self.driver)
        let run = try Binary.shell("python3 '\(script)' '\(Binary.path)' vmrepl-test-\(UUID().uuidString.prefix(8))")
        try #require(run.status == 0, "\(run.error)")
        let shown = try JSONDecoder().decode([String: [String]].self, from: Data(run.output.utf8))
        for columns in ["50", "80"] {
            let screen = try #require(shown[columns])
            let prompt = try #require(screen.lastIndex { $0.hasPrefix("vmrepl> ") }, "at \(columns) columns: \(screen)")
            #expect(screen[prompt...].joined() == "vmrepl> " + String(repeating: "x", count: 120), "at \(columns) columns: \(screen)")
            #expect(screen[..<prompt].allSatisfy { !$0.contains("x") }, "at \(columns) columns, rows of x above the prompt: \(screen)")
        }
    }
}
