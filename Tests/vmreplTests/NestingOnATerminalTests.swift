import Foundation
import Testing

/// A speaker's files that run talks inside talks, met at the prompt: a file that hands
/// itself out, demos itself and saves ends in one line for each refusal, what it saved
/// passes, and the session goes on.
@Suite struct NestingOnATerminalTests {
    @Test func aFileThatHandsItselfOutAndSavesLeavesTheSessionGoingOn() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.file("setup.vmrepl", "countup\nhandout setup.vmrepl\ndemo setup.vmrepl\nsave --force before.vmt\n")
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": "", "VMREPL_PAGER": "cat"], columns: 80, rows: 24,
                                          directory: scratch.url)
        try terminal.waitFor("vmrepl> ")
        terminal.type("run setup.vmrepl\r")
        var mark = try terminal.waitFor("error: 2 of 4 commands of setup.vmrepl failed (lines 2, 3)")
        #expect(terminal.screen.contains("error: 'handout' inside a file that run is running would nest"), "\(terminal.screen)")
        #expect(terminal.screen.contains("error: 'demo' inside a file that run is running would nest"), "\(terminal.screen)")
        // A handout from the session runs the file once, in a session of its own, whose
        // own handout and demo are refused.
        terminal.type("handout setup.vmrepl\r")
        mark = try terminal.waitFor("error: 'handout' inside a file that handout is running would nest", after: mark)
        terminal.type("countup\r")
        mark = try terminal.waitFor(#"count: "2"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        // What the file saved passes, from the tool that saved it.
        let check = try Binary.run(["check", "before.vmt"], workingDirectory: scratch.url)
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }
}
