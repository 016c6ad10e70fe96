import Foundation
import Testing

/// A prepared talk as a speaker gives it at 80×24: a tall step paged with its command in
/// view, `demo FILE` and `run FILE` inside a session, and the files a talk's commands
/// write, in a session, a demo and `check`. Screens are read through a terminal emulator.
@Suite(.serialized) struct TalkOnStageTests {
    /// The screen a terminal of `columns` × `rows` shows after everything the pseudo-
    /// terminal got, through pyte.
    func emulated(_ terminal: PseudoTerminal, columns: Int = 80, rows: Int = 24) throws -> [String] {
        let scratch = try ScratchDirectory()
        let raw = try scratch.file("terminal.txt", terminal.screen)
        return try CastReplayTests().screen(["raw", raw, "\(columns)", "\(rows)"])
    }

    @Test func aStepTallerThanTheScreenIsPagedWithItsCommandInView() throws {
        let scratch = try ScratchDirectory()
        let cast = scratch.url.appendingPathComponent("talk.cast").path
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--record", cast, "1"], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/")
        terminal.type("\r")
        mark = try terminal.waitFor(" more lines: Enter", after: mark)
        var screen = try emulated(terminal)
        // The first page: the narration, the command and the top of its output.
        #expect(screen.first?.hasPrefix("# Lesson 1: the same counter, nine ways.") == true, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains("vmrepl> variants"))
        #expect(screen.last?.hasPrefix(" step 1/") == true)
        terminal.type(" ")
        mark = try terminal.waitFor("step 1/", after: mark)
        while terminal.screen[mark...].contains("more line") || !terminal.screen[mark...].contains(" ") {
            terminal.type("\r")
            mark = try terminal.waitFor("step 1/", after: mark)
        }
        screen = try emulated(terminal)
        // The last page ends with the last line of the step's output.
        #expect(screen.contains { $0.hasPrefix("  async        one actor owns the state;") }, "\(screen.joined(separator: "\n"))")
        #expect(!screen.contains("vmrepl> variants"))
        // Back, part way through a step, shows the step from its top again.
        terminal.type("b")
        mark = try terminal.waitFor("more lines: Enter", after: mark)
        screen = try emulated(terminal)
        #expect(screen.contains("vmrepl> variants"), "\(screen.joined(separator: "\n"))")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        // The recording, replayed at its size, ends on the same first page.
        let replayed = try CastReplayTests().screen(["cast", cast])
        #expect(replayed.contains("vmrepl> variants"))
        #expect(replayed.first?.hasPrefix("# Lesson 1: the same counter") == true, "\(replayed.joined(separator: "\n"))")
    }

    /// Narration has a colour of its own, not the cyan of `error(boom)`, in both palettes.
    @Test func narrationHasAColourOfItsOwn() throws {
        for (palette, code) in [("dark", "94"), ("light", "34")] {
            let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--color", "always", "3"],
                                              environment: ["VMREPL_HISTORY": "", "VMREPL_PALETTE": palette], columns: 80, rows: 24)
            let mark = try terminal.waitFor("step 0/")
            terminal.type("\r")
            try terminal.waitFor("step 1/", after: mark)
            #expect(terminal.screen.contains("\u{1B}[\(code)m# Lesson 3:"), "\(palette)")
            #expect(!terminal.screen.contains("\u{1B}[36m# "), "\(palette): narration in cyan")
            terminal.type("q")
            #expect(try terminal.waitForExit() == 0)
        }
    }

    /// A stale transcript's warning waits for a key and stays out of the recording.
    @Test func aStaleWarningWaitsForAKeyAndIsNotRecorded() throws {
        let scratch = try ScratchDirectory()
        let stale = try scratch.file("stale.vmt", "# A stale talk\nvmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let cast = scratch.url.appendingPathComponent("talk.cast").path
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--record", cast, stale], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("press a key to start the talk")
        try terminal.waitForKeys()
        #expect(!terminal.screen.contains("step 0/"), "the talk began before the speaker's key")
        terminal.type(" ")
        mark = try terminal.waitFor("step 0/", after: mark)
        // The screen was cleared: the audience sees the title, not the warning.
        #expect(!(try emulated(terminal)).contains { $0.hasPrefix("note: this transcript") })
        terminal.type("\r")
        mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        let recorded = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(!recorded.contains("note: this transcript") && !recorded.contains("press a key") && !recorded.contains("+++"))
        #expect(try CastReplayTests().screen(["cast", cast]).contains(#"count: "1"  (all 9 agree)"#))
    }

    /// `run FILE` runs a file into the session, and `demo FILE` steps through a talk of
    /// its own, after which the session is as it was.
    @Test func runAndDemoOfAFileInsideASession() throws {
        let scratch = try ScratchDirectory()
        let setup = try scratch.file("setup.vmrepl", "# two taps\ncountup 2\n")
        let talk = try scratch.file("talk.vmrepl", "# A talk of one step\nsubscribe count\n")
        let terminal = try PseudoTerminal(arguments: [], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("run \(setup)\r")
        mark = try terminal.waitFor("\(setup):2> countup 2", after: mark)
        mark = try terminal.waitFor(#"count: "1" "2"  (all 9 agree)"#, after: mark)
        mark = try terminal.waitFor("vmrepl> ", after: mark)
        try terminal.waitForKeys()
        terminal.type("demo \(talk)\r")
        mark = try terminal.waitFor("step 0/1", after: mark)
        terminal.type("\r")
        // The talk's own session: its count starts at 0.
        mark = try terminal.waitFor(#"  "0"  property relay"#, after: mark)
        mark = try terminal.waitFor("subscribed #1 to count", after: mark)
        terminal.type("q")
        mark = try terminal.waitFor("vmrepl> ", after: mark)
        try terminal.waitForKeys()
        terminal.type("countup\r")
        mark = try terminal.waitFor(#"count: "3"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A session that measured and wrote files saves a transcript that `check` and
    /// `demo --check` pass, writing nothing; a demo of it writes the speaker's SVG.
    @Test func aSavedSessionWithBenchAndSVGPassesAndADemoWritesTheSVG() throws {
        let scratch = try ScratchDirectory()
        let svg = scratch.url.appendingPathComponent("m.svg").path
        let saved = scratch.url.appendingPathComponent("s.vmt").path
        let run = try Binary.run(["-e", "countup", "-e", "bench 1000", "-e", "marbles --svg \(svg)", "-e", "save \(saved)", "-e", "countup", "-e", "save --force \(saved)"])
        #expect(run.status == 0, "\(run.error)")
        try FileManager.default.removeItem(atPath: svg)
        let checked = try Binary.run(["check", saved])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(try Binary.run(["demo", "--check", saved]).output == "PASS \(saved)\n")
        #expect(!FileManager.default.fileExists(atPath: svg), "check wrote the SVG")
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", saved], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/")
        for step in 1...3 {
            terminal.type("\r")
            mark = try terminal.waitFor("step \(step)/", after: mark)
        }
        #expect(terminal.screen.contains("svg \(svg): 2 frames"), "\(terminal.screen)")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: svg))
    }
}
