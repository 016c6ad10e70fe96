import Foundation
import Testing

/// `vmrepl demo` on a pseudo-terminal, as a speaker drives it.
@Suite(.serialized) struct DemoTests {
    func start(_ arguments: [String]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing"] + arguments, environment: ["VMREPL_HISTORY": ""], columns: 100)
        try terminal.waitFor("step 0/")
        return terminal
    }

    @Test func forwardBackJumpRestartAndQuit() throws {
        let terminal = try start(["5"])
        // Narration, then the command and its output.
        terminal.type("\r")
        var mark = try terminal.waitFor("vmrepl> email demo@example.com")
        #expect(terminal.screen.contains("# Lesson 5: a second tap while the first login is in flight."))
        mark = try terminal.waitFor("step 1/7", after: mark)
        terminal.type(" ")
        mark = try terminal.waitFor("step 2/7", after: mark)
        terminal.type("\u{1B}[C")
        mark = try terminal.waitFor("autorun off: virtual time moves only with 'tick'", after: mark)
        mark = try terminal.waitFor("step 3/7", after: mark)
        // Back: the session is replayed to step 2, which is shown again.
        terminal.type("b")
        mark = try terminal.waitFor("vmrepl> password secret123", after: mark)
        mark = try terminal.waitFor("step 2/7", after: mark)
        terminal.type("\u{1B}[D")
        mark = try terminal.waitFor("step 1/7", after: mark)
        // A number and Enter jump.
        terminal.type("6\r")
        mark = try terminal.waitFor("vmrepl> trace --all login", after: mark)
        mark = try terminal.waitFor("step 6/7", after: mark)
        // At the end the status line says so, and Enter there adds nothing.
        terminal.type("7\r")
        mark = try terminal.waitFor("step 7/7 · the end: ← back, r restart, q quit", after: mark)
        let atEnd = mark
        terminal.type("\r\r5")
        mark = try terminal.waitFor("jump to 5", after: mark)
        // Only the status line was redrawn: not a line was added.
        #expect(!terminal.screen[atEnd..<mark].unicodeScalars.contains("\n"))
        terminal.type("\u{7F}")
        terminal.type("r")
        mark = try terminal.waitFor("step 0/7", after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func theKeysLineFitsEightyColumns() throws {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "1"], environment: ["VMREPL_HISTORY": ""], columns: 80)
        try terminal.waitFor("step 0/")
        let keys = try #require(terminal.screen.components(separatedBy: .newlines).first { $0.hasPrefix("Enter") })
        #expect(keys.trimmingCharacters(in: .whitespacesAndNewlines).count <= 80)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aTranscriptThatNoLongerMatchesIsReportedBeforeTheTalk() throws {
        let scratch = try ScratchDirectory()
        let stale = try scratch.file("stale.vmt", "# A stale talk\nvmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", stale], environment: ["VMREPL_HISTORY": ""], columns: 100)
        try terminal.waitFor("press a key to start the talk")
        // Wrapped to the terminal: its lines joined again.
        let screen = terminal.screen.replacingOccurrences(of: #"\r\n +"#, with: " ", options: .regularExpression)
        #expect(screen.contains("note: this transcript's expected output differs from what vmrepl prints now (\(stale):2: 'countup' printed other output"), "\(screen)")
        // The talk waits for the speaker's key before its first step.
        try terminal.waitFor("press a key to start the talk")
        #expect(!terminal.screen.contains("step 0/"))
        terminal.type("x")
        try terminal.waitFor("step 0/")
        terminal.type("\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        let checked = try Binary.run(["demo", "--check", stale])
        #expect(checked.status == 1)
        // The same form as check's FAIL line: file:line: reason.
        #expect(checked.output.hasPrefix("FAIL \(stale):2: 'countup' printed other output than the transcript expects\n--- "))
        #expect(try Binary.run(["demo", "--check", "5"]).output == "PASS 05-double-tap.vmt\n")
    }

    /// On a narrow terminal the note about a stale transcript, its diff and the key
    /// prompt are wrapped to the width, not cut by the terminal mid-word.
    @Test func aStaleTranscriptsNoteIsWrappedToTheTerminal() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.file("stale.vmt", "# A stale talk\nvmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "stale.vmt"], environment: ["VMREPL_HISTORY": "", "NO_COLOR": "1"],
                                          columns: 60, directory: scratch.url)
        try terminal.waitFor("recording")
        let lines = terminal.screen.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        let note = lines.drop { !$0.hasPrefix("note: ") }
        #expect(note.count > 3, "\(terminal.screen)")
        #expect(note.allSatisfy { $0.count <= 60 }, "\(note.filter { $0.count > 60 })")
        #expect(note.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains("the demo shows what it prints now"))
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func notOnATerminalItSaysWhatToUseInstead() throws {
        let run = try Binary.run(["demo", "5"])
        #expect(run.status == 2)
        #expect(run.error == "vmrepl: demo needs a terminal; to run the commands use 'vmrepl -f FILE --echo', to compare them 'vmrepl check FILE'\n")
        let unknown = try Binary.run(["demo", "99"])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("vmrepl: cannot read '99': No such file or directory; a lesson is one of 1, 2,"))
    }

    @Test func aRecordingIsAnAsciicastV2FileWithMarkersAndTheSameEveryTime() throws {
        let scratch = try ScratchDirectory()
        func record(_ name: String, force: Bool = false) throws -> String {
            let path = scratch.url.appendingPathComponent(name).path
            // Pauses cut to nothing: the file depends on the talk alone.
            let terminal = try PseudoTerminal(arguments: ["demo", "--typing-speed", "1000", "--idle-limit", "0", "--record", path] + (force ? ["--force"] : []) + ["1"],
                                              environment: ["VMREPL_HISTORY": ""], columns: 100, rows: 60)
            try terminal.waitFor("step 0/")
            var mark = terminal.screen.endIndex
            for step in 1...4 {
                terminal.type("\r")
                mark = try terminal.waitFor("step \(step)/", after: mark)
            }
            terminal.type("q")
            #expect(try terminal.waitForExit() == 0)
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        let cast = try record("talk.cast")
        let lines = cast.split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(header["height"] as? Int != nil)
        var last = 0.0
        var kinds: Set<String> = []
        var output = ""
        var markers: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            let time = try #require(event[0] as? Double)
            #expect(time >= last)
            last = time
            let kind = try #require(event[1] as? String)
            kinds.insert(kind)
            if kind == "o" { output += try #require(event[2] as? String) }
            if kind == "m" { markers.append(try #require(event[2] as? String)) }
        }
        #expect(kinds == ["o", "m"])
        #expect(output.contains("vmrepl> countup 3"))
        #expect(last > 0.5, "the typing is recorded at its pace")
        // One marker a step, named by its first narration line or its command.
        #expect(markers.count == 4, "\(markers)")
        #expect(markers.first?.hasPrefix("Lesson 1:") == true, "\(markers)")
        // The same demo gives the same file; an existing one is kept without --force.
        let refused = try PseudoTerminal(arguments: ["demo", "--record", scratch.url.appendingPathComponent("talk.cast").path, "1"], environment: ["VMREPL_HISTORY": ""])
        #expect(try refused.waitForExit() == 2)
        #expect(try record("talk.cast", force: true) == cast)
    }

    /// A recorded demo keeps the speaker's pauses, each cut to `--idle-limit` (2 s by
    /// default), as asciinema's `--idle-time-limit` does; pyte replays the cast to the
    /// screen the audience saw.
    @Test func aRecordingKeepsTheSpeakersPausesCutToTheIdleLimit() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("paused.cast").path
        // Tall enough that no step pages: each Enter is a step.
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--record", path, "1"], environment: ["VMREPL_HISTORY": ""], columns: 100, rows: 80)
        var mark = try terminal.waitFor("step 0/")
        // The speaker's pauses are the input here: real time the recording must keep.
        Thread.sleep(forTimeInterval: 0.6)
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/", after: mark)
        Thread.sleep(forTimeInterval: 2.6)
        terminal.type("\r")
        mark = try terminal.waitFor("step 2/", after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        let events = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        let markers = events.compactMap { $0[1] as? String == "m" ? $0[0] as? Double : nil }
        #expect(markers.count == 2)
        // Before the first step the speaker waited 0.6 s; before the second 2.6 s, cut to
        // 2, after the half second the first step's prompt waits before its command.
        let first = try #require(markers.first), second = try #require(markers.last)
        #expect(first >= 0.55 && first < 1.5, "\(first)")
        #expect(second - first >= 2.45 && second - first < 2.55, "\(second - first)")
        let screen = try CastReplayTests().screen(["cast", path])
        #expect(screen.contains { $0.hasPrefix("vmrepl> ") }, "\(screen)")
    }

    @Test func anInteractiveSessionRecordsAtRealTimes() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("session.cast").path
        let terminal = try PseudoTerminal(arguments: ["--record", path], environment: ["VMREPL_HISTORY": ""])
        try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        var output = ""
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event[1] as? String == "o")
            output += try #require(event[2] as? String)
        }
        #expect(output.contains("vmrepl> countup\r\ncount: \"1\"  (all 9 agree)\r\n"))
    }
}
