import Foundation
import Testing
@testable import REPLEngine

/// The engine through strings: lines in, lines out.
@Suite struct EngineTests {
    func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    @Test func agreementIsOneLine() {
        let engine = Engine()
        #expect(run(engine, "countup") == [#"count: "1"  (all 9 agree)"#])
        #expect(run(engine, "countup 2") == [#"count: "2" "3"  (all 9 agree)"#])
    }

    @Test func agreementCountsTheVariantsInWords() {
        #expect(TextRenderer.agreement(1) == "(1 variant)")
        #expect(TextRenderer.agreement(2) == "(both agree)")
        #expect((3...Engine.styleCount + 3).map(TextRenderer.agreement) == (3...Engine.styleCount + 3).map { "(all \($0) agree)" })
        let engine = Engine()
        _ = run(engine, "use relay scan")
        #expect(run(engine, "countup") == [#"count: "1"  (both agree)"#])
    }

    @Test func divergenceIsARowPerVariantWithTheOddOnesMarked() {
        let engine = Engine()
        _ = run(engine, "countup 2")
        #expect(run(engine, "subscribe count") == [
            "count #1:",
            #"  property     "2""#,
            #"  relay        "2""#,
            #"  anyobserver  "2""#,
            #"  scan         "0"  <- differs"#,
            #"  unio         "2""#,
            #"  mvvm         "2""#,
            "  flux         —  <- differs",
            "  flux-keyed   —  <- differs",
            #"  reducer      "2""#,
            "subscribed #1 to count",
        ])
    }

    @Test func longRunsAreSummarized() {
        let engine = Engine()
        #expect(run(engine, "countup 100") == [#"count: "1" "2" "3" … "98" "99" "100" (100 events)  (all 9 agree)"#])
    }

    @Test func aTerminatedStreamStaysMarked() {
        let engine = Engine()
        _ = run(engine, "use scan relay")
        _ = run(engine, "error countUp")
        #expect(run(engine, "countup") == [
            "count:",
            #"  relay  "1""#,
            "  scan   — (ended: error(boom))  <- differs",
        ])
    }

    @Test func logKeepsTheLastDrivingCommandAcrossReadOnlyCommands() {
        let engine = Engine()
        _ = run(engine, "use reducer")
        _ = run(engine, "subscribe count")
        _ = run(engine, "countup")
        let logged = run(engine, "log")
        #expect(logged.first == "reducer: action countUp")
        for readOnly in ["state", "state count", "variants", "help log", "api", "unsubscribe #1", "log"] {
            _ = run(engine, readOnly)
            #expect(run(engine, "log") == logged, "after '\(readOnly)'")
        }
        _ = run(engine, "email demo@example.com")
        #expect(run(engine, "log").first == #"reducer: action email("demo@example.com")"#)
    }

    @Test func asyncResultsCarryTheirVirtualTime() {
        let engine = Engine()
        _ = run(engine, "use relay")
        _ = run(engine, "email demo@example.com")
        _ = run(engine, "password secret123")
        #expect(run(engine, "login") == [
            "isLoggingIn: true false @300ms  (1 variant)",
            "loginResult: success(token-demo) @300ms  (1 variant)",
        ])
    }

    @Test func aScriptedOutcomeAppliesToTheNextLoginOnly() {
        let engine = Engine()
        _ = run(engine, "use unio")
        _ = run(engine, "email demo@example.com")
        _ = run(engine, "password secret123")
        _ = run(engine, "api unknown-user")
        #expect(run(engine, "login").last == "loginResult: failure(unknownUser) @300ms  (1 variant)")
        #expect(run(engine, "login").last == "loginResult: success(token-demo) @600ms  (1 variant)")
    }

    @Test func badInputGetsOneErrorLineAndTheSessionSurvives() {
        let engine = Engine()
        _ = run(engine, "countup 2")
        for bad in ["contup", "countup -1", "email \"open", "subscribe nothing", "use", "unsubscribe #3"] {
            let (lines, status) = engine.execute(bad)
            #expect(status == .failed)
            #expect(lines.count == 1)
            #expect(lines.first?.channel == .error)
            #expect(lines.first?.text.hasPrefix("error: ") == true)
        }
        for bytes: [UInt8] in [[0xFF, 0xFE], [0x63, 0x00], [0x1B, 0x5B, 0x41], [UInt8](repeating: 0x61, count: 1 << 20)] {
            var lines: [OutputLine] = []
            #expect(engine.execute(bytes: bytes) { lines.append($0) } == .failed)
            #expect(lines.count == 1)
        }
        #expect(run(engine, "countup") == [#"count: "3"  (all 9 agree)"#])
    }

    @Test func quitAndBlankLinesAndComments() {
        let engine = Engine()
        #expect(engine.execute("").status == .succeeded)
        #expect(engine.execute("# just a note").lines.isEmpty)
        #expect(engine.execute("quit").status == .quit)
    }

    @Test func everyCommandHasHelpWithAnExample() {
        let engine = Engine()
        for spec in CommandTable.specs {
            let lines = run(engine, "help \(spec.name)")
            #expect(lines.first == "usage: \(spec.usage)")
            #expect(lines.last?.hasPrefix("example: \(spec.name)") == true)
        }
        #expect(run(engine, "help").count == CommandTable.specs.count + 2)
    }

    @Test func theJSONFormatIsOneRecordPerEventBetweenCommandAndEnd() {
        let engine = Engine(options: EngineOptions(format: .json))
        _ = engine.execute("use relay scan")
        #expect(run(engine, "countup") == [
            #"{"kind":"command","line":1,"text":"countup"}"#,
            #"{"event":"next","kind":"event","stream":"count","subscriber":"view","time":0,"value":"1","variant":"relay"}"#,
            #"{"event":"next","kind":"event","stream":"count","subscriber":"view","time":0,"value":"1","variant":"scan"}"#,
            #"{"kind":"end","line":1,"status":"ok"}"#,
        ])
        let errorLines = run(engine, "error countUp")
        #expect(errorLines.contains(#"{"error":"boom","event":"error","kind":"event","stream":"count","subscriber":"view","time":0,"variant":"scan"}"#))
    }

    @Test func colourOnlyWhenAsked() {
        let plain = Engine()
        let coloured = Engine(options: EngineOptions(color: true))
        _ = plain.execute("countup")
        _ = coloured.execute("countup")
        #expect(!run(plain, "subscribe count").joined().contains("\u{1B}["))
        #expect(run(coloured, "subscribe count").joined().contains("\u{1B}[33m"))
    }

    @Test func aDifferingRowIsColouredWhole() {
        let coloured = Engine(options: EngineOptions(color: true))
        _ = coloured.execute("use relay mvvm")
        let lines = run(coloured, "email demo@example.com")
        #expect(lines.contains("\u{1B}[33m  mvvm   —  <- differs\u{1B}[0m"))
        #expect(lines.contains("  relay  false"))
    }

    @Test func noPrintedLineReadsAsAnythingButOutputInATranscript() {
        // A printed line that looked like a comment, an input line or a mistyped prompt
        // would be lost, or refused, when its transcript is checked.
        let engine = Engine()
        for command in TranscriptRoundTripTests.commands + ["email \"# not a comment\"", "email \"> x\"", "email '$ x'", "help output"] {
            for line in run(engine, command) {
                #expect(TranscriptLine(line[...]) == .output, "\(command): \(line)")
                #expect(TranscriptLine.mistypedPrompt(line[...]) == nil, "\(command): \(line)")
            }
        }
    }

    @Test func longRunsLeaveOutAtLeastThreeEventsOrShowEveryOneWhenAsked() {
        let engine = Engine()
        _ = engine.execute("use relay")
        #expect(run(engine, "countup 8") == [#"count: "1" "2" "3" "4" "5" "6" "7" "8"  (1 variant)"#])
        #expect(run(engine, "countup 9") == [#"count: "9" "10" "11" … "15" "16" "17" (9 events)  (1 variant)"#])
        #expect(run(engine, "events all") == ["events all: every event of a run is shown (up to 10,000 at its start)"])
        #expect(run(engine, "countup 12") == ["count: " + (18...29).map { "\"\($0)\"" }.joined(separator: " ") + "  (1 variant)"])
        // The setting survives a reset, as the other settings do.
        _ = engine.execute("reset")
        #expect(run(engine, "countup 10") == ["count: " + (1...10).map { "\"\($0)\"" }.joined(separator: " ") + "  (1 variant)"])
        _ = engine.execute("events short")
        #expect(run(engine, "countup 10").first?.contains("…") == true)
        let flagged = Engine(options: EngineOptions(allEvents: true))
        #expect(run(flagged, "countup 10").first?.contains("…") == false)
    }

    @Test func theSameInputGivesTheSameOutputEveryTime() {
        let lines = ["countup 3", "subscribe count", "email demo@example.com", "password secret123", "login", "error email", "state"]
        func transcript() -> [String] {
            let engine = Engine()
            return lines.flatMap { run(engine, $0) }
        }
        #expect(transcript() == transcript())
    }

    @Test func aLongCommandStopsWhenInterrupted() {
        let engine = Engine()
        var polls = 0
        engine.isInterrupted = {
            polls += 1
            return polls > 2
        }
        let (lines, status) = engine.execute("countup 1000000000")
        #expect(status == .interrupted)
        #expect(lines.last?.text == "interrupted after 3071 of 1000000000")
        engine.isInterrupted = { false }
        #expect(run(engine, "countup").first == #"count: "3072"  (all 9 agree)"#)
    }

    @Test func completionOffersCommandsInputsStreamsAndVariants() {
        let engine = Engine()
        #expect(engine.completions(for: "cou") == ["countup"])
        #expect(engine.completions(for: "co") == ["countup", "complete"])
        #expect(engine.completions(for: "error ") == ["countUp", "email", "password", "loginTap"])
        #expect(engine.completions(for: "subscribe login") == ["loginButtonEnabled", "loginResult"])
        #expect(engine.completions(for: "use relay s") == ["scan"])
        #expect(engine.completions(for: "api n") == ["network-error"])
        #expect(engine.completions(for: "login ") == [])
    }
}
