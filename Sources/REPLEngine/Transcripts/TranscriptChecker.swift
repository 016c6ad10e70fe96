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
        /// The transcript with the engine's actual output, as UTF-8: what `--bless` writes.
        public let actualUTF8: [UInt8]
        /// A unified diff from the expected transcript to the actual one; empty on a pass.
        public let diff: String

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
        guard bytes.withUnsafeBufferPointer(isValidUTF8) else { return nil }
        return check(validUTF8: bytes, name: name)
    }

    /// Checks several transcripts at once, each as ``check(utf8:name:)`` does; the results
    /// in the same order.
    public static func check(files: [(name: String, utf8: [UInt8])]) -> [Result?] {
        concurrentMap(files.count) { check(utf8: files[$0].utf8, name: files[$0].name) }
    }

    private static func check(validUTF8 text: [UInt8], name: String) -> Result {
        let actual = rendered(Transcript(utf8: text), capacity: text.count, limits: .standard)
        // Compared as vmrepl prints; blessed the way the file was saved.
        let format = TextFileFormat(of: text)
        var expected = TextFileFormat.plainText(text)
        if let last = expected.last, last != 10 { expected.append(10) }
        // Compared as bytes, with one `memcmp`: the transcript is exactly what the engine
        // would print.
        let same = expected.count == actual.count && expected.withUnsafeBufferPointer { left in
            actual.withUnsafeBufferPointer { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                return memcmp(left, right, actual.count) == 0
            }
        }
        if same {
            return Result(passed: true, actualUTF8: format.applied(to: actual), diff: "")
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
        return Result(passed: false, actualUTF8: format.applied(to: actual), diff: diff)
    }

    /// The transcript as the engine would print it now, annotations kept in place.
    ///
    /// As UTF-8 bytes: appending a hundred thousand lines to a `String` cost more than
    /// comparing them.
    static func rendered(_ text: String, limits: TranscriptParts.Limits = .standard) -> [UInt8] {
        rendered(Transcript(text), capacity: text.utf8.count, limits: limits)
    }

    /// Runs the transcript's parts (see ``TranscriptParts``) at once, each in a fresh
    /// engine on its own thread, and joins what they print.
    private static func rendered(_ transcript: Transcript, capacity: Int, limits: TranscriptParts.Limits) -> [UInt8] {
        let parts = TranscriptParts(transcript, limits: limits).parts
        let lineCount = max(transcript.lines.count, 1)
        // Each part's engine lives and dies on its thread; only the read-only transcript
        // is shared.
        let outputs = concurrentMap(parts.count) { index in
            let part = parts[index]
            return rendered(
                transcript.lines[part.lines],
                settings: part.settings,
                capacity: capacity / lineCount * part.lines.count + 4096
            )
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(outputs.reduce(0) { $0 + $1.count })
        for output in outputs { joined += output }
        return joined
    }

    /// Runs `lines` in a fresh engine that starts with `settings`; after `quit`, input
    /// lines are only echoed.
    private static func rendered(_ lines: ArraySlice<Transcript.Line>, settings: SessionSettings, capacity: Int) -> [UInt8] {
        let engine = Engine(options: EngineOptions(format: .text, color: false), settings: settings)
        var out = ByteLines(reservingCapacity: capacity)
        var quit = false
        for line in lines {
            switch line {
            case .annotation(let annotation):
                out.append(line: annotation)
            case .output:
                continue
            case .input(let input):
                out.append(Engine.prompt, input)
                if quit { continue }
                quit = engine.execute(input, appendingTo: &out) == .quit
            }
        }
        return out.bytes
    }
}

