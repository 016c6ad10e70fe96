import Variants

/// Checks transcripts as cram does: read the file, run its input lines in a fresh
/// engine, compare what each printed with the lines below it, and diff.
public enum TranscriptChecker {
    /// The outcome of checking one transcript.
    public struct Result: Sendable {
        /// How the check went.
        public enum Verdict: Equatable, Sendable {
            /// Every command printed what the transcript expects.
            case passed
            /// Some command printed something else; `line` is its input line.
            case failed(line: Int, reason: String)
            /// The file tests nothing as it stands (or is not a transcript); it cannot be
            /// blessed. `unreadable` when it is not text at all.
            case invalid(line: Int, reason: String, unreadable: Bool)
        }

        /// How the check went.
        public let verdict: Verdict
        /// A unified diff from the expected transcript to the actual one; empty unless failed.
        public let diff: String
        /// The transcript as `--bless` writes it, saved the way it was; `nil` if invalid.
        public let blessedUTF8: [UInt8]?

        /// Whether the transcript passed.
        public var passed: Bool { verdict == .passed }

        /// ``blessedUTF8`` as text.
        public var blessed: String? {
            blessedUTF8.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Checks a transcript given as text, against `catalog`'s styles.
    public static func check(_ text: String, name: String = "transcript", catalog: Catalog = .shipped) -> Result {
        check(utf8: Array(text.utf8), name: name, catalog: catalog)
    }

    /// Checks a transcript given as a file's bytes: UTF-8, LF or CR LF line endings.
    public static func check(utf8 bytes: [UInt8], name: String = "transcript", catalog: Catalog = .shipped) -> Result {
        let transcript: Transcript
        do throws(TranscriptProblem) {
            transcript = try Transcript(bytes: bytes, catalog: catalog)
        } catch {
            return Result(verdict: .invalid(line: error.line, reason: error.description, unreadable: error.isUnreadable), diff: "", blessedUTF8: nil)
        }
        return check(transcript, name: name, catalog: catalog)
    }

    /// Checks several transcripts at once, one per processor; the results in order.
    public static func check(files: [(name: String, utf8: [UInt8])], catalog: Catalog) -> [Result] {
        concurrentMap(files.count) { check(utf8: files[$0].utf8, name: files[$0].name, catalog: catalog) }
    }

    private static func check(_ transcript: Transcript, name: String, catalog: Catalog) -> Result {
        let engine = Engine(options: EngineOptions(format: .text, color: false), catalog: catalog)
        var expected = transcript.preamble
        var actual = transcript.preamble
        var firstFailure: Transcript.Step?
        for step in transcript.steps {
            var printed: [String] = []
            _ = engine.execute(bytes: Array(step.input.utf8)) { printed.append($0.text) }
            let comparison = StepComparison(step.body, printed: printed)
            if !comparison.matched && firstFailure == nil { firstFailure = step }
            let inputLine = TranscriptLine.prompt + step.input
            expected.append(inputLine)
            expected += step.body.map { line in
                switch line {
                case .comment(let text), .expected(let text): text
                }
            }
            actual.append(inputLine)
            actual += comparison.blessed
        }
        let blessed = transcript.format.applied(to: Array((actual.joined(separator: "\n") + "\n").utf8))
        guard let failure = firstFailure else {
            return Result(verdict: .passed, diff: "", blessedUTF8: blessed)
        }
        let diff = UnifiedDiff.make(from: expected, to: actual, fromName: "\(name) (expected)", toName: "\(name) (actual)")
        return Result(
            verdict: .failed(line: failure.line, reason: "'\(failure.input)' printed other output than the transcript expects"),
            diff: diff,
            blessedUTF8: blessed
        )
    }
}
