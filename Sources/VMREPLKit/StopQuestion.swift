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

/// The question a session on a terminal puts before a line that stops RxSwift's debug
/// build (``RxSwiftShadow``), on the RealRxSwift build: typed at the prompt, read by `run`,
/// run by a handout, or from `-e`/`-f` before `-i`.
final class StopQuestion {
    /// The recording the question and its answer go into, once the prompt records.
    var recorder: CastRecorder?
    /// The pager of the command the question comes in: the output so far is ended before
    /// the question (a pager showing it is left first), and what follows is paged anew.
    var pager: Pager?

    /// Gives `engine` a gate that asks this question, where a style may run on RxSwift
    /// itself (the RealRxSwift build); elsewhere nothing is tried.
    func attach(to engine: Engine) {
        guard HelpText.engineBanner != nil else { return }
        RxSwiftShadow.attach(to: engine, asking: ask)
    }

    /// Says that `line` stopped the process that tried it (`stop`: its message, RxSwift's
    /// fatal error where that is what it was) and asks
    /// whether to run it; true for `y` or `yes`. Anything else, Ctrl-C or Ctrl-D keeps
    /// the session. The question goes to the terminal (standard error when standard
    /// output is a log or a file), and into a recording.
    func ask(_ line: String, _ stop: String) -> Bool {
        pager?.end()
        defer {
            let size = InteractiveLoop.terminalSize()
            pager?.begin(rows: size.height, width: size.width)
        }
        let question = Self.question(line, stop, width: InteractiveLoop.terminalWidth(), ending: "the session")
        let stream = vmrepl_isatty(1) != 0 ? StandardStreams.output : StandardStreams.error
        stream.write(question)
        stream.flush()
        recorder?.output(question.replacingOccurrences(of: "\n", with: "\r\n"))
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        while answer.count < 64, read(0, &byte, 1) == 1, byte != 10 { answer.append(byte) }
        let typed = String(decoding: answer, as: UTF8.self)
        // Enter ended the line on the terminal; Ctrl-D or Ctrl-C did not.
        if byte != 10 {
            stream.write("\n")
            stream.flush()
        }
        recorder?.output(typed + "\r\n")
        guard ["y", "yes"].contains(typed.trimmingCharacters(in: .whitespaces).lowercased()) else { return false }
        // The program ends on the line: the recording so far is put in place first.
        _ = recorder?.finishReporting()
        return true
    }

    /// The question, wrapped at `width` columns, whose answer `y` ends `ending` (the
    /// session, the talk).
    static func question(_ line: String, _ stop: String, width: Int, ending: String) -> String {
        let wrapper = LineWrapper(width: width)
        let lines = wrapper.wrap("'\(line)' stops the program here, as it would stop the app:", hang: 2)
            + wrapper.wrap("  " + stop, hang: 4)
            + ["run it and end \(ending)? [y/N] "]
        return lines.joined(separator: "\n")
    }
}
