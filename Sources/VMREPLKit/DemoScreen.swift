#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// What the demo writes to the terminal, and to the recording if there is one.
struct DemoScreen {
    var recorder: CastRecorder?
    let typingSpeed: Int
    let palette: Palette
    private var hasStatus = false
    /// What the step has still to show, when it is taller than the terminal.
    private var pending: [DemoSession.Shown] = []
    /// The pages of the step shown so far.
    private var pagesShown = 0
    /// The width the step's output was laid out for: the terminal's when it was shown,
    /// within the widths output takes (``LineWrapper/widths``).
    private(set) var shownWidth = 0

    /// Whether the step has more to show than the terminal had room for.
    var hasMore: Bool { !pending.isEmpty }
    /// Whether the screen shows a later page of a step, not its first.
    var isPaged: Bool { pagesShown > 1 }

    init(recorder: CastRecorder?, typingSpeed: Int, palette: Palette) {
        self.recorder = recorder
        self.typingSpeed = typingSpeed
        self.palette = palette
    }

    /// Writes `text` to the terminal, and to the recording unless it is the speaker's only.
    mutating func write(_ text: String, recorded: Bool = true) {
        StandardStreams.output.write(text)
        StandardStreams.output.flush()
        if recorded { recorder?.output(text) }
    }

    /// Shows a step: as much as fits above the status line, its top first; the rest
    /// waits for ``showMore(color:)``. `below`: the rows the step's introduction
    /// (``introduce(_:color:)``) already takes on the screen.
    mutating func show(_ shown: [DemoSession.Shown], color: Bool, below introduction: [DemoSession.Shown] = []) {
        pending = shown
        pagesShown = 0
        let width = InteractiveLoop.terminalSize().width
        shownWidth = min(max(width, LineWrapper.widths.lowerBound), LineWrapper.widths.upperBound)
        showMore(color: color, rowsTaken: introduction.reduce(0) { $0 + DemoPage.rows(of: $1, width: width) })
    }

    /// How typing a step's command out ended.
    enum Typing: Equatable {
        /// The whole command was typed at the typing speed: the step runs.
        case typed
        /// A key or a signal came part way: `rest` is what was still to type (the line is
        /// open after what was typed); the caller reads the key and finishes or cancels.
        case cut(rest: String)
    }

    /// The step whose marker the recording has: a step cancelled and typed again, or
    /// finished early, is marked once.
    private var markedStep: Int?

    /// Introduces step `step` before it runs: its narration, then its command typed out
    /// at the typing speed, until a key or a signal cuts the typing.
    mutating func introduce(_ introduction: [DemoSession.Shown], step: Int, color: Bool) -> Typing {
        let size = InteractiveLoop.terminalSize()
        recorder?.resize(width: size.width, height: size.height)
        // One marker a step, named by its first narration line (or its command).
        let name = introduction.lazy.compactMap { item -> String? in
            switch item {
            case .narration(let line): String(line.drop { $0 == "#" || $0 == " " })
            case .command(let command): command
            case .output: nil
            }
        }.first
        if let name, markedStep != step { recorder?.marker(name) }
        markedStep = step
        for item in introduction {
            if case .cut(let rest) = type(item, color: color) { return .cut(rest: rest) }
        }
        return .typed
    }

    /// Writes what was still to type of a cut command at once, and ends its line.
    mutating func finishTyping(_ rest: String) {
        write(rest + "\n")
    }

    /// Takes a step's introduction off the screen (its narration and its command line,
    /// `lineOpen` if the command's line was cut part way), so that typing it again shows
    /// one copy; in a recording the erasing is replayed too.
    mutating func erase(_ introduction: [DemoSession.Shown], lineOpen: Bool) {
        let width = InteractiveLoop.terminalSize().width
        let rows = introduction.reduce(0) { $0 + DemoPage.rows(of: $1, width: width) }
        // The cursor is on the command's row if it was cut, else on the row below.
        let up = lineOpen ? rows - 1 : rows
        write("\r\u{1B}[2K" + String(repeating: "\u{1B}[1A\u{1B}[2K", count: max(up, 0)))
    }

    /// Shows the next page of the step: as many rows as the terminal has above the
    /// status line, less `rowsTaken` already on it. (A step shown again after a jump has
    /// run: a key or a signal while its command is typed writes the rest at once.)
    mutating func showMore(color: Bool, rowsTaken: Int = 0) {
        let size = InteractiveLoop.terminalSize()
        recorder?.resize(width: size.width, height: size.height)
        // What is left of a step is wrapped again at the width the terminal has now (a
        // font zoom mid-step), at words.
        let (page, rest) = DemoPage.split(DemoPage.rewrapped(pending, width: size.width), rows: max(size.height - 1 - rowsTaken, 1), width: size.width)
        pending = rest
        pagesShown += 1
        for item in page {
            if case .cut(let rest) = type(item, color: color) { finishTyping(rest) }
        }
    }

    /// Writes one item of an introduction, a command typed out at the typing speed; `.cut`
    /// with what was still to type as soon as a key or a signal comes.
    private mutating func type(_ item: DemoSession.Shown, color: Bool) -> Typing {
        switch item {
        case .narration(let line):
            write((color ? palette.narration(line) : line) + "\n")
        case .command(let command):
            write(Engine.prompt)
            recorder?.pause(0.5)
            for (offset, character) in command.enumerated() {
                if typingSpeed > 0 && !Self.waitUnlessKeyOrSignal(milliseconds: 1000 / typingSpeed) {
                    return .cut(rest: String(command.dropFirst(offset)))
                }
                write(String(character))
                if typingSpeed > 0 { recorder?.pause(1.0 / Double(typingSpeed)) }
            }
            write("\n")
        case .output(let line):
            write(line + "\n")
        }
        return .typed
    }

    /// Waits `milliseconds`; `false` as soon as a key is waiting to be read or a signal
    /// has arrived.
    private static func waitUnlessKeyOrSignal(milliseconds: Int) -> Bool {
        guard vmrepl_interrupted() == 0 else { return false }
        let ready = vmrepl_wait_readable(0, Int32(max(1, milliseconds)))
        return ready == 0 && vmrepl_interrupted() == 0
    }

    mutating func clear() {
        clearStatus()
        write("\u{1B}[2J\u{1B}[H")
    }

    /// The status line, last on the screen; its text goes to the terminal only.
    mutating func status(session: DemoSession, typed: String, notice: String) {
        let jump = typed.isEmpty ? "" : " · jump to \(typed)"
        let said = notice.isEmpty ? "" : " · \(notice)"
        let more = hasMore ? " · \(pending.count) more line\(pending.count == 1 ? "" : "s"): Enter" : ""
        let end = session.isAtEnd && typed.isEmpty && !hasMore ? " · the end: ← back, r restart, q quit" : ""
        let text = "\u{1B}[7m step \(session.position)/\(session.script.stepCount)\(jump)\(said)\(more)\(end) \u{1B}[0m"
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
