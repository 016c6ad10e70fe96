import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// vmrepl started on a pseudo-terminal, as a person at a keyboard meets it: the test
/// types keys into the master side and reads what the screen shows.
final class PseudoTerminal {
    private let master: Int32
    private var child: pid_t = 0
    private(set) var screen = ""

    enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String)
        case timedOut(waitingFor: String, screen: String)

        var description: String {
            switch self {
            case .cannotOpen(let step): return "cannot open a pseudo-terminal: \(step) failed"
            case .timedOut(let expected, let screen): return "timed out waiting for \(expected.debugDescription); the screen shows:\n\(screen)"
            }
        }
    }

    /// The terminal's own end of the line, held open to ask how many typed bytes are still
    /// unread (``waitUntilReading(timeout:)``).
    private var slave: Int32 = -1

    /// Starts vmrepl (or `executable`) with `arguments` as the session leader of a new
    /// terminal, in `directory` (the test's own by default). `typedAhead` is typed before
    /// it starts, into the terminal's line editing; `utf8Erase: false` makes that erase a
    /// byte, not a character, as a terminal without `IUTF8` does.
    init(executable: String = Binary.path, arguments: [String] = [], environment: [String: String] = [:],
         columns: UInt16 = 80, rows: UInt16 = 40, directory: URL? = nil, typedAhead: [UInt8] = [],
         utf8Erase: Bool = true) throws {
        var slaveName = [CChar](repeating: 0, count: 256)
        master = pty_open(&slaveName, slaveName.count)
        guard master >= 0 else { throw Failure.cannotOpen("pty_open") }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slavePath = String(decoding: slaveName.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slavePath, O_RDWR | O_NOCTTY)
        #if os(Linux)
        if !utf8Erase, slave >= 0 {
            var settings = termios()
            tcgetattr(slave, &settings)
            settings.c_iflag &= ~tcflag_t(IUTF8)
            tcsetattr(slave, TCSANOW, &settings)
        }
        #endif
        if !typedAhead.isEmpty { _ = typedAhead.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

        var variables = ProcessInfo.processInfo.environment
        variables["TERM"] = "xterm"
        variables["LANG"] = "C.UTF-8"
        variables["NO_COLOR"] = "1"
        for (key, value) in environment { variables[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        child = directory.map { pty_spawn(executable, argv, envp, slavePath, master, $0.path) } ?? pty_spawn(executable, argv, envp, slavePath, master, nil)
        guard child > 0 else { throw Failure.cannotOpen("pty_spawn") }
    }

    deinit {
        if child > 0 {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        close(master)
        if slave >= 0 { close(slave) }
    }

    /// Types `keys` (control characters included).
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `bytes` as they are, a UTF-8 sequence broken off included.
    func type(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the program has read every byte typed and waits for the next: as a
    /// person types, one key at a time. GNU readline treats keys that arrive together
    /// (typed ahead) otherwise than keys typed one by one. Linux only: it asks `/proc`.
    func waitUntilReading(timeout: Double = 60) throws {
        #if os(Linux)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            var unread: Int32 = 0
            let typedIsRead = slave < 0 || (ioctl(slave, UInt(FIONREAD), &unread) == 0 && unread == 0)
            if typedIsRead, let waiting = try? String(contentsOfFile: "/proc/\(child)/wchan", encoding: .utf8),
               let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
               stat.split(separator: ")").last?.split(separator: " ").first == "S",
               ["poll", "select", "wait_woken", "tty_read"].contains(where: { waiting.contains($0) }) {
                return
            }
            guard Date() < deadline else { throw Failure.timedOut(waitingFor: "the program to wait for a key", screen: screen) }
            // What it draws meanwhile is read, so that it never waits on a full terminal.
            readAvailable(waitingMilliseconds: 1)
        }
        #endif
    }

    /// Reads the screen until `text` appears after `offset`; returns where it ends.
    @discardableResult
    func waitFor(_ text: String, after offset: String.Index? = nil, timeout: Double = 120) throws -> String.Index {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let start = offset ?? screen.startIndex
            if let range = screen.range(of: text, range: start..<screen.endIndex) {
                return range.upperBound
            }
            guard Date() < deadline else { throw Failure.timedOut(waitingFor: text, screen: screen) }
            readAvailable(waitingMilliseconds: 50)
        }
    }

    /// Waits until vmrepl reads keys one at a time (the terminal out of canonical mode):
    /// libedit has set up the line, or the demo its raw mode. A key typed while the mode
    /// switches is dropped, so tests type only after this. Returns at once if vmrepl has
    /// ended, as it does on some errors, and will read no key.
    func waitForKeys(timeout: Double = 120) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var settings = termios()
        while tcgetattr(master, &settings) == 0, settings.c_lflag & tcflag_t(ICANON) != 0, !hasEnded {
            guard Date() < deadline else { throw Failure.timedOut(waitingFor: "the terminal in raw mode", screen: screen) }
            readAvailable(waitingMilliseconds: 10)
        }
    }

    /// Waits until vmrepl has taken the line typed and handed the terminal back
    /// (canonical mode again): the command runs now, and Ctrl-C stops it rather than the
    /// line being edited.
    func waitForLineTaken(timeout: Double = 120) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var settings = termios()
        while tcgetattr(master, &settings) == 0, settings.c_lflag & tcflag_t(ICANON) == 0, !hasEnded {
            guard Date() < deadline else { throw Failure.timedOut(waitingFor: "the line to be taken", screen: screen) }
            readAvailable(waitingMilliseconds: 10)
        }
    }

    /// vmrepl's process id.
    var pid: Int32 { child }

    /// Whether vmrepl has ended (it is a zombie, not yet reaped by ``waitForExit(timeout:)``).
    private var hasEnded: Bool {
        guard child > 0 else { return true }
        // Asks without reaping it (WNOWAIT), so that waitForExit still gets its status.
        var info = siginfo_t()
        guard waitid(P_PID, id_t(child), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        return info.si_signo == SIGCHLD
    }

    /// Makes the terminal `columns` × `rows`, as a font zoom does, and says so (SIGWINCH).
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        send(SIGWINCH)
    }

    /// Runs `body` while a thread of its own resizes the terminal again and again (one
    /// every 0.3 ms, between 30 and 89 columns and 20 and 24 rows), as dragging a window's
    /// corner does; returns how many resizes there were.
    func whileDragging(_ body: () throws -> Void) throws -> Int {
        let drag = Drag()
        let master = self.master
        let child = self.child
        let ended = DispatchSemaphore(value: 0)
        Thread {
            var resizes = 0
            while drag.isGoing {
                var size = winsize(ws_row: UInt16(20 + resizes % 5), ws_col: UInt16(30 + (resizes * 7) % 60), ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(master, UInt(TIOCSWINSZ), &size)
                kill(child, SIGWINCH)
                resizes += 1
                usleep(300)
            }
            drag.resizes = resizes
            ended.signal()
        }.start()
        let outcome = Result { try body() }
        drag.isGoing = false
        ended.wait()
        try outcome.get()
        return drag.resizes
    }

    /// Sends `signal` to vmrepl.
    func send(_ signal: Int32) {
        if child > 0 { kill(child, signal) }
    }

    /// Waits for the process to exit and returns its exit status.
    func waitForExit(timeout: Double = 120) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            readAvailable(waitingMilliseconds: 20)
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child {
                child = 0
                return (status >> 8) & 0xFF
            }
        }
        throw Failure.timedOut(waitingFor: "exit", screen: screen)
    }

    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            screen += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }
}

/// What ``PseudoTerminal/whileDragging(_:)``'s thread and the test share.
private final class Drag: @unchecked Sendable {
    private let lock = NSLock()
    private var going = true
    private var count = 0

    var isGoing: Bool {
        get { lock.withLock { going } }
        set { lock.withLock { going = newValue } }
    }

    var resizes: Int {
        get { lock.withLock { count } }
        set { lock.withLock { count = newValue } }
    }
}
