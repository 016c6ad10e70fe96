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
        let expected = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        // Compared as bytes: the transcript is exactly what the engine would print.
        if Array(expected.utf8) == actualBytes {
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
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var quit = false
        func append(_ line: String) {
            out.append(contentsOf: line.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        for line in Transcript(text).lines {
            switch line {
            case .annotation(let annotation):
                append(annotation)
            case .output:
                continue
            case .input(let input):
                out.append(contentsOf: Engine.prompt.utf8)
                append(input)
                if quit { continue }
                let status = engine.execute(input) { line in
                    append(line.text)
                }
                quit = status == .quit
            }
        }
        return out
    }
}
