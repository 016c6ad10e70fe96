#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs transcripts through a fresh engine and compares, or rewrites, their expected
/// output.
public enum TranscriptChecker {
    /// The outcome of checking one transcript.
    public struct Result: Sendable {
        /// Whether the transcript's expected output is what the engine printed.
        public let passed: Bool
        /// A unified diff from the expected transcript to the actual one; empty on a pass.
        public let diff: String
        /// The transcript with the engine's actual output, as vmrepl prints it; on a pass,
        /// the transcript's own bytes, which are copied only if asked for.
        private let actualText: TextBytes
        /// How the transcript was saved, to save the actual one the same way.
        private let format: TextFileFormat

        init(passed: Bool, actual: TextBytes, format: TextFileFormat, diff: String) {
            self.passed = passed
            actualText = actual
            self.format = format
            self.diff = diff
        }

        /// The transcript with the engine's actual output, as UTF-8, saved the way the
        /// transcript was: what `--bless` writes.
        public var actualUTF8: [UInt8] {
            format.applied(to: actualText.array)
        }

        /// ``actualUTF8`` as text.
        public var actual: String {
            String(decoding: actualUTF8, as: UTF8.self)
        }
    }

    /// Runs every input line of `text` in order and compares the output with the lines
    /// the transcript expects. Comments and blank lines are kept where they stand.
    public static func check(_ text: String, name: String = "transcript") -> Result {
        // Text in a `String` is valid UTF-8.
        check(validUTF8: Array(text.utf8), name: name)
    }

    /// Checks a transcript read as bytes, as from a file; `nil` when they are not valid
    /// UTF-8. Saves making a `String` of the whole file.
    public static func check(utf8 bytes: [UInt8], name: String = "transcript") -> Result? {
        check(bytes: TextBytes(bytes), name: name)
    }

    /// Checks a transcript read as bytes, as ``check(utf8:name:)`` does, where they are
    /// (a file mapped into memory, say).
    public static func check(bytes: TextBytes, name: String = "transcript") -> Result? {
        guard let transcript = Transcript(validatingUTF8: bytes) else { return nil }
        return check(transcript, of: bytes, name: name)
    }

    /// Checks several transcripts at once, each as ``check(utf8:name:)`` does; the results
    /// in the same order.
    public static func check(files: [(name: String, utf8: [UInt8])]) -> [Result?] {
        check(files: files.map { (name: $0.name, bytes: TextBytes($0.utf8)) })
    }

    /// Checks several transcripts at once, each as ``check(bytes:name:)`` does; the
    /// results in the same order.
    public static func check(files: [(name: String, bytes: TextBytes)]) -> [Result?] {
        concurrentMap(files.count) { check(bytes: files[$0].bytes, name: files[$0].name) }
    }

    /// Checks `text` cut into parts within `limits`: for tests.
    static func check(_ text: String, name: String = "transcript", limits: TranscriptParts.Limits) -> Result {
        check(validUTF8: Array(text.utf8), name: name, limits: limits)
    }

    private static func check(validUTF8 bytes: [UInt8], name: String, limits: TranscriptParts.Limits = .standard) -> Result {
        check(Transcript(utf8: bytes), of: TextBytes(bytes), name: name, limits: limits)
    }

    /// Checks `transcript`, read from `bytes`.
    private static func check(_ transcript: Transcript, of bytes: TextBytes, name: String, limits: TranscriptParts.Limits = .standard) -> Result {
        // Compared as vmrepl prints; blessed the way the file was saved.
        let format = bytes.withUnsafeBufferPointer { TextFileFormat(of: $0) }
        let outputs = partOutputs(transcript, comparing: true, limits: limits)
        if outputs.allSatisfy(\.isAsExpected) {
            return Result(passed: true, actual: transcript.text, format: format, diff: "")
        }
        let actual = joined(outputs, of: transcript)
        let expected = transcript.text.array
        // Told part by part; whether the transcript passes is told on the whole.
        if actual == expected {
            return Result(passed: true, actual: TextBytes(actual), format: format, diff: "")
        }
        func lines(_ bytes: [UInt8]) -> [String] {
            String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        let diff = UnifiedDiff.make(
            from: lines(expected),
            to: lines(actual),
            fromName: "\(name) (expected)",
            toName: "\(name) (actual)"
        )
        return Result(passed: false, actual: TextBytes(actual), format: format, diff: diff)
    }

    /// The transcript as the engine would print it now, annotations kept in place.
    ///
    /// As UTF-8 bytes: appending a hundred thousand lines to a `String` cost more than
    /// comparing them.
    static func rendered(_ text: String, limits: TranscriptParts.Limits = .standard) -> [UInt8] {
        let transcript = Transcript(text)
        return joined(partOutputs(transcript, comparing: false, limits: limits), of: transcript)
    }

    /// Runs the transcript's parts (see ``TranscriptParts``) at once, each in a fresh
    /// engine on its own thread; each part's output told against the transcript's text
    /// when `comparing`, else kept whole.
    private static func partOutputs(_ transcript: Transcript, comparing: Bool, limits: TranscriptParts.Limits) -> [PartOutput] {
        let parts = TranscriptParts(transcript, limits: limits).parts
        // Each part's engine lives and dies on its thread; only the read-only transcript
        // is shared.
        return concurrentMap(parts.count) { index in
            let part = parts[index]
            var comparison = PartOutput.Comparison(
                expected: comparing ? transcript.text : nil,
                range: transcript.textRange(of: part.lines)
            )
            run(transcript.lines[part.lines], after: transcript.lines[part.replay], settings: part.settings, into: &comparison)
            return comparison.finish()
        }
    }

    /// What the parts printed, in order: the transcript's own bytes where they matched.
    private static func joined(_ outputs: [PartOutput], of transcript: Transcript) -> [UInt8] {
        var joined: [UInt8] = []
        for output in outputs {
            switch output {
            case .asExpected(let range):
                joined += transcript.text[range]
            case .differs(let matched, let rest):
                joined += transcript.text[matched]
                joined += rest
            }
        }
        return joined
    }

    /// Runs `lines` in a fresh engine that starts with `settings` and has replayed
    /// `replay`, handing what it prints to `comparison`; after `quit`, input lines are
    /// only echoed.
    private static func run(
        _ lines: ArraySlice<Transcript.Line>,
        after replay: ArraySlice<Transcript.Line>,
        settings: SessionSettings,
        into comparison: inout PartOutput.Comparison
    ) {
        let engine = Engine(options: EngineOptions(format: .text, color: false), settings: settings)
        var quit = false
        for case .input(let input) in replay where !quit {
            quit = engine.replay(input) == .quit
        }
        for line in lines {
            switch line {
            case .annotation(let annotation):
                comparison.pending.append(line: annotation)
            case .input(let input):
                comparison.pending.append(Engine.prompt, input)
                if !quit {
                    quit = engine.execute(input, appendingTo: &comparison.pending) == .quit
                }
            }
            comparison.compareIfFull()
        }
    }
}
