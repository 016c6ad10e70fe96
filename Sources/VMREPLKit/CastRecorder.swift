#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import REPLEngine

/// An asciinema asciicast v2 recording, written as it happens: a header line, then one
/// `[time, "o", text]` event per write and `[time, "m", label]` markers (chapters in
/// asciinema's player). Its clock is the demo's pace, not the wall's, so one demo always
/// gives the same file.
///
/// The file is opened (and checked) when recording starts and the header written at
/// once; events go out at each ``flush()`` (after every command), into a
/// ``FileReplacement`` that becomes the named file at ``finish()``. A killed vmrepl
/// leaves the talk so far in the temporary file beside it; a write that fails stops the
/// recording, removes its temporary file, and is reported once (``problem``).
final class CastRecorder {
    /// The file the recording becomes.
    let path: String
    private var file: FileReplacement?
    private var time = 0.0
    private var pending = ""
    /// The terminal's size as last recorded.
    private var size: (width: Int, height: Int)
    /// Why the recording stopped early, if it did.
    private(set) var problem: String?

    /// Starts a recording to `path` of a terminal `width` columns wide and `height` rows high.
    init(path: String, width: Int, height: Int) throws(FileReplacement.Problem) {
        let file = try FileReplacement(replacing: path)
        self.path = path
        self.file = file
        size = (width, height)
        let header = #"{"version": 2, "width": \#(width), "height": \#(height), "env": {"TERM": "xterm-256color"}}"#
        try file.append(Array((header + "\n").utf8))
    }

    /// Starts the recording `--record PATH` asks for, or says in one line why it cannot:
    /// `path` is no regular file, exists without `force`, or cannot be created.
    static func start(_ path: String, force: Bool, size: (width: Int, height: Int)) -> CastRecorder? {
        let (width, height) = size
        let problem: String
        if let refusal = FileReplacement.refusal(of: path) {
            problem = "cannot record to '\(ShownName.of(path))': \(refusal)"
        } else if !force && access(path, F_OK) == 0 {
            problem = "'\(ShownName.of(path))' exists; give --force to overwrite it, or another name"
        } else {
            do throws(FileReplacement.Problem) {
                return try CastRecorder(path: path, width: width, height: height)
            } catch {
                problem = "cannot record to '\(ShownName.of(path))': \(error)"
            }
        }
        StandardStreams.emit(OutputLine(text: "\(Tool.name): \(problem)", channel: .error))
        return nil
    }

    /// Writes the events so far (``flush()``); if that failed, says so once on standard
    /// error: the recording has stopped, and the run will end with status 2.
    func flushReporting() {
        if !flush() {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): cannot write the recording '\(ShownName.of(path))': \(problem ?? "write failed"); the recording stopped here (the old file, if any, is untouched)", channel: .error))
        }
    }

    /// Finishes the recording (``finish()``), saying so on standard error if it could not
    /// be put in place now; whether the recording is whole.
    func finishReporting() -> Bool {
        let earlier = problem
        guard let problem = finish() else { return true }
        if earlier == nil {
            StandardStreams.emit(OutputLine(text: "\(Tool.name): cannot write the recording '\(ShownName.of(path))': \(problem) (the old file, if any, is untouched)", channel: .error))
        }
        return false
    }

    func pause(_ seconds: Double) {
        time += seconds
    }

    /// Moves the clock to `seconds` from the start (an interactive session's real time).
    func advance(to seconds: Double) {
        time = max(time, seconds)
    }

    /// Records `text` as the terminal received it: a line feed that vmrepl writes reaches
    /// the screen as CR LF (the terminal driver adds the CR), and a recording is replayed
    /// raw, so it holds the CR too.
    func output(_ text: String) {
        guard file != nil else { return }
        pending += Self.event(time, "o", Self.asReceived(text)) + "\n"
    }

    /// Records that the terminal is now `width` columns by `height` rows (asciicast v2's
    /// resize event), when that is a change.
    func resize(width: Int, height: Int) {
        guard file != nil, (width, height) != size else { return }
        size = (width, height)
        pending += Self.event(time, "r", "\(width)x\(height)") + "\n"
    }

    func marker(_ label: String) {
        guard file != nil else { return }
        pending += Self.event(time, "m", label) + "\n"
    }

    /// Writes the events so far to the file; `false` if that failed just now (the
    /// recording has then stopped, and ``problem`` says why).
    @discardableResult
    func flush() -> Bool {
        guard let file, !pending.isEmpty else { return true }
        defer { pending = "" }
        do throws(FileReplacement.Problem) {
            try file.append(Array(pending.utf8))
            return true
        } catch {
            stop(error.description)
            return false
        }
    }

    /// Writes what is left and puts the recording in place; why it could not, if it
    /// could not (now or earlier).
    func finish() -> String? {
        flush()
        if let file {
            do throws(FileReplacement.Problem) {
                try file.commit()
            } catch {
                stop(error.description)
            }
            self.file = nil
        }
        return problem
    }

    private func stop(_ reason: String) {
        FileReplacement.anyFailed = true
        file?.abandon()
        file = nil
        problem = problem ?? reason
    }

    /// `text` with CR before every LF that has none, as the terminal driver sends it.
    static func asReceived(_ text: String) -> String {
        guard text.unicodeScalars.contains("\n") else { return text }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous != "\r" { result.append("\r") }
            result.append(scalar)
            previous = scalar
        }
        return String(result)
    }

    private static func event(_ time: Double, _ kind: String, _ data: String) -> String {
        let encoder = JSONEncoder()
        let encoded = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        let milliseconds = Int((time * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        let stamp = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        return "[\(stamp), \"\(kind)\", \(encoded)]"
    }
}
