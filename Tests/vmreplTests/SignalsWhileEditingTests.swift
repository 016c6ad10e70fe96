import Foundation
import Testing

/// Signals that reach the prompt while a line is edited: a window resized again and
/// again, `kill -INT`, and SIGTERM or SIGHUP the moment the prompt is shown. vmrepl reads
/// the keys itself (libedit's own signal handlers are off), so each is handled between
/// two keys and never inside a redraw.
@Suite(.serialized) struct SignalsWhileEditingTests {
    let prompt = "vmrepl> "

    /// A window's corner dragged while long lines are typed and run: thousands of resizes,
    /// many of them while libedit redraws the line. libedit's handler resized its display
    /// inside the signal, and one that landed mid-redraw aborted vmrepl (`literal_get:
    /// Assertion`) or corrupted its heap.
    @Test func aWindowDraggedWhileTypingLeavesTheSessionWorking() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        let resizes = try terminal.whileDragging {
            for round in 1...1000 {
                // Lines of one to three rows, the cursor often past the narrower width
                // the next resize gives; every fifth is erased (Ctrl-U), not run.
                terminal.type("countup 1    # " + String(repeating: "x", count: (round * 37) % 160))
                terminal.type(round % 5 == 0 ? "\u{15}" : "\r")
                if round % 5 != 0 {
                    mark = try terminal.waitFor(#"count: "\#(round - round / 5)""#, after: mark, timeout: 30)
                }
            }
        }
        #expect(resizes > 1_000, "\(resizes)")
        terminal.resize(columns: 80, rows: 24)
        try terminal.waitForKeys()
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// `kill -INT` while a line is edited does what Ctrl-C does there: the line is
    /// dropped and the session goes on. (It used to end the session with status 0.)
    @Test func sigintAtThePromptCancelsTheLine() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        terminal.type("countup 5")
        mark = try terminal.waitFor("countup 5", after: mark)
        terminal.send(SIGINT)
        mark = try terminal.waitFor("^C", after: mark)
        try terminal.waitFor(prompt, after: mark)
        try terminal.waitForKeys()
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// SIGTERM or SIGHUP sent as soon as the prompt shows, before or while libedit sets
    /// the terminal up, ends vmrepl with the signal's status: one that arrives just
    /// before the wait for a key is not lost.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalTheMomentThePromptShowsEndsTheSession(signal: Int32, status: Int32) throws {
        for _ in 1...10 {
            let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
            try terminal.waitFor(prompt)
            terminal.send(signal)
            #expect(try terminal.waitForExit(timeout: 30) == status)
        }
    }
}
