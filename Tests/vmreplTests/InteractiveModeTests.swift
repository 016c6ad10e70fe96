import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive path on a pseudo-terminal: line editing, completion, history,
/// Ctrl-C and Ctrl-D.
@Suite(.serialized) struct InteractiveModeTests {
    let prompt = "vmrepl> "

    func start(history: String = "", environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(environment: environment.merging(["VMREPL_HISTORY": history]) { $1 })
        try terminal.waitFor(prompt)
        return terminal
    }

    /// A history that is no file (a device that never ends, a FIFO that never opens, a
    /// directory) is not read: one warning, and the prompt at once.
    @Test(arguments: ["/dev/zero", "fifo", "folder"])
    func aHistoryThatIsNoFileIsLeftAloneWithOneWarning(kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(kind)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = kind == "/dev/zero" ? kind : folder.appendingPathComponent(kind).path
        if kind == "fifo" { #expect(mkfifo(path, 0o600) == 0) }
        if kind == "folder" { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let terminal = try start(history: path)
        #expect(terminal.screen.contains("warning: history is off: '\(path)'"), "\(terminal.screen)")
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        #expect(kind == "/dev/zero" || !FileManager.default.fileExists(atPath: path + "/history"))
    }

    @Test func runsACommandAndQuitsWithCtrlDOnAnEmptyLine() throws {
        let terminal = try start()
        terminal.type("countup\r")
        let after = try terminal.waitFor(#"count: "1"  (all 9 agree)"#)
        try terminal.waitFor(prompt, after: after)
        try terminal.waitForKeys()
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func tabCompletesCommandsAndStreamNames() throws {
        let terminal = try start()
        terminal.type("cou\t2\r")
        let after = try terminal.waitFor(#"count: "1" "2"  (all 9 agree)"#)
        terminal.type("subscribe loginR\t\r")
        try terminal.waitFor("subscribed #1 to loginResult", after: after)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Tab on an empty line lists every command in columns within the terminal's width,
    /// as a shell does: no command is broken across two lines.
    @Test func tabListsTheChoicesInColumnsThatFit() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""], columns: 50)
        let mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        terminal.type("\t")
        let listed = try terminal.waitFor("unsubscribe", after: mark)
        try terminal.waitFor(prompt, after: listed)
        let lines = terminal.screen[mark...].replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
            .filter { $0.contains("countup") || $0.contains("email") || $0.contains("lessons") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.count <= 50 }, "\(lines)")
        let words = Set(terminal.screen[mark...].split(whereSeparator: \.isWhitespace).map(String.init))
        for command in ["countup", "unsubscribe", "resources", "lessons", "explore", "handout"] {
            #expect(words.contains(command), "\(command) is broken: \(terminal.screen[mark...])")
        }
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCCancelsTheLineBeingTypedAndKeepsTheSession() throws {
        let terminal = try start()
        terminal.type("countup\r")
        var mark = try terminal.waitFor(#"count: "1""#)
        terminal.type("countup 5\u{03}")
        mark = try terminal.waitFor("^C", after: mark)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "2"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCInterruptsALongCommandAndTheTerminalStaysUsable() throws {
        let terminal = try start()
        try terminal.waitForKeys()
        terminal.type("countup 1000000000\r")
        try terminal.waitForLineTaken()
        terminal.type("\u{03}")
        let mark = try terminal.waitFor("interrupted after ")
        try terminal.waitFor(prompt, after: mark)
        terminal.type("countup\r")
        try terminal.waitFor("(all 9 agree)", after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func historyKeepsOnlyLinesTheEngineTakes() throws {
        let scratch = try ScratchDirectory()
        let history = scratch.url.appendingPathComponent("history").path
        let terminal = try start(history: history)
        // Once libedit has the terminal in raw mode (a canonical-mode line holds 4,095
        // bytes at most), in pieces as a paste arrives.
        try terminal.waitForKeys()
        terminal.type("email ")
        for _ in 0..<10 {
            terminal.type(String(repeating: "x", count: 500))
            Thread.sleep(forTimeInterval: 0.01)
        }
        terminal.type("\r")
        let after = try terminal.waitFor("error: the line is 5006 bytes long")
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1""#, after: after)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        let kept = try String(contentsOfFile: history, encoding: .utf8)
        #expect(kept.contains("countup"))
        #expect(!kept.contains("xxxx"))
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let scratch = try ScratchDirectory()
        let history = scratch.url.appendingPathComponent("state/vmrepl/history").path
        let first = try start(history: history)
        first.type("countup 2\r")
        try first.waitFor(#"count: "1" "2""#)
        first.type("quit\r")
        #expect(try first.waitForExit() == 0)
        // libedit writes a space as \040.
        #expect(try String(contentsOfFile: history, encoding: .utf8).contains("countup\\0402"))

        let second = try start(history: history)
        second.type("\u{1B}[A")
        second.type("\u{1B}[A\r")
        try second.waitFor(#"count: "1" "2"  (all 9 agree)"#)
        second.type("quit\r")
        #expect(try second.waitForExit() == 0)
    }

    @Test func anUnwritableHistoryGivesOneWarningAndTheSessionGoesOn() throws {
        let terminal = try start(history: "/dev/null/history")
        terminal.type("countup\r")
        var mark = try terminal.waitFor("warning: cannot write history to '/dev/null/history'")
        mark = try terminal.waitFor(#"count: "1""#, after: mark)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "2""#, after: mark)
        #expect(terminal.screen.components(separatedBy: "warning:").count == 2)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func colourIsOnByDefaultOnATerminalUnlessNoColorIsSet() throws {
        let coloured = try start(environment: ["NO_COLOR": ""])
        coloured.type("subscribe count\r")
        try coloured.waitFor("\u{1B}[1;33mcount #1:\u{1B}[0m")
        coloured.type("quit\r")
        #expect(try coloured.waitForExit() == 0)
    }

    @Test func nonASCIIInputIsKept() throws {
        let terminal = try start()
        terminal.type("email 太郎@example.com\r")
        try terminal.waitFor("validEmail: true")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
