import Foundation
import Testing
@testable import REPLEngine

/// A prepared talk on stage: steps paged to the screen, `run` and `demo` of a file, and the
/// files a talk's commands write, in a session, a demo and a transcript.
@Suite struct TalkTests {
    /// Every shipped lesson, stepped through at 80×24 as a projector shows it: each step's
    /// first page (the 23 rows above the status line) holds its command, and the pages
    /// together hold every line of the step, none wider than the screen.
    @Test func everyShippedLessonStepsThroughAt80x24WithItsCommandsInView() {
        for lesson in EmbeddedLessons.all {
            let session = DemoSession(script: DemoScript(lesson.text), options: EngineOptions(width: 80), catalog: .shipped)
            while !session.isAtEnd {
                let shown = session.forward()
                let step = "\(lesson.file) step \(session.position)"
                var rest = shown
                var pages: [[DemoSession.Shown]] = []
                while !rest.isEmpty {
                    let (page, after) = DemoPage.split(rest, rows: 23, width: 80)
                    #expect(!page.isEmpty)
                    #expect(page.map { DemoPage.rows(of: $0, width: 80) }.reduce(0, +) <= 23, "\(step) page \(pages.count + 1) is taller than the screen")
                    pages.append(page)
                    rest = after
                }
                #expect(Array(pages.joined()) == shown, "\(step): the pages lose or repeat a line")
                #expect(pages.first?.contains { if case .command = $0 { true } else { false } } == true, "\(step): the command is not on the first page")
                for case .output(let line) in shown {
                    #expect(LineWrapper.visibleWidth(line) <= 80, "\(step): '\(line)' is wider than 80 columns")
                }
            }
        }
    }

    @Test func aPageHoldsTheRowsThatFitAndAlwaysItsFirstItem() {
        let wide = String(repeating: "x", count: 81)
        let shown: [DemoSession.Shown] = [.narration("# one"), .command("countup"), .output(wide), .output("last")]
        #expect(DemoPage.rows(of: .output(wide), width: 80) == 2)
        #expect(DemoPage.rows(of: .output(String(wide.dropLast())), width: 80) == 1)
        #expect(DemoPage.rows(of: .output(""), width: 80) == 1)
        #expect(DemoPage.rows(of: .command(String(repeating: "y", count: 72)), width: 80) == 1)
        #expect(DemoPage.rows(of: .command(String(repeating: "y", count: 73)), width: 80) == 2)
        let (page, rest) = DemoPage.split(shown, rows: 3, width: 80)
        #expect(page == Array(shown.prefix(2)))
        #expect(rest == Array(shown.suffix(2)))
        // A line taller than the whole screen is shown rather than never.
        #expect(DemoPage.split([.output(String(repeating: "z", count: 1_000))], rows: 3, width: 80).page.count == 1)
        #expect(DemoPage.split([], rows: 3, width: 80).page.isEmpty)
    }

    /// An engine whose reader serves `files` and says any other name does not exist.
    func engine(reading files: [String: String], options: EngineOptions = EngineOptions()) -> Engine {
        let engine = Engine(options: options)
        engine.fileReader = { path in
            guard let text = files[path] else { return .failure(FileProblem("No such file or directory", isMissing: true)) }
            return .success(FileLines(Array(text.utf8)))
        }
        return engine
    }

    @Test func runRunsAFilesCommandsIntoTheSessionAndSaveKeepsTheRunLine() throws {
        let engine = engine(reading: ["setup.vmrepl": "# two taps\ncountup 2\ncontup\n\nsubscribe count\n"])
        var saved: [UInt8]?
        engine.fileWriter = { _, bytes, _ in saved = bytes; return nil }
        let (lines, status) = engine.execute("run setup.vmrepl")
        #expect(status == .failed)
        #expect(lines.map(\.text) == [
            "setup.vmrepl:2> countup 2",
            #"count: "1" "2"  (all 9 agree)"#,
            "setup.vmrepl:3> contup",
            "error: unknown command 'contup'; did you mean 'countup'?",
            "setup.vmrepl:5> subscribe count",
            "count #1:",
            #"  "2"  property relay anyobserver unio mvvm reducer"#,
            "  —    flux flux-keyed",
            #"  "0"  scan"#,
            "subscribed #1 to count",
            "error: 1 of 3 commands of setup.vmrepl failed (line 3)",
        ], "\(lines.map(\.text))")
        // The session goes on from where the file left it.
        #expect(engine.execute("countup").lines.first?.text == #"count: "3"  (all 9 agree)"#)
        #expect(engine.execute("save talk.vmt").status == .succeeded)
        // Saved as `--echo` prints it: the run line, then what the file's commands printed.
        let text = String(decoding: try #require(saved), as: UTF8.self)
        #expect(text.hasPrefix("vmrepl> run setup.vmrepl\nsetup.vmrepl:2> countup 2\n"), "\(text)")
        #expect(!text.contains("# two taps"))
        #expect(TranscriptChecker.check(text, fileReader: engine.fileReader).passed, "\(text)")
    }

    @Test func runSaysWhatIsWrongWithTheFileAndDoesNotNest() {
        let engine = engine(reading: ["loop.vmrepl": "countup\nrun loop.vmrepl\n", "bad": "\u{FF}"])
        let looped = engine.execute("run loop.vmrepl").lines.map(\.text).joined(separator: "\n")
        #expect(looped.contains("error: 'run' inside a file that run is running would nest; run it from the\n    session"), "\(looped)")
        #expect(looped.hasSuffix("error: 1 of 2 commands of loop.vmrepl failed (line 2)"))
        #expect(engine.execute("run nowhere").lines.first?.text.hasPrefix("error: no file or lesson 'nowhere'; lessons are 1 counting,") == true)
        #expect(engine.execute("run --force").lines.first?.text.hasPrefix("error: 'run' needs a file name, not the option '--force'") == true)
        #expect(engine.execute("run").status == .failed)
        // A lesson by number: its commands only, the transcript's output is not checked.
        let lesson = engine.execute("run 5").lines.map(\.text)
        #expect(lesson.first?.hasPrefix("05-double-tap.vmt:") == true)
        #expect(!lesson.contains { $0.hasPrefix(Engine.prompt) })
        let stopped = self.engine(reading: ["quit.vmrepl": "countup\nquit\ncountup\n"])
        let (lines, status) = stopped.execute("run quit.vmrepl")
        #expect(status == .quit)
        #expect(lines.map(\.text) == ["quit.vmrepl:1> countup", #"count: "1"  (all 9 agree)"#, "quit.vmrepl:2> quit"])
    }

    @Test func runInJSONNamesTheFileAndLineOfEachCommand() throws {
        let engine = engine(reading: ["a.vmrepl": "countup\n"], options: EngineOptions(format: .json))
        let records = engine.execute("run a.vmrepl").lines.map(\.text)
        // The run's own command record, the file's command with its events and end, the run's end.
        #expect(records.count == 13, "\(records)")
        #expect(records[0] == #"{"kind":"command","line":1,"text":"run a.vmrepl"}"#)
        #expect(records[1] == #"{"file":"a.vmrepl","kind":"command","line":1,"text":"countup"}"#)
        #expect(records[11] == #"{"file":"a.vmrepl","kind":"end","line":1,"status":"ok"}"#)
        #expect(records[12] == #"{"kind":"end","line":1,"status":"ok"}"#)
        #expect(!records.joined().contains("a.vmrepl:1>"))
    }

    @Test func demoTakesAFileAndAFileThatExistsWinsOverALessonName() {
        let engine = engine(reading: ["5": "countup\n", "talk.vmt": "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n"])
        var ran: [(DemoScript, String)] = []
        engine.demoRunner = { ran.append(($0, $1)) }
        #expect(engine.execute("demo talk.vmt").status == .succeeded)
        #expect(engine.execute("demo 5").status == .succeeded)
        #expect(engine.execute("demo double").status == .succeeded)
        #expect(ran.map(\.1) == ["talk.vmt", "5", "05-double-tap.vmt"])
        #expect(ran.first?.0.isTranscript == true)
        #expect(engine.execute("demo nothing-here").lines.first?.text.hasPrefix("error: no file or lesson 'nothing-here'") == true)
    }

    /// A transcript measures nothing and writes nothing: `bench` prints `[..]` for its
    /// figures, `marbles --svg` and `save` say what they would write, and all pass.
    @Test func aTranscriptNeitherMeasuresNorWritesAndPassesWhatASessionSaved() throws {
        let engine = Engine()
        var files: [String: [UInt8]] = [:]
        engine.fileWriter = { path, bytes, _ in files[path] = bytes; return nil }
        for line in ["countup", "bench 1000", "marbles --svg m.svg", "save first.vmt", "countup", "save second.vmt"] {
            #expect(engine.execute(line).status == .succeeded, "\(line)")
        }
        #expect(Set(files.keys) == ["m.svg", "first.vmt", "second.vmt"])
        let text = String(decoding: try #require(files["second.vmt"]), as: UTF8.self)
        #expect(text.contains("\n  closure      [..] ns/event  the floor: a plain closure\n"))
        #expect(text.contains("\n  relay        [..] ns/event  [..]× floor  [..] µs/build\n"))
        #expect(!text.contains("debug build"))
        #expect(text.contains("vmrepl> marbles --svg m.svg\nsvg m.svg: 2 frames,"))
        // The first save is not part of what the second keeps.
        #expect(!text.contains("save first.vmt"))
        #expect(TranscriptChecker.check(text, name: "second.vmt").passed)
        let checking = Engine(options: .transcript)
        checking.fileWriter = { path, _, _ in Issue.record("a transcript wrote \(path)"); return nil }
        #expect(checking.execute("marbles --svg /nonexistent/m.svg").status == .succeeded)
        #expect(checking.execute("save /nonexistent/x.vmt").status == .succeeded)
        // A live figure where the transcript expects `[..]` fails, and the diff shows why.
        let live = text.replacingOccurrences(of: "  closure      [..] ns/event", with: "  closure      70.1 ns/event")
        #expect(!TranscriptChecker.check(live).passed)
    }

    /// In a demo the speaker's commands write their files; a step shown again writes its
    /// file again, and the steps a jump replays write nothing.
    @Test func aDemoWritesTheSpeakersFilesOnceEachStepIsShown() {
        let script = DemoScript("countup\nmarbles --svg m.svg\nsave talk.vmt\ncountup\n")
        let session = DemoSession(script: script, options: EngineOptions(), catalog: .shipped)
        var writes: [String] = []
        var existing: Set<String> = ["talk.vmt"]
        session.fileWriter = { path, _, replacing in
            if existing.contains(path) && !replacing { return "it exists; add --force to replace it" }
            existing.insert(path)
            writes.append(path)
            return nil
        }
        _ = session.forward()
        #expect(session.forward().contains(.output("svg m.svg: 2 frames, 16 lanes, 480×1460, light theme")))
        // A file that was there before the talk is kept, as in a session.
        #expect(session.forward().contains(.output("error: cannot save 'talk.vmt': it exists; add --force to replace it")))
        _ = session.forward()
        #expect(writes == ["m.svg"])
        // Back to step 2: step 1 replayed silently, step 2 shown and its file written again.
        _ = session.go(to: 2)
        #expect(writes == ["m.svg", "m.svg"])
        _ = session.go(to: 4)
        #expect(writes == ["m.svg", "m.svg"])
    }

    /// A demo reads its file a step at a time and keeps what a projector can show: a
    /// step's narration up to its limit, then one line that says how much more the file
    /// has; a file of more steps than a talk has is refused in one line.
    @Test func aDemoKeepsWhatAProjectorShowsOfALongFile() throws {
        let narration = (1...250).map { "# line \($0)" }.joined(separator: "\n")
        let engine = engine(reading: [
            "long.vmrepl": narration + "\ncountup\n",
            "huge.vmrepl": String(repeating: "countup\n", count: DemoScript.maximumSteps + 1),
        ])
        let (script, _) = try engine.talk(named: "long.vmrepl").get()
        #expect(script.stepCount == 1)
        var steps = script.steps()
        let read = steps.next()
        let first = try #require(read).get()
        #expect(first.narration.count == DemoScript.keptNarration + 1)
        #expect(first.narration.last == "# … and \(250 - DemoScript.keptNarration) more lines of narration, in the file")
        let after = steps.next()
        #expect(after.map { _ in true } == nil)
        guard case .failure(let problem) = engine.talk(named: "huge.vmrepl") else {
            Issue.record("a file of more steps than a talk was taken")
            return
        }
        #expect(problem.reason.hasPrefix("'huge.vmrepl' has more than 100000 steps, more than a talk to step through; run its commands with 'run huge.vmrepl'"), "\(problem.reason)")
    }

    /// A talk from a file is read again as it is shown: a step forward reads on, a jump back
    /// reads from the start, and a file changed since the talk began says so in one line
    /// and runs nothing.
    @Test func aTalkIsReadAgainAsItIsShownAndAChangedFileSaysSo() throws {
        final class Files: @unchecked Sendable { var text = "# first\ncountup\n# second\ncountup\n" }
        let files = Files()
        let reader: FileReader = { _ in .success(FileLines(Array(files.text.utf8))) }
        let script = try DemoScript(FileLines(Array(files.text.utf8)), name: "t.vmrepl", reader: reader, path: "t.vmrepl")
        #expect(script.stepCount == 2)
        let session = DemoSession(script: script, options: EngineOptions(), catalog: .shipped)
        #expect(session.forward().contains(.narration("# first")))
        #expect(session.forward() == [.narration("# second"), .command("countup"), .output(#"count: "2"  (all 9 agree)"#)])
        #expect(session.back().contains(.narration("# first")))
        #expect(session.forward().contains(.narration("# second")))
        // An editor that saves the file while the talk runs.
        files.text = "countup\n"
        #expect(session.back() == [.output("demo: 't.vmrepl' has changed since the talk began; start it again")])
        #expect(session.position == 0)
    }
}
