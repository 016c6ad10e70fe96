import Foundation
import Testing

/// What the prompt shows as keys are typed, where no oracle says it: Tab's list, Ctrl-R's
/// prompt, and a person's own ~/.editrc.
@Suite struct TypingAtThePromptTests {
    let prompt = "vmrepl> "

    /// Tab completes as far as the choices agree; a second Tab lists them, once (each Tab
    /// listed them, so Tab Tab showed the list twice).
    @Test func tabTabListsTheChoicesOnce() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        terminal.type("co\t")
        try terminal.waitUntilReading()
        #expect(!terminal.screen[mark...].contains("countup"), "one Tab lists nothing: \(terminal.screen[mark...])")
        mark = terminal.screen.endIndex
        terminal.type("\t")
        try terminal.waitFor("complete", after: mark)
        try terminal.waitFor(prompt + "co", after: mark)
        try terminal.waitUntilReading()
        #expect(terminal.screen[mark...].components(separatedBy: "countup").count == 2, "\(terminal.screen[mark...])")
        terminal.type("u\t\r")
        try terminal.waitFor(#"count: "1""#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// Ctrl-R asks as readline does, on the prompt's line: `(reverse-i-search)`TEXT':`
    /// and the line found (libedit's was `bck:` on the line below).
    @Test func ctrlRShowsReadlinesPrompt() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        terminal.type("countup 2\r")
        mark = try terminal.waitFor(#"count: "1" "2""#, after: mark)
        try terminal.waitForKeys()
        terminal.type("\u{12}nt")
        try terminal.waitFor("(reverse-i-search)`nt': countup 2", after: mark)
        #expect(!terminal.screen[mark...].contains("bck:"))
        terminal.type("\r")
        try terminal.waitFor(#"count: "3" "4""#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A person's ~/.editrc is read after vmrepl's keys, so its bindings win: here Ctrl-A
    /// bound to the end of the line.
    @Test func aPersonsEditrcWins() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("editrc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "bind ^A ed-move-to-end\n".write(to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let saved = home.appendingPathComponent("saved.vmt").path
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": "", "HOME": home.path])
        var mark = try terminal.waitFor(prompt)
        try terminal.waitForKeys()
        terminal.type("zork ab\u{1}\u{1b}[DX\r")
        mark = try terminal.waitFor("unknown command", after: mark)
        try terminal.waitForKeys()
        terminal.type("save \(saved)\r")
        try terminal.waitFor("'vmrepl check", after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        #expect(try String(contentsOfFile: saved, encoding: .utf8).contains("\(prompt)zork aXb\n"))
    }
}
