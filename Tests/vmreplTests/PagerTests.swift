import Foundation
import Testing

/// Output taller than the terminal goes through a pager in the interactive REPL, as git's
/// does; short output, and output to a pipe, never page.
@Suite(.serialized) struct PagerTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
    }

    /// vmrepl on an 80×24 terminal with `environment`.
    func terminal(_ environment: [String: String]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(environment: environment.merging(["VMREPL_HISTORY": ""]) { $1 }, columns: 80, rows: 24)
        try terminal.waitFor("vmrepl> ")
        return terminal
    }

    @Test func tallOutputGoesThroughThePagerAndShortOutputDoesNot() throws {
        let paged = scratch.url.appendingPathComponent("paged.txt").path
        let terminal = try terminal(["VMREPL_PAGER": "cat >> '\(paged)'; echo PAGED-BY-TEST"])
        terminal.type("source relay login\r")
        var mark = try terminal.waitFor("PAGED-BY-TEST")
        let text = try String(contentsOfFile: paged, encoding: .utf8)
        #expect(text.hasPrefix("file Login/RelayLoginViewModel.swift (relay, login)\n"))
        #expect(text.split(separator: "\n").count > 23)
        terminal.type("countup\r")
        mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        #expect(try String(contentsOfFile: paged, encoding: .utf8) == text, "a short output paged")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func lessWaitsForTheReaderThenTheREPLGoesOn() throws {
        let terminal = try terminal(["VMREPL_PAGER": "less -FRX"])
        terminal.type("source relay login\r")
        var mark = try terminal.waitFor("file Login/RelayLoginViewModel.swift")
        // The end of the file waits below the first page until the reader asks for it.
        terminal.type("G")
        mark = try terminal.waitFor("(END)", after: mark)
        terminal.type("q")
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func pagerCatOrAPipeTurnsItOff() throws {
        let terminal = try terminal(["PAGER": "cat", "VMREPL_PAGER": ""])
        terminal.type("source relay login\r")
        try terminal.waitFor("file Login/RelayLoginViewModel.swift")
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        // Batch mode prints, whatever the pager.
        let batch = try Binary.run(["-e", "source relay login"], environment: ["VMREPL_PAGER": "false"])
        #expect(batch.output.hasPrefix("file Login/RelayLoginViewModel.swift"))
    }
}
