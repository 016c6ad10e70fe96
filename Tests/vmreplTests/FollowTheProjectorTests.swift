import Foundation
import Testing

/// A screen that follows the projector: a speaker zooms the font, the column count
/// changes, and the next output wraps at the new width, narration included.
@Suite(.serialized) struct FollowTheProjectorTests {
    /// The lines the terminal got after `mark`, as the eye reads them: no colour or
    /// cursor sequences, no carriage returns.
    func visibleLines(_ terminal: PseudoTerminal, after mark: String.Index) -> [String] {
        let text = String(terminal.screen[mark...])
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        // "\r\n" is one Character: split it first, then keep what follows a lone "\r".
        return plain.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n").map { $0.components(separatedBy: "\r").last ?? "" }
    }

    func widest(_ lines: [String]) -> Int {
        lines.map(\.count).max() ?? 0
    }

    @Test func aDemoWrapsAtTheWidthTheTerminalHasNowNarrationToo() throws {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "2"], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/")
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/", after: mark)
        let start = mark
        // The demo reads the size as it draws a step: the resize is known by the next key.
        terminal.resize(columns: 44, rows: 24)
        terminal.type("\r")
        mark = try terminal.waitFor("step 2/", after: mark)
        let lines = visibleLines(terminal, after: start)
        #expect(widest(lines) <= 44, "\(lines.filter { $0.count > 44 })")
        #expect(lines.contains { $0.hasPrefix("# ") }, "the step's narration: \(lines)")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A zoom part way through a step's pages lays the step out again for the new width,
    /// from its top, where its old lines were once broken again, ragged.
    @Test func aResizeMidStepLaysTheStepOutAgain() throws {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "5"], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 16)
        var mark = try terminal.waitFor("step 0/")
        // Step 6 is the traced second tap: more than a screen.
        terminal.type("6\r")
        mark = try terminal.waitFor("more lines: Enter", after: mark)
        let start = mark
        terminal.resize(columns: 60, rows: 16)
        terminal.type("\r")
        mark = try terminal.waitFor("step 6/", after: mark)
        let lines = visibleLines(terminal, after: start)
        #expect(lines.contains { $0.hasSuffix("trace --all login") }, "the step from its top: \(lines)")
        #expect(widest(lines.filter { !$0.contains("step 6/") }) <= 60, "\(lines.filter { $0.count > 60 })")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func demoWidthWrapsAtTheWidthGiven() throws {
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--width", "40", "1"], environment: ["VMREPL_HISTORY": ""], columns: 100, rows: 200)
        var mark = try terminal.waitFor("step 0/")
        let start = mark
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/", after: mark)
        terminal.type("\r")
        mark = try terminal.waitFor("step 2/", after: mark)
        let lines = visibleLines(terminal, after: start).filter { !$0.contains("step ") }
        #expect(widest(lines) <= 40, "\(lines.filter { $0.count > 40 })")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// The width was read before the command was typed: a resize at the prompt wrapped
    /// the next command at the old width.
    @Test func theFirstCommandAfterAResizeWrapsAtTheNewWidth() throws {
        // Printed, not paged: the lines are read off the screen as they come.
        let terminal = try PseudoTerminal(arguments: [], environment: ["VMREPL_HISTORY": "", "VMREPL_PAGER": "cat"], columns: 100, rows: 30)
        var mark = try terminal.waitFor("vmrepl> ")
        // The size is read once a command is typed: the resize is known by then.
        terminal.resize(columns: 50, rows: 30)
        try terminal.waitForKeys()
        terminal.type("variants\r")
        mark = try terminal.waitFor("variants\r\n", after: mark)
        let end = try terminal.waitFor("vmrepl> ", after: mark)
        let output = String(terminal.screen[mark..<end]).replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        let lines = output.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 5)
        #expect(widest(Array(lines)) <= 50, "\(lines.filter { $0.count > 50 })")
        terminal.type("quit\r")
        _ = try terminal.waitForExit()
    }
}
