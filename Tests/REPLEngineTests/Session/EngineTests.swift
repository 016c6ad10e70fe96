import Foundation
import Testing
@testable import REPLEngine
import Variants
import StyleKit

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
        #expect((3...Catalog.shipped.styles.count + 3).map(TextRenderer.agreement) == (3...Catalog.shipped.styles.count + 3).map { "(all \($0) agree)" })
        let engine = Engine()
        _ = run(engine, "use relay scan")
        #expect(run(engine, "countup") == [#"count: "1"  (both agree)"#])
    }

    @Test func aSplitIsARowPerBehaviourLargestFirstWithNoVerdict() {
        let engine = Engine()
        _ = run(engine, "countup 2")
        #expect(run(engine, "subscribe count") == [
            "count #1:",
            #"  "2"  property relay anyobserver unio mvvm reducer"#,
            "  —    flux flux-keyed",
            #"  "0"  scan"#,
            "subscribed #1 to count",
        ])
        // Two variants that differ are two rows: neither is called wrong, whatever the
        // catalog order.
        let two = Engine()
        _ = run(two, "use scan relay")
        _ = run(two, "countup")
        #expect(run(two, "subscribe count") == ["count #3:".replacingOccurrences(of: "3", with: "1"), #"  "1"  relay"#, #"  "0"  scan"#, "subscribed #1 to count"])
    }

    @Test func streamsThatSplitTheSameWayShareABlockAndAResetFitsAScreen() {
        let lines = run(Engine(), "reset")
        #expect(lines == [
            "count:",
            #"  "0"  property relay anyobserver scan unio mvvm reducer"#,
            "  —    flux flux-keyed",
            "validEmail, validPassword, loginButtonEnabled:",
            "  false  property relay anyobserver scan unio reducer",
            "  —      mvvm flux flux-keyed",
            "isLoggingIn:",
            "  false  property relay anyobserver scan unio mvvm reducer",
            "  —      flux flux-keyed",
            "repos:",
            "  []  property relay anyobserver scan unio reducer",
            "  —   mvvm flux flux-keyed",
            "isLoading:",
            "  false  property relay anyobserver scan unio reducer",
            "  —      mvvm flux flux-keyed",
            "message:",
            "  \"\"  property relay anyobserver scan unio reducer",
            "  —   mvvm flux flux-keyed",
            "reset: view models rebuilt, virtual time 0; 9 styles active",
        ])
        // Streams of two screens never share a block: isLoading splits as the login's
        // flags do, and stays under its own screen's name. Three screens fit 24 rows
        // with the command line above.
        #expect(lines.count <= 22)
        let narrowed = Engine()
        _ = run(narrowed, "use relay scan")
        #expect(run(narrowed, "reset").last == "reset: view models rebuilt, virtual time 0; active: relay scan")
    }

    @Test func anEndedInputSaysSoAndASecondTerminalEventIsIgnored() {
        let engine = Engine()
        _ = run(engine, "use anyobserver relay")
        _ = run(engine, "error countUp")
        #expect(run(engine, "countup") == [
            "count:",
            #"  "1"  relay"#,
            "  —    anyobserver  (countUp ended: error(boom))",
        ])
        #expect(run(engine, "complete countUp") == [
            "complete countUp:",
            "  refused  relay  (input 'countUp' is a relay, which cannot carry errors or",
            "           completion)",
            "  ignored  anyobserver  (input already ended)",
        ])
        _ = run(engine, "reset")
        #expect(run(engine, "countup") == [#"count: "1"  (both agree)"#])
    }

    @Test func aLoginTapWhereTheButtonIsDisabledIsSentAndSaidOnce() {
        let engine = Engine()
        _ = run(engine, "use relay property")
        let lines = run(engine, "login")
        #expect(lines.filter { $0.hasPrefix("note: ") } == ["note: loginButtonEnabled is false in every variant, so a real button would be"])
        #expect(lines.contains("isLoggingIn: true false @300ms  (both agree)"))
        _ = run(engine, "email demo@example.com")
        _ = run(engine, "password secret123")
        #expect(!run(engine, "login").contains { $0.hasPrefix("note: ") })
    }

    @Test func variantsWithDifferentHistoriesAreNamedWhenTheyMeetAgain() {
        let engine = Engine()
        _ = run(engine, "use relay scan")
        _ = run(engine, "countup")
        _ = run(engine, "countup")
        #expect(run(engine, "use all").last == "  up")
        #expect(run(engine, "use all").joined(separator: " ").contains("note: relay and scan have run 2 commands the others have not; 'reset' lines them"))
        _ = run(engine, "reset")
        #expect(run(engine, "use relay scan") == ["active: relay scan"])
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
            #"  "1"  relay"#,
            "  —    scan  (ended: error(boom))",
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
            // One message, which may wrap at 80 columns.
            #expect(lines.filter { !$0.text.hasPrefix("    ") }.count == 1)
            #expect(lines.allSatisfy { $0.channel == .error })
            #expect(lines.first?.text.hasPrefix("error: ") == true)
        }
        for bytes: [UInt8] in [[0xFF, 0xFE], [0x63, 0x00], [0x1B, 0x5B, 0x41], [UInt8](repeating: 0x61, count: 1 << 20)] {
            var lines: [OutputLine] = []
            #expect(engine.execute(bytes: bytes) { lines.append($0) } == .failed)
            #expect(lines.filter { !$0.text.hasPrefix("    ") }.count == 1)
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
        for declaration in CommandTable(layout: Layout(screens: Catalog.shipped.screens)).declarations {
            let lines = run(engine, "help \(declaration.name)")
            // The usage, however many lines it wraps to.
            let words = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(words.hasPrefix("usage: \(declaration.usage) "), "\(declaration.name)")
            #expect(lines.last?.hasPrefix("example: \(declaration.name)") == true)
        }
        // The overview names every command once: the inputs with a line each, vmrepl's
        // own in their groups.
        let table = CommandTable(layout: Layout(screens: Catalog.shipped.screens))
        let grouped = table.byPurpose.flatMap(\.names)
        #expect(Set(grouped).count == grouped.count)
        #expect(Set(grouped) == Set(table.declarations.filter { $0.input == nil }.map(\.name)))
        #expect(grouped.contains("api"))
        let overview = run(Engine(), "help")
        for declaration in table.declarations where declaration.input != nil {
            #expect(overview.contains { $0.hasPrefix("  \(declaration.usage) ") }, "\(declaration.name)")
        }
    }

    /// A teacher's screen is 80×24: the overview, the legend and the lessons each fit one
    /// screen with the command line and the next prompt.
    @Test func helpAndTheLegendAndTheLessonsFitA24RowScreen() {
        for command in ["help", "help output", "help engine", "lessons"] {
            let lines = run(Engine(), command)
            #expect(lines.count <= 22, "\(command): \(lines.count) lines")
            #expect(lines.allSatisfy { LineWrapper.visibleWidth($0) <= 80 })
        }
        let engine = Engine()
        for declaration in CommandTable(layout: Layout(screens: Catalog.shipped.screens)).declarations {
            #expect(run(engine, "help \(declaration.name)").count <= 22, "help \(declaration.name)")
        }
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
        #expect(run(coloured, "subscribe count").joined().contains("\u{1B}[1;33m"))
    }

    @Test func aSplitsTitleIsBoldYellowTerminalEventsCyanAndNothingIsFaint() {
        let coloured = Engine(options: EngineOptions(color: true))
        _ = coloured.execute("use relay scan")
        #expect(run(coloured, "error countUp") == [
            "\u{1B}[1;33merror countUp:\u{1B}[0m",
            "  refused    relay  (input 'countUp' is a relay, which cannot carry errors or",
            "             completion)",
            "  delivered  scan",
            "\u{1B}[1;33mcount:\u{1B}[0m",
            "  —            relay",
            "  \u{1B}[36merror(boom)\u{1B}[0m  scan",
        ])
        #expect(run(coloured, "countup") == [
            "\u{1B}[1;33mcount:\u{1B}[0m",
            #"  "1"  relay"#,
            "  —    scan  \u{1B}[36m(ended: error(boom))\u{1B}[0m",
        ])
        for command in ["reset", "state", "complete email", "help output", "variants", "api"] {
            #expect(!run(coloured, command).joined().contains("\u{1B}[2m"), "\(command)")
        }
    }

    @Test func noPrintedLineReadsAsAnythingButOutputInATranscript() {
        // A printed line that looked like a comment, an input line or a mistyped prompt
        // would be lost, or refused, when its transcript is checked.
        let engine = Engine()
        for command in SampleCommands.all + ["email \"# not a comment\"", "email \"> x\"", "email '$ x'", "help", "help output", "help engine"] {
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

    /// A line runs as it would typed fresh: what it does depends on the session, and a
    /// refused line is refused each time it comes.
    @Test func aRepeatedLineRunsAsItWouldTypedAgain() {
        let engine = Engine()
        let refused = run(engine, "unsubscribe #1")
        #expect(refused.first?.hasPrefix("error: ") == true)
        #expect(run(engine, "subscribe count").last == "subscribed #1 to count")
        #expect(run(engine, "unsubscribe #1").first?.hasPrefix("unsubscribed #1") == true)
        #expect(run(engine, "unsubscribe #1") == refused)
        #expect(run(engine, "contup") == run(engine, "contup"))
        let long = "countup " + String(repeating: "9", count: 100_000)
        #expect(run(engine, long).first?.hasPrefix("error: ") == true)
        #expect(run(engine, long) == run(engine, long))
        #expect(run(engine, "countup") == [#"count: "1"  (all 9 agree)"#])
    }

    /// What the user typed is sent as typed: `café` with a combining accent after `café`
    /// with a precomposed `é` is its own bytes, which Swift's `==` would call equal.
    @Test func aLineIsSentAsItsOwnBytes() throws {
        let engine = Engine()
        _ = run(engine, "use reducer")
        let composed = "email caf\u{E9}", decomposed = "email cafe\u{301}"
        #expect(composed == decomposed)
        _ = run(engine, composed)
        #expect(run(engine, "log").contains { Array($0.utf8) == Array(#"reducer: action email("caf\#u{E9}")"#.utf8) })
        _ = run(engine, decomposed)
        let log = run(engine, "log")
        #expect(log.contains { Array($0.utf8) == Array(#"reducer: action email("cafe\#u{301}")"#.utf8) }, "\(log)")
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

    @Test func helpExplainsTopicsAndListsWhatACommandTakes() {
        let engine = Engine(options: EngineOptions(width: 1_000))
        #expect(run(engine, "help subscribe").contains("streams: count, validEmail, validPassword, loginButtonEnabled, isLoggingIn, loginResult, repos, isLoading, message"))
        #expect(run(engine, "help error").contains("inputs: countUp, email, password, loginTap, queryText, nextPage"))
        #expect(run(engine, "help state").contains { $0.hasPrefix("streams: ") })
        #expect(run(engine, "help use").contains { $0.hasPrefix("variants: property, relay") })
        #expect(run(engine, "help relay").first == "variant relay: PublishRelay inputs behind methods, state local to init")
        // The legend names every mark the output uses.
        let legend = run(engine, "help output").joined(separator: "\n")
        for mark in ["(all 9 agree)", "—", "(ended: ", "ended: …)", "(reason)", "(10 events)", "@300ms", "view, #1", "count #1:",
                     "delivered", "refused", "dropped", "ignored", "error(boom), completed", "! variant", "note: "] {
            #expect(legend.contains(mark), "the legend lacks \(mark)")
        }
        #expect(run(engine, "?") == run(engine, "help"))
    }
}
