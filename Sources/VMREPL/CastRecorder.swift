#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An asciinema asciicast v2 recording: a header line, then one `[time, "o", text]` event
/// per write and `[time, "m", label]` markers (chapters in asciinema's player). Its clock
/// is the demo's pace, not the wall's, so one demo always gives the same file.
final class CastRecorder {
    private let width: Int
    private let height: Int
    private var time = 0.0
    private var events: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func pause(_ seconds: Double) {
        time += seconds
    }

    /// Moves the clock to `seconds` from the start (an interactive session's real time).
    func advance(to seconds: Double) {
        time = max(time, seconds)
    }

    func output(_ text: String) {
        events.append(Self.event(time, "o", text))
    }

    func marker(_ label: String) {
        events.append(Self.event(time, "m", label))
    }

    /// Writes the recording to `path`; why not, if it could not.
    func write(to path: String) -> String? {
        let header = #"{"version": 2, "width": \#(width), "height": \#(height), "env": {"TERM": "xterm-256color"}}"#
        let text = ([header] + events).joined(separator: "\n") + "\n"
        return TranscriptFiles.writeFile(path, Array(text.utf8))
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
