import Foundation
import Testing

/// Habits on stage: what a speaker expects from the keys they press.
@Suite(.serialized) struct StageHabitsTests {
    /// The shell's prompt came right after `vmrepl> ` on the same line.
    @Test func ctrlDAtThePromptEndsTheLineBeforeExiting() throws {
        let terminal = try PseudoTerminal(arguments: [], environment: ["VMREPL_HISTORY": ""])
        terminal.type("countup\r")
        let after = try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        try terminal.waitFor("vmrepl> ", after: after)
        try terminal.waitForKeys()
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        // The terminal echoes the key as `^D`; the line then ends.
        let last = terminal.screen.unicodeScalars.split(separator: "\n").last.map { String(String.UnicodeScalarView($0)) } ?? ""
        #expect(terminal.screen.hasSuffix("\r\n") && last.hasPrefix("vmrepl> "), "\(terminal.screen.suffix(40).debugDescription)")
    }

    @Test func restartRedrawsTheTitleAndTheKeys() throws {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "2"], environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor("step 0/")
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/", after: mark)
        terminal.type("r")
        mark = try terminal.waitFor("demo 02-late-subscribers.vmt: 7 steps", after: mark)
        mark = try terminal.waitFor("Enter/Space/→ next", after: mark)
        mark = try terminal.waitFor("step 0/7", after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// `save` keeps the `#` comments of `-e` and `-f` input where they stood.
    @Test func saveKeepsTheCommentsOfItsInput() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("talk.txt", "# from the file\ncountup\n")
        let saved = scratch.url.appendingPathComponent("s.vmt").path
        let run = try Binary.run(["-e", "# a note", "-e", "countup", "-f", file, "-e", "save \(saved)"])
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOfFile: saved, encoding: .utf8) == """
        # a note
        vmrepl> countup
        count: "1"  (all 9 agree)
        # from the file
        vmrepl> countup
        count: "2"  (all 9 agree)

        """)
        #expect(try Binary.run(["check", saved]).output == "PASS \(saved)\n")
    }
}

/// `reset` keeps the settings; the one that changes what every command shows is said.
/// `autorun` alone shows the setting, as `api` does.
@Suite struct AutorunSettingTests {
    @Test func autorunAloneShowsItAndResetSaysItStays() throws {
        let run = try Binary.run(["-e", "autorun", "-e", "autorun off", "-e", "reset", "-e", "autorun", "-e", "autorun on", "-e", "reset"])
        #expect(run.status == 0, "\(run.error)")
        let notes = run.outputLines.filter { $0.hasPrefix("autorun") || $0.hasPrefix("reset") }
        #expect(notes == [
            "autorun on: virtual time runs to idle after every command",
            "autorun off: virtual time moves only with 'tick'",
            "reset: view models rebuilt, virtual time 0; 9 styles active",
            "autorun off stays: virtual time moves only with 'tick' ('autorun on' restores",
            "autorun off: virtual time moves only with 'tick'",
            "autorun on: virtual time runs to idle after every command",
            "reset: view models rebuilt, virtual time 0; 9 styles active",
        ])
        let json = try Binary.run(["--format", "json", "-e", "autorun off", "-e", "autorun"])
        #expect(json.outputLines.filter { $0.contains(#""kind":"autorun""#) } == [#"{"kind":"autorun","on":false}"#, #"{"kind":"autorun","on":false}"#])
    }
}
