#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Foundation
import REPLEngine

/// Interactive mode: libedit line editing, Tab completion, history, Ctrl-C and Ctrl-D.
struct InteractiveLoop {
    let options: RunOptions
    let engine: Engine
    /// The question before a line that stops RxSwift's debug build, which the session
    /// puts on the RealRxSwift build; a recording holds it.
    var question = StopQuestion()

    func run() -> ExitCode {
        // `--record`: what the terminal shows, at the real times it shows it; the file is
        // opened, and the header written, before anything else.
        var recorder: CastRecorder?
        if let path = options.recordPath {
            guard let started = CastRecorder.start(path, force: options.force, size: Self.terminalSize()) else { return .usageOrIO }
            recorder = started
        }
        question.recorder = recorder
        if engine.lineGateMaker == nil { question.attach(to: engine) }
        let status = run(recordingTo: recorder)
        guard let recorder else { return status }
        let whole = recorder.finishReporting()
        return !whole && [.success, .commandFailed].contains(status) ? .usageOrIO : status
    }

    private func run(recordingTo recorder: CastRecorder?) -> ExitCode {
        vmrepl_set_locale()
        let completion = Unmanaged.passRetained(CompletionContext(engine: engine))
        defer { completion.release() }
        guard let editor = vmrepl_editor_open("vmrepl", Engine.prompt, completeCandidates, completion.toOpaque()) else {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): cannot start line editing on this terminal; pipe commands in instead", channel: .error))
            return .usageOrIO
        }
        defer { vmrepl_editor_close(editor) }
        // A person types here: explore's default search is sized for a class that waits.
        engine.isInteractive = true
        // `demo LESSON` takes the terminal from the line editor until the talk ends.
        engine.demoRunner = { [options] script, name in
            var demo = DemoOptions(source: name)
            demo.color = options.color
            _ = DemoLoop(script: script, name: name, options: demo, color: StandardStreams.useColor(options.color), catalog: engine.catalog).run()
            StandardStreams.output.write("\n")
            StandardStreams.output.flush()
        }
        var history = HistoryFile(path: HistoryFile.defaultPath())
        history.load(into: editor)
        // With stdout piped (`vmrepl | tee log`) the log gets a transcript: each command
        // after the prompt, then its output; the banner goes to the terminal only.
        let echoToOutput = vmrepl_isatty(1) == 0
        let styles = engine.catalog.styles
        let active = styles.count { $0.activeAtStart }
        let banner = (active == styles.count
            ? "\(Tool.name): \(styles.count) view-model styles side by side; 'help' lists commands, Ctrl-D quits\n"
            : "\(Tool.name): \(active) of \(styles.count) view-model styles active ('use all'); 'help' lists commands\n")
            + (HelpText.engineBanner.map { $0 + "\n" } ?? "")
        if echoToOutput {
            StandardStreams.error.write(banner)
            StandardStreams.error.flush()
        } else {
            StandardStreams.output.write(banner)
            StandardStreams.output.flush()
        }

        // The lines typed so far, which the JSON format numbers.
        var lineNumber = 0
        let started = Self.seconds()
        // A command's lines taller than the terminal go through the pager (not when stdout
        // is a pipe, nor for JSON, which tools read, nor in a recording, which holds what
        // the terminal showed).
        let pager = echoToOutput || engine.printsJSON || recorder != nil ? nil : Pager.command.map(Pager.init)
        question.pager = pager
        // Quitting the pager stops the command, as a signal does.
        if let pager {
            let signalled = engine.isInterrupted
            engine.isInterrupted = { signalled() || pager.readerLeft }
        }
        let emit: (OutputLine) -> Void = { line in
            if let pager { pager.emit(line) } else { StandardStreams.emit(line) }
            recorder?.advance(to: Self.seconds() - started)
            recorder?.output(line.text + "\r\n")
        }
        recorder?.output(Engine.prompt)
        recorder?.flushReporting()
        while true {
            if vmrepl_interrupted() == SIGINT { vmrepl_clear_interrupt() }
            var raw: UnsafeMutablePointer<CChar>?
            let result = vmrepl_editor_read(editor, &raw)
            // Text wraps at the terminal's width, read again once the command is typed
            // (the terminal may have been resized meanwhile), unless --width chose one.
            if options.width == nil { engine.width = Self.terminalWidth() }
            if let ending = requestedEnd() { return ending }
            if result == 0 {
                // Ctrl-D at the prompt: end the prompt's line, so the shell's starts afresh.
                if !echoToOutput { StandardStreams.output.write("\n") }
                break
            }
            if result == -1 { continue }
            guard result == 1, let raw else { break }
            let bytes = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
            free(raw)
            lineNumber += 1
            if echoToOutput && !engine.printsJSON {
                StandardStreams.output.write(Engine.prompt + String(decoding: bytes, as: UTF8.self) + "\n")
            }
            // History keeps what the engine would take, not a rejected (say 100 KB) line.
            if bytes.contains(where: { $0 != 32 && $0 != 9 }) && Engine.accepts(bytes) {
                history.add(bytes, to: editor)
            }
            recorder?.advance(to: Self.seconds() - started)
            // A resize since the last command (a speaker zooming the font) is part of it.
            let size = Self.terminalSize()
            recorder?.resize(width: size.width, height: size.height)
            recorder?.output(String(decoding: bytes, as: UTF8.self) + "\r\n")
            pager?.begin(rows: size.height, width: size.width)
            let status = engine.execute(bytes: bytes, number: lineNumber, emit: emit)
            pager?.end()
            recorder?.output(Engine.prompt)
            recorder?.flushReporting()
            StandardStreams.output.flush()
            if let ending = requestedEnd() { return ending }
            if status == .quit { break }
        }
        StandardStreams.output.flush()
        return .success
    }

    /// Seconds on the monotonic clock.
    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The columns of the terminal on standard output (or input), or 80.
    static func terminalWidth() -> Int {
        terminalSize().width
    }

    /// The columns and rows of the terminal on standard output (or input), or 80×24.
    static func terminalSize() -> (width: Int, height: Int) {
        var size = winsize()
        for descriptor: Int32 in [1, 0, 2] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : 24)
        }
        return (Engine.standardWidth, 24)
    }

    /// The status to end with if SIGTERM or SIGHUP arrived (Ctrl-C only cancels a line
    /// or a command); what was printed is flushed first.
    private func requestedEnd() -> ExitCode? {
        let signal = Int32(vmrepl_interrupted())
        guard signal == SIGTERM || signal == SIGHUP else { return nil }
        StandardStreams.output.flush()
        return .ending(on: signal)
    }
}

/// What the C completion callback needs to reach the engine.
final class CompletionContext {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}

/// Called by the C shim on Tab with the text before the cursor.
private func completeCandidates(_ line: UnsafePointer<CChar>?, _ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    guard let line, let context else { return nil }
    let engine = Unmanaged<CompletionContext>.fromOpaque(context).takeUnretainedValue().engine
    let candidates = engine.completions(for: String(cString: line))
    guard !candidates.isEmpty else { return nil }
    return strdup(candidates.joined(separator: "\n"))
}
