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
        /// The transcript with the engine's actual output: what `--bless` writes.
        public let actual: String
        /// A unified diff from the expected transcript to the actual one; empty on a pass.
        public let diff: String
    }

    /// Runs every input line of `text` in order and compares the output with the lines
    /// the transcript expects. Comments and blank lines are kept where they stand.
    public static func check(_ text: String, name: String = "transcript") -> Result {
        let actualBytes = rendered(text)
        var expected = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        // Compared as bytes, in place: the transcript is exactly what the engine would print.
        let same = expected.withUTF8 { expectedBytes in
            actualBytes.withUnsafeBufferPointer { actual in
                guard expectedBytes.count == actual.count else { return false }
                guard let left = expectedBytes.baseAddress, let right = actual.baseAddress else { return true }
                return memcmp(left, right, actual.count) == 0
            }
        }
        if same {
            return Result(passed: true, actual: expected, diff: "")
        }
        let actual = String(decoding: actualBytes, as: UTF8.self)
        let diff = UnifiedDiff.make(
            from: expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            to: actual.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            fromName: "\(name) (expected)",
            toName: "\(name) (actual)"
        )
        return Result(passed: false, actual: actual, diff: diff)
    }

    /// The transcript as the engine would print it now, annotations kept in place.
    ///
    /// As UTF-8 bytes: appending a hundred thousand lines to a `String` cost more than
    /// comparing them.
    static func rendered(_ text: String) -> [UInt8] {
        let engine = Engine(options: EngineOptions(format: .text, color: false))
        var out = ByteLines(reservingCapacity: text.utf8.count)
        var quit = false
        for line in Transcript(text).lines {
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
