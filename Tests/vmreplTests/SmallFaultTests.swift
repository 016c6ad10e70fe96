import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The small faults of round 4, each where a person meets it: a talk given a FIFO or a
/// device, a FAIL line whose command holds a carriage return, and an interactive
/// session's exit status after a failed command.
@Suite struct SmallFaultTests {
    /// `run`, `demo` and `handout` of a FIFO or a device say so in their own words (they
    /// said "check reads files"), at once, without waiting on it.
    @Test(arguments: ["run", "demo", "handout"])
    func aTalkOfAFIFOOrADeviceIsRefusedAtOnce(command: String) throws {
        let scratch = try ScratchDirectory()
        let fifo = scratch.url.appendingPathComponent("talk").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for path in [fifo, "/dev/zero"] {
            let result = try Binary.run(["--width", "300", "-e", "\(command) \(path)"])
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("error: cannot read '\(path)': it is not a regular file (a FIFO or a device); give"), "\(result.error)")
            #expect(!result.error.contains("check reads files"))
        }
    }

    /// A transcript whose command holds a carriage return fails on one line: the CR is
    /// written as its escape, not sent to the terminal, where it would overwrite the line.
    @Test func aFailLineWritesACarriageReturnAsItsEscape() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("cr.vmt", "vmrepl> email a\rb\nwrong\n")
        let result = try Binary.run(["check", file])
        #expect(result.status == 1)
        let first = try #require(result.output.split(separator: "\n").first)
        #expect(first == "FAIL \(file):1: 'email a\\rb' printed other output than the transcript expects", "\(first)")
    }

    /// An interactive session ends with 0 after a failed command, as sqlite3's and psql's
    /// do (USAGE says so); SIGTERM still ends it with 143.
    @Test func anInteractiveSessionEndsWithZeroAfterAFailedCommand() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor("vmrepl> ")
        terminal.type("contup\r")
        mark = try terminal.waitFor("error: unknown command 'contup'", after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        let ended = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        try ended.waitFor("vmrepl> ")
        try ended.waitForKeys()
        ended.send(SIGTERM)
        #expect(try ended.waitForExit() == 143)
    }
}
