#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Experiments
import REPLEngine
import Variants
import StyleKit

/// `vmrepl demo` and the REPL's `demo`: steps through a prepared talk on the terminal.
///
/// Enter, Space or → runs the next step (its narration, then its command typed out at the
/// chosen pace, then its output); ← or `b` goes back a step, a number then Enter jumps to
/// that step, `r` restarts and `q` quits. The last line is a status line, redrawn after
/// each step and never part of any transcript. A recording (`--record`) is an asciicast
/// v2 file: its typing follows the pace, and the speaker's pauses before each key are
/// kept, each cut to `--idle-limit` seconds (2 by default), as asciinema cuts them; one
/// marker a step, named by its first narration line.
struct DemoLoop {
    let script: DemoScript
    let name: String
    let options: DemoOptions
    let color: Bool
    let catalog: Catalog

    func run() -> ExitCode {
        var recorder: CastRecorder?
        if let path = options.recordPath {
            guard let started = CastRecorder.start(path, force: options.force, size: InteractiveLoop.terminalSize()) else {
                return .usageOrIO
            }
            recorder = started
        }
        let status = run(recordingTo: recorder)
        guard let recorder else { return status }
        let whole = recorder.finishReporting()
        return !whole && status == .success ? .usageOrIO : status
    }

    /// The talk itself; a recording, if there is one, is finished by the caller.
    ///
    /// Signals: Ctrl-C (SIGINT) stops a step's command part way, as in the REPL, and the
    /// talk waits for the next key; at the step prompt it ends the demo (130). SIGTERM and
    /// SIGHUP end it at once, idle or busy (143, 129). While a step's command is typed
    /// out, a key finishes the typing and Enter then runs it (demo-magic's convention);
    /// `x` or a signal cancels the step: nothing of it runs, and it leaves the screen.
    private func run(recordingTo recorder: CastRecorder?) -> ExitCode {
        var engineOptions = EngineOptions(color: color, width: options.width ?? InteractiveLoop.terminalWidth())
        engineOptions.toolName = Tool.name
        engineOptions.experiments = ExperimentServices.all
        engineOptions.palette = StandardStreams.palette() ?? .dark
        let session = DemoSession(script: script, options: engineOptions, catalog: catalog)
        session.isInterrupted = { vmrepl_interrupted() != 0 }
        // The speaker's commands write and read files as in a session.
        session.fileWriter = SessionFiles.write
        session.fileReader = SessionFiles.read
        var screen = DemoScreen(recorder: recorder, typingSpeed: options.typingSpeed, palette: engineOptions.palette)
        guard let terminal = RawTerminal() else {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): demo needs a terminal; to run the commands use '\(Tool.name) -f FILE --echo', to compare them '\(Tool.name) check FILE'", channel: .error))
            return .usageOrIO
        }
        defer { terminal.restore() }
        // On the RealRxSwift build, a step that would stop RxSwift's debug build (and the
        // talk with it) asks first; the question is part of the talk, so it is recorded.
        if HelpText.engineBanner != nil {
            session.lineGateMaker = { [weak session] in
                RxSwiftShadow { line, stop in
                    let width = session?.width ?? Engine.standardWidth
                    let question = "\r\n" + StopQuestion.question(line, stop, width: width, ending: "the talk")
                        .replacingOccurrences(of: "\n", with: "\r\n")
                    StandardStreams.output.write(question)
                    StandardStreams.output.flush()
                    recorder?.output(question)
                    let answer = (terminal.readYes() ? "y" : "n") + "\r\n"
                    StandardStreams.output.write(answer)
                    StandardStreams.output.flush()
                    recorder?.output(answer)
                    guard answer.hasPrefix("y") else { return false }
                    // The program ends on the line: the recording so far is put in place
                    // and the terminal back first.
                    _ = recorder?.finishReporting()
                    terminal.restore()
                    return true
                }
            }
        }
        // A stale transcript is the speaker's to see before the talk, not the audience's:
        // it waits for a key, then the screen is cleared, and the recording has none of it.
        // On the RealRxSwift build its lines are tried first, and one that stops RxSwift's
        // debug build is not run: the speaker learns of it here, and the step asks.
        let refusingStops = HelpText.engineBanner == nil ? nil : { RxSwiftShadow { _, _ in false } as any LineGate }
        if let (problem, diff) = script.mismatch(name: name, catalog: catalog, fileReader: SessionFiles.read, toolName: Tool.name, experiments: ExperimentServices.all,
                                                 lineGateMaker: refusingStops) {
            // Wrapped to the terminal, as everything the speaker reads.
            let wrapper = LineWrapper(width: InteractiveLoop.terminalSize().width)
            let note = "note: this transcript's expected output differs from what \(Tool.name) prints now (\(problem)); the demo shows what it prints now"
            for line in wrapper.wrap(note, hang: 6) { screen.write(paint(line, "33") + "\n", recorded: false) }
            for line in diff.split(separator: "\n").prefix(20).flatMap({ wrapper.wrap(String($0), hang: 2) }) { screen.write(line + "\n", recorded: false) }
            let prompt = wrapper.wrap("press a key to start the talk, q to quit; the warning stays out of any recording", hang: 0)
            screen.write(prompt.map { paint($0, "7") }.joined(separator: "\n"), recorded: false)
            let key = terminal.readKey()
            screen.write("\r\u{1B}[2K\u{1B}[2J\u{1B}[H", recorded: false)
            if let ending = requestedEnd() { return ending }
            switch key {
            case .quit?, nil: return vmrepl_interrupted() != 0 ? .ending(on: Int32(vmrepl_interrupted())) : .success
            default: break
            }
        }
        showTitle(on: &screen)
        recorder?.flushReporting()
        var typedNumber = ""
        // Said once in the status line, after a jump that goes nowhere.
        var notice = ""
        screen.status(session: session, typed: typedNumber, notice: notice)
        while true {
            if let ending = requestedEnd() { return ending }
            // A recording keeps the speaker's pause before each key, cut to --idle-limit.
            let waitStarted = InteractiveLoop.seconds()
            guard let key = terminal.readKey() else { break }
            recorder?.pause(min(InteractiveLoop.seconds() - waitStarted, Double(options.idleLimit)))
            notice = ""
            // Output follows the terminal's width (a font zoom), unless --width chose one.
            if options.width == nil { session.width = InteractiveLoop.terminalWidth() }
            switch key {
            case .next:
                if !typedNumber.isEmpty {
                    // Digits only, so a number that is no Int is too large for one.
                    if let target = Int(typedNumber), (1...script.stepCount).contains(target) {
                        screen.clear()
                        screen.show(session.go(to: target), color: color)
                    } else {
                        notice = "no step \(typedNumber): steps are 1–\(script.stepCount)"
                    }
                    typedNumber = ""
                } else if screen.hasMore, options.width == nil, screen.shownWidth != session.width {
                    // Resized part way through a step's pages (a font zoom): the step is
                    // laid out again for the new width, from its top, as 'back' shows it,
                    // not its old lines broken again.
                    screen.clear()
                    screen.show(session.go(to: session.position), color: color)
                } else if screen.hasMore {
                    screen.clearStatus()
                    screen.showMore(color: color)
                } else if let introduction = session.nextStep() {
                    // At the end the status line says so; Enter there prints nothing more.
                    screen.clearStatus()
                    // A key while the command is typed finishes the typing, and Enter then
                    // runs it; `x` or a signal cancels the step: nothing of it runs, and
                    // it leaves the screen, so typing it again shows one copy.
                    let step = session.position + 1
                    switch screen.introduce(introduction, step: step, color: color) {
                    case .typed:
                        screen.show(session.runNext(), color: color, below: introduction)
                    case .cut(let rest):
                        let key = vmrepl_interrupted() != 0 ? nil : terminal.readKey()
                        if key == .cancel || key == nil {
                            screen.erase(introduction, lineOpen: true)
                            notice = "step \(step) cancelled: nothing of it ran; Enter types it again"
                        } else if key == .quit {
                            screen.write("\n")
                            return .success
                        } else {
                            screen.finishTyping(rest)
                            switch Self.awaitRun(terminal) {
                            case .next?:
                                screen.show(session.runNext(), color: color, below: introduction)
                            case .quit?:
                                return .success
                            default:
                                screen.erase(introduction, lineOpen: false)
                                notice = "step \(step) cancelled: nothing of it ran; Enter types it again"
                            }
                        }
                    }
                }
            case .back:
                typedNumber = ""
                screen.clear()
                // Part way through a step's pages, back shows the step from its top.
                screen.show(screen.isPaged ? session.go(to: session.position) : session.back(), color: color)
            case .restart:
                typedNumber = ""
                screen.clear()
                showTitle(on: &screen)
                screen.show(session.go(to: 0), color: color)
            case .digit(let digit):
                // Bounded, whatever is typed; a number that is no Int is out of range.
                if typedNumber.count < 40 { typedNumber.append(digit) }
            case .erase:
                if !typedNumber.isEmpty { typedNumber.removeLast() }
            case .quit:
                screen.clearStatus()
                return .success
            case .cancel, .other:
                break
            }
            recorder?.flushReporting()
            if let ending = requestedEnd() { return ending }
            // Ctrl-C stopped the step's command; the talk goes on from here.
            if vmrepl_interrupted() == SIGINT { vmrepl_clear_interrupt() }
            screen.status(session: session, typed: typedNumber, notice: notice)
        }
        screen.clearStatus()
        return vmrepl_interrupted() != 0 ? .ending(on: Int32(vmrepl_interrupted())) : .success
    }

    /// After a key finished a command's typing: waits for Enter (run it), `x` (cancel) or
    /// `q` (quit), ignoring other keys; nil for a signal or the end of input.
    private static func awaitRun(_ terminal: RawTerminal) -> RawTerminal.Key? {
        while let key = terminal.readKey() {
            switch key {
            case .next, .cancel, .quit: return key
            default: continue
            }
        }
        return nil
    }

    /// The talk's title, and the keys line for the speaker. The keys and a stale
    /// transcript's warning are the speaker's, not the audience's: they stay out of the
    /// recording. The keys line fits 80 columns.
    private func showTitle(on screen: inout DemoScreen) {
        screen.write("demo \(name): \(script.stepCount) step\(script.stepCount == 1 ? "" : "s")\n")
        screen.write("Enter/Space/→ next · ←/b back · NUMBER Enter jump · r restart · q quit\n", recorded: false)
    }

    /// The status to end with if SIGTERM or SIGHUP arrived, the status line cleared first.
    private func requestedEnd() -> ExitCode? {
        let signal = Int32(vmrepl_interrupted())
        guard signal == SIGTERM || signal == SIGHUP else { return nil }
        StandardStreams.output.write("\r\u{1B}[2K")
        StandardStreams.output.flush()
        return .ending(on: signal)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
