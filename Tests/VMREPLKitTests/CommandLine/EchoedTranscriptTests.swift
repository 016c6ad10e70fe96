import Experiments
import REPLEngine
import Variants
import Testing
@testable import VMREPLKit

/// `vmrepl --echo` writes transcripts that `check` passes and `--bless` leaves alone.
@Suite struct EchoedTranscriptTests {
    /// Every line the lessons type but those that write files (with no writer here they
    /// fail, where a transcript says what they would write), and lines a person gets wrong: misspelt commands,
    /// bad values, comments of every shape, blank lines.
    static let commands: [String] = EmbeddedLessons.all.flatMap { lesson in
        lesson.text.split(separator: "\n").filter { $0.hasPrefix(Engine.prompt) }.map { String($0.dropFirst(Engine.prompt.count)) }
    }.filter { !$0.hasPrefix("bench") && !$0.hasPrefix("demo") && !$0.hasPrefix("run") && !$0.hasPrefix("save") && !$0.contains("--save") } + [
        "contup", "countup zero", "# a comment", "  # indented comment", "", "   ", "\t# tabbed",
        "# a comment with a control character \u{1}", "# " + String(repeating: "long ", count: 1_000),
    ]

    @Test func randomCommandFilesEchoedPassTheirOwnCheck() {
        // Forty files of one to 25 lines, each line a command from the list, chosen by
        // strides that are prime to its length so every command comes in many places.
        for round in 0..<40 {
            let lines = (0..<(1 + round * 7 % 25)).map { Self.commands[(round * 31 + $0 * 17) % Self.commands.count] }
            // As `vmrepl --echo` runs: every event kept, no figures, `mutate` and `explore`
            // given, on the echo's side and the check's alike.
            var options = EngineOptions(recordsEveryEvent: true)
            options.measuresBench = false
            options.experiments = ExperimentServices.all
            var runner = ScriptRunner(engine: Engine(options: options, catalog: .shipped), echo: true, bail: false)
            var transcript: [String] = []
            for line in lines {
                if case .stop = runner.run(line: Array(line.utf8), emit: { transcript.append($0.text) }) { break }
            }
            let text = transcript.joined(separator: "\n") + "\n"
            guard transcript.contains(where: { $0.hasPrefix(Engine.prompt) }) else { continue }
            let result = TranscriptChecker.check(text, name: "round \(round)", catalog: .shipped, experiments: ExperimentServices.all)
            #expect(result.passed, "\(lines)\n\(result.diff)")
            #expect(result.blessed == text, "bless would change round \(round)")
        }
    }
}
