#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine
import Variants

/// `vmrepl demo` and the REPL's `demo`: steps through a prepared talk on the terminal.
///
/// Enter, Space or → runs the next step (its narration, then its command typed out at the
/// chosen pace, then its output); ← or `b` goes back a step, a number then Enter jumps to
/// that step, `r` restarts and `q` quits. The last line is a status line, redrawn after
/// each step and never part of any transcript. A recording (`--record`) is an asciicast
/// v2 file whose times come from the pace and the steps, so one demo gives one file.
struct DemoLoop {
    let script: DemoScript
    let name: String
    let options: DemoOptions
    let color: Bool
    let catalog: Catalog

    func run() -> ExitStatus {
        var recorder: CastRecorder?
        if let path = options.recordPath {
            guard options.force || access(path, F_OK) != 0 else {
                StandardStreams.emit(OutputLine(text: "vmrepl: '\(path)' exists; give --force to overwrite it, or another name", channel: .error))
                return .usageOrIO
            }
            recorder = CastRecorder(width: InteractiveLoop.terminalWidth(), height: 40)
        }
        let session = DemoSession(script: script, options: EngineOptions(color: color, width: InteractiveLoop.terminalWidth()), catalog: catalog)
        var screen = DemoScreen(recorder: recorder, typingSpeed: options.typingSpeed)
        screen.write("demo \(name): \(script.steps.count) steps\n")
        // Fits 80 columns, so it never wraps on a projector.
        screen.write("Enter/Space/→ next · ←/b back · NUMBER Enter jump · r restart · q quit\n")
        if let (reason, diff) = script.mismatch(name: name, catalog: catalog) {
            screen.write(paint("note: this transcript's expected output differs from what vmrepl prints now (\(reason)); the demo shows what it prints now\n", "33"))
            for line in diff.split(separator: "\n").prefix(20) { screen.write(String(line) + "\n") }
        }
        guard let terminal = RawTerminal() else {
            StandardStreams.emit(OutputLine(text: "vmrepl: demo needs a terminal; to run the commands use 'vmrepl -f FILE --echo', to compare them 'vmrepl check FILE'", channel: .error))
            return .usageOrIO
        }
        defer { terminal.restore() }
        var typedNumber = ""
        screen.status(session: session, typed: typedNumber)
        while true {
            if vmrepl_interrupted() != 0 { break }
            guard let key = terminal.readKey() else { break }
            switch key {
            case .next:
                if let target = Int(typedNumber) {
                    typedNumber = ""
                    screen.clear()
                    screen.show(session.go(to: target), color: color)
                } else if !session.isAtEnd {
                    // At the end the status line says so; Enter there prints nothing more.
                    screen.clearStatus()
                    screen.show(session.forward(), color: color)
                }
            case .back:
                typedNumber = ""
                screen.clear()
                screen.show(session.back(), color: color)
            case .restart:
                typedNumber = ""
                screen.clear()
                screen.show(session.go(to: 0), color: color)
            case .digit(let digit):
                typedNumber.append(digit)
            case .erase:
                if !typedNumber.isEmpty { typedNumber.removeLast() }
            case .quit:
                screen.clearStatus()
                if let recorder, let path = options.recordPath, let problem = recorder.write(to: path) {
                    StandardStreams.emit(OutputLine(text: "vmrepl: cannot write '\(path)': \(problem)", channel: .error))
                    return .usageOrIO
                }
                return .success
            case .other:
                break
            }
            screen.status(session: session, typed: typedNumber)
        }
        screen.clearStatus()
        if let recorder, let path = options.recordPath, let problem = recorder.write(to: path) {
            StandardStreams.emit(OutputLine(text: "vmrepl: cannot write '\(path)': \(problem)", channel: .error))
            return .usageOrIO
        }
        return vmrepl_interrupted() != 0 ? .interrupted : .success
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// What the demo writes to the terminal, and to the recording if there is one.
private struct DemoScreen {
    var recorder: CastRecorder?
    let typingSpeed: Int
    private var hasStatus = false

    init(recorder: CastRecorder?, typingSpeed: Int) {
        self.recorder = recorder
        self.typingSpeed = typingSpeed
    }

    mutating func write(_ text: String) {
        StandardStreams.output.write(text)
        StandardStreams.output.flush()
        recorder?.output(text)
    }

    mutating func show(_ shown: [DemoSession.Shown], color: Bool) {
        for item in shown {
            switch item {
            case .narration(let line):
                recorder?.marker(line)
                write((color ? "\u{1B}[36m\(line)\u{1B}[0m" : line) + "\n")
            case .command(let command):
                write(Engine.prompt)
                recorder?.pause(0.5)
                for character in command {
                    write(String(character))
                    if typingSpeed > 0 {
                        usleep(useconds_t(1_000_000 / typingSpeed))
                        recorder?.pause(1.0 / Double(typingSpeed))
                    }
                }
                write("\n")
            case .output(let line):
                write(line + "\n")
            }
        }
        recorder?.pause(1.0)
    }

    mutating func clear() {
        clearStatus()
        write("\u{1B}[2J\u{1B}[H")
    }

    /// The status line, last on the screen; its text goes to the terminal only.
    mutating func status(session: DemoSession, typed: String) {
        let jump = typed.isEmpty ? "" : " · jump to \(typed)"
        let end = session.isAtEnd && typed.isEmpty ? " · the end: ← back, r restart, q quit" : ""
        let text = "\u{1B}[7m step \(session.position)/\(session.script.steps.count)\(jump)\(end) \u{1B}[0m"
        StandardStreams.output.write("\r\u{1B}[2K" + text)
        StandardStreams.output.flush()
        hasStatus = true
    }

    mutating func clearStatus() {
        guard hasStatus else { return }
        StandardStreams.output.write("\r\u{1B}[2K")
        StandardStreams.output.flush()
        hasStatus = false
    }
}

/// The terminal in raw mode, read a key at a time, and put back as it was.
private final class RawTerminal {
    enum Key {
        case next, back, restart, quit, erase, other
        case digit(Character)
    }

    private var original = termios()

    init?() {
        guard isatty(0) != 0, tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else { return nil }
    }

    func restore() {
        var saved = original
        tcsetattr(0, TCSANOW, &saved)
    }

    func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 13, 10, 32: return .next
        case UInt8(ascii: "b"): return .back
        case UInt8(ascii: "r"): return .restart
        case UInt8(ascii: "q"), 4: return .quit
        case 127, 8: return .erase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(Character(Unicode.Scalar(byte)))
        case 27:
            guard readByte() == UInt8(ascii: "[") else { return .other }
            switch readByte() {
            case UInt8(ascii: "C"): return .next
            case UInt8(ascii: "D"): return .back
            default: return .other
            }
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR && vmrepl_interrupted() == 0 { continue }
            return nil
        }
    }
}
