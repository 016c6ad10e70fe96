import Foundation
import Testing

/// Output taller than the terminal goes through a pager in the interactive REPL, as git's
/// does; short output, and output to a pipe, never page.
@Suite(.serialized) struct PagerTests {
    /// The last line `source relay login` prints, numbered: `79  }`.
    static let relayLoginLastLine: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Variants/Login/RelayLoginViewModel.swift")
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return "\(lines.last == "" ? lines.count - 1 : lines.count)  }\r\n"
    }()

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

    /// A pager that is missing or fails shows one line, then the rest of the output; one
    /// that stops reading (`head -1`) was the reader's choice. The session goes on either
    /// way, and paging is off after a failure.
    @Test(arguments: ["nope-pager", "false", "head -1"])
    func aPagerThatFailsOrEndsEarlyNeverEndsTheSession(pager: String) throws {
        let terminal = try terminal(["VMREPL_PAGER": pager])
        terminal.type("source relay login\r")
        var mark = try terminal.waitFor("file Login/RelayLoginViewModel.swift")
        if pager != "head -1" {
            mark = try terminal.waitFor("vmrepl: the pager '\(pager)' ", after: mark)
            // What the screen did not show comes after the line: the file's last line.
            mark = try terminal.waitFor(Self.relayLoginLastLine, after: mark)
        }
        terminal.type("countup\r")
        mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        if pager != "head -1" {
            // Paging is off: a tall output prints whole, with no second message.
            terminal.type("source relay login\r")
            mark = try terminal.waitFor(Self.relayLoginLastLine, after: mark)
            #expect(terminal.screen.components(separatedBy: "vmrepl: the pager").count == 2, "\(terminal.screen)")
        }
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// `TERM=dumb` (or no `TERM`) never pages: less would stop every tall output at
    /// "terminal is not fully functional".
    @Test(arguments: ["dumb", ""])
    func aDumbTerminalNeverPages(term: String) throws {
        let paged = scratch.url.appendingPathComponent("paged-\(term).txt").path
        let terminal = try terminal(["VMREPL_PAGER": "cat >> '\(paged)'", "TERM": term])
        terminal.type("source relay login\r")
        let mark = try terminal.waitFor(Self.relayLoginLastLine)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        #expect(!FileManager.default.fileExists(atPath: paged))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// With the pager on, a command's lines reach the screen as they come: a long run's
    /// first lines show while it runs, and Ctrl-C stops it.
    @Test func outputStreamsToTheScreenWhileTheCommandRuns() throws {
        let file = try scratch.file("slow.vmrepl", "countup\ncountup 1000000000\n")
        let terminal = try terminal(["VMREPL_PAGER": "less -FRX"])
        terminal.type("run \(file)\r")
        var mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        mark = try terminal.waitFor("countup 1000000000", after: mark)
        terminal.send(SIGINT)
        mark = try terminal.waitFor("interrupted", after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Quitting the pager stops the command, as git's command ends on SIGPIPE: the prompt
    /// is back at once with one line saying the output was cut, and the run stopped part
    /// way (the counter is far below its 100,000 count-ups).
    @Test func quittingThePagerStopsTheCommand() throws {
        let file = try scratch.file("long.vmrepl", String(repeating: "countup\n", count: 100_000))
        let terminal = try terminal(["VMREPL_PAGER": "less -FRX"])
        terminal.type("run \(file)\r")
        var mark = try terminal.waitFor(#"count: "5"  (all 9 agree)"#)
        terminal.type("q")
        mark = try terminal.waitFor("vmrepl: output cut: the pager ended first, and the command stopped there (run stopped after ", after: mark)
        // It says how far the run got: a count of commands, and the file.
        let cut = try terminal.waitFor("long.vmrepl)", after: mark)
        let said = String(terminal.screen[mark..<cut]).replacingOccurrences(of: "\r\n", with: "").split(separator: " ").first { Int($0) != nil }
        #expect(said.flatMap { Int($0) }.map { $0 > 0 && $0 < 100_000 } == true, "\(terminal.screen[mark...])")
        mark = try terminal.waitFor("vmrepl> ", after: cut)
        terminal.type("reset\rcountup\r")
        mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        // The next tall output pages again.
        terminal.type("source relay login\r")
        mark = try terminal.waitFor("file Login/RelayLoginViewModel.swift", after: mark)
        terminal.type("q")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
