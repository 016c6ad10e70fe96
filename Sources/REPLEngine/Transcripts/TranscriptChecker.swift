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
        let actual = rendered(text)
        let expected = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        if actual == expected {
            return Result(passed: true, actual: actual, diff: "")
        }
        let diff = UnifiedDiff.make(
            from: expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            to: actual.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            fromName: "\(name) (expected)",
            toName: "\(name) (actual)"
        )
        return Result(passed: false, actual: actual, diff: diff)
    }

    /// The transcript as the engine would print it now, annotations kept in place.
    static func rendered(_ text: String) -> String {
        let engine = Engine(options: EngineOptions(format: .text, color: false))
        var out = ""
        var quit = false
        for line in Transcript(text).lines {
            switch line {
            case .annotation(let annotation):
                out += annotation
                out += "\n"
            case .output:
                continue
            case .input(let input):
                out += Engine.prompt
                out += input
                out += "\n"
                if quit { continue }
                let status = engine.execute(input) { line in
                    out += line.text
                    out += "\n"
                }
                quit = status == .quit
            }
        }
        return out
    }
}
