import Foundation
import Testing

/// A team's tool checks its own files: what its sessions save and echo passes its own
/// `check` (one file in process, several in children), `demo --check` and a `save` of
/// its own; the parent/child protocol is the parent's alone; every file named is checked.
@Suite struct TeamToolCheckTests {
    /// Whether the file system finds a name by either Unicode form (macOS).
    static var namesAreNormalized: Bool {
        #if os(macOS)
        true
        #else
        false
        #endif
    }

    /// A session with a `save` halfway, echoed by a tool under another name: the echo and
    /// the saved file pass that tool's check, alone and beside each other, and demo's.
    @Test func aTeamToolPassesItsOwnSavesInCheckItsChildrenAndDemo() throws {
        let scratch = try ScratchDirectory()
        let tool = scratch.url.appendingPathComponent("my-vmrepl").path
        try FileManager.default.createSymbolicLink(atPath: tool, withDestinationPath: Binary.path)
        try "# a session\ncountup 2\nsave saved.vmt\nsubscribe count\n".write(to: scratch.url.appendingPathComponent("s.cmds"), atomically: true, encoding: .utf8)
        let echo = try Binary.shell("cd '\(scratch.url.path)' && '\(tool)' -f s.cmds --echo > echoed.vmt && cat echoed.vmt")
        #expect(echo.status == 0)
        #expect(echo.output.contains("save saved.vmt: 1 command; 'my-vmrepl check saved.vmt' checks it"), "\(echo.output)")
        for files in ["echoed.vmt", "saved.vmt", "echoed.vmt saved.vmt", "--jobs 1 echoed.vmt saved.vmt"] {
            let check = try Binary.shell("cd '\(scratch.url.path)' && '\(tool)' check \(files)")
            #expect(check.status == 0, "\(files): \(check.output)")
        }
        let demo = try Binary.shell("cd '\(scratch.url.path)' && '\(tool)' demo echoed.vmt --check")
        #expect(demo.output == "PASS echoed.vmt\n", "\(demo.output)")
        // The saved file is the session up to its save, word for word.
        let echoed = try String(contentsOfFile: scratch.url.appendingPathComponent("echoed.vmt").path, encoding: .utf8)
        let saved = try String(contentsOfFile: scratch.url.appendingPathComponent("saved.vmt").path, encoding: .utf8)
        #expect(echoed.hasPrefix(saved) && saved.hasSuffix("count: \"1\" \"2\"  (all 9 agree)\n"), "\(saved)")
    }

    /// `VMREPL_CHECK_CHILD=1` (and the old explore worker's variable) left in a CI job's
    /// environment changes nothing: every file is checked, a failure fails.
    @Test func theChildProtocolCannotBeSwitchedOnByTheEnvironment() throws {
        let scratch = try ScratchDirectory()
        let good = scratch.url.appendingPathComponent("good.vmt").path
        let bad = scratch.url.appendingPathComponent("bad.vmt").path
        try "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".write(toFile: good, atomically: true, encoding: .utf8)
        try "vmrepl> countup\ncount: \"7\"  (all 9 agree)\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let environment = ["VMREPL_CHECK_CHILD": "1", "VMREPL_EXPLORE_SLICE": "{}"]
        let check = try Binary.run(["check", good, bad], environment: environment)
        #expect(check.status == 1, "\(check.output)")
        #expect(check.output.contains("PASS \(good)") && check.output.contains("FAIL \(bad):1"), "\(check.output)")
        #expect(check.output.hasSuffix("2 transcripts: 1 passed, 1 failed\n"))
        let explore = try Binary.run(["explore", "property", "scan"], environment: environment)
        #expect(explore.status == 1 && explore.output.hasPrefix("property and scan differ"), "\(explore.output)")
        // The child's marker, typed, is an unknown option.
        let typed = try Binary.run(["--vmrepl-child", "1", "check", "vmrepl", good])
        #expect(typed.status == 2)
        #expect(typed.error.hasPrefix("vmrepl: unknown option '--vmrepl-child'"), "\(typed.error)")
    }

    /// Names are bytes: `café.vmt` precomposed and decomposed are two files on Linux, and
    /// both are checked (one passes, one fails: exit 1).
    @Test(.disabled(if: Self.namesAreNormalized, "APFS finds either spelling of a name: there they are one file"))
    func namesThatDifferOnlyInUnicodeFormAreTwoFiles() throws {
        let scratch = try ScratchDirectory()
        let composed = scratch.url.path + "/caf\u{E9}.vmt"
        let decomposed = scratch.url.path + "/cafe\u{301}.vmt"
        try "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".write(toFile: composed, atomically: true, encoding: .utf8)
        try "vmrepl> countup\ncount: \"2\"  (all 9 agree)\n".write(toFile: decomposed, atomically: true, encoding: .utf8)
        let check = try Binary.run(["check", composed, decomposed])
        #expect(check.status == 1, "\(check.output)")
        #expect(check.output.hasSuffix("2 transcripts: 1 passed, 1 failed\n"), "\(check.output)")
    }

    /// With few descriptors (`ulimit -n 6`: too few for a child process) `save` replays
    /// the session in its own process, says so on standard error, and the file passes; it
    /// never takes the session down.
    @Test func withFewDescriptorsSaveReplaysInItsOwnProcessAndSaysSo() throws {
        let scratch = try ScratchDirectory()
        let save = try Binary.shell("cd '\(scratch.url.path)' && ulimit -n 6 && \"$VMREPL\" -e countup -e 'save s.vmt' -e 'countup'")
        #expect(save.status == 0, "\(save.error)")
        #expect(save.output == "count: \"1\"  (all 9 agree)\nsave s.vmt: 1 command; 'vmrepl check s.vmt' checks it\ncount: \"2\"  (all 9 agree)\n")
        #expect(save.error.hasPrefix("vmrepl: note: save could not start a process to replay the session in"), "\(save.error)")
        #expect(try Binary.run(["check", scratch.url.appendingPathComponent("s.vmt").path]).status == 0)
    }

    /// `explore --save` into a folder that does not exist is refused at once, before the
    /// search, in one line naming the path.
    @Test func anUnwritableSaveIsRefusedBeforeTheSearch() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.path + "/missing/gate.vmt"
        let refused = try Binary.run(["explore", "property", "relay", "--save", path])
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty, "no search ran: \(refused.output)")
        #expect(refused.error.replacingOccurrences(of: "\n    ", with: " ").contains("cannot save '\(path)': its folder"), "\(refused.error)")
        let twice = try Binary.run(["explore", "relay", "relay"])
        #expect(twice.status == 2 && twice.error.hasPrefix("error: 'relay' is named twice"), "\(twice.error)")
        // Nothing to tell apart: nothing written, and it says so.
        let none = scratch.url.path + "/none.vmt"
        let alike = try Binary.run(["explore", "property", "relay", "--depth", "2", "--walks", "0", "--save", none])
        #expect(alike.status == 0)
        #expect(alike.output.hasSuffix("no difference, so nothing was written to \(none)\n"), "\(alike.output)")
        #expect(!FileManager.default.fileExists(atPath: none))
    }
}
