import REPLEngine
import Variants
import Testing
@testable import VMREPLKit

@Suite struct ScriptRunnerTests {
    func run(_ lines: [String], echo: Bool = false, bail: Bool = false) -> (output: [String], status: ExitCode) {
        var runner = ScriptRunner(engine: Engine(catalog: .shipped), echo: echo, bail: bail)
        var output: [String] = []
        for line in lines {
            if case .stop(let status) = runner.run(line: Array(line.utf8), emit: { output.append($0.text) }) {
                return (output, status)
            }
        }
        return (output, runner.status)
    }

    @Test func echoPrintsTheTranscriptFormat() {
        let result = run(["# note", "countup", ""], echo: true)
        #expect(result.output == ["# note", "vmrepl> countup", #"count: "1"  (all 9 agree)"#, ""])
        #expect(result.status == .success)
    }

    @Test func aSourceThatStartsWithThePromptIsATranscriptWhoseOutputLinesAreNotRun() {
        let transcript = ["# lesson", "vmrepl> countup", "count: \"7\"  (stale)", "vmrepl> countup 2"]
        #expect(run(transcript, echo: true).output == [
            "# lesson", "vmrepl> countup", #"count: "1"  (all 9 agree)"#, "vmrepl> countup 2", #"count: "2" "3"  (all 9 agree)"#,
        ])
        // A plain command file runs every line; one pasted with its prompt runs too.
        #expect(run(["countup", "vmrepl> countup"]).output.last == #"count: "2"  (all 9 agree)"#)
    }

    @Test func aFailedCommandFailsTheRunAndBailStopsIt() {
        #expect(run(["contup", "countup"]).status == .commandFailed)
        #expect(run(["contup", "countup"]).output.count == 2)
        let bailed = run(["contup", "countup"], bail: true)
        #expect(bailed.status == .commandFailed)
        #expect(bailed.output.count == 1)
    }

    @Test func quitEndsTheRunWithTheStatusSoFar() {
        #expect(run(["countup", "quit", "contup"]).status == .success)
        #expect(run(["contup", "quit"]).status == .commandFailed)
    }

    /// In JSON, `--echo` adds nothing: the `command` records say what ran.
    @Test func echoInJSONWritesOnlyTheRecords() {
        let lines = ["# note", "contup", "countup"]
        var echoed: [String] = []
        var runner = ScriptRunner(engine: Engine(options: EngineOptions(format: .json), catalog: .shipped), echo: true, bail: false)
        for line in lines { _ = runner.run(line: Array(line.utf8)) { echoed.append($0.text) } }
        var plain: [String] = []
        let engine = Engine(options: EngineOptions(format: .json), catalog: .shipped)
        for (index, line) in lines.enumerated() { _ = engine.execute(bytes: Array(line.utf8), number: index + 1) { plain.append($0.text) } }
        #expect(echoed == plain)
        #expect(echoed.allSatisfy { $0.hasPrefix("{") })
        #expect(echoed.first == #"{"kind":"command","line":2,"text":"contup"}"#)
    }

    @Test func windowsLineEndingsAreAccepted() {
        #expect(run(["countup\r"]).status == .success)
    }

    @Test func aByteOrderMarkBeforeTheFirstLineIsPassedOver() {
        #expect(run(["\u{FEFF}countup", "countup"]).status == .success)
        // Anywhere else it is part of the word.
        #expect(run(["countup", "\u{FEFF}countup"]).status == .commandFailed)
    }
}
