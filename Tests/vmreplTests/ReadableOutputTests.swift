import Foundation
import Testing

/// What a class sees: text at the terminal's width or 80 columns, `-i`, `--width`.
@Suite(.serialized) struct ReadableOutputTests {
    @Test func batchOutputWrapsAt80ColumnsUnlessToldAnother() throws {
        let wide = try Binary.run(["-e", "variants"])
        #expect(wide.outputLines.allSatisfy { $0.count <= 80 })
        #expect(wide.outputLines.contains("  relay        inputs become streams at once; relays cannot carry errors; a"))
        let narrow = try Binary.run(["--width", "40", "-e", "variants"])
        #expect(narrow.outputLines.allSatisfy { $0.count <= 40 || !$0.contains(" ") })
        #expect(narrow.outputLines.count > wide.outputLines.count)
        let refused = try Binary.run(["--width", "5", "-e", "countup"])
        #expect(refused.status == 2)
        #expect(refused.error == "vmrepl: --width '5' is not a whole number from 20 to 1000\n")
    }

    @Test func aTerminalWrapsAtItsOwnWidthAtWordBoundaries() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""], columns: 50)
        try terminal.waitFor("vmrepl> ")
        terminal.type("help relay\r")
        try terminal.waitFor("'use relay' shows it alone")
        // The key idea, wrapped at 50 columns between words, continued two columns in.
        #expect(terminal.screen.contains("key idea: inputs become streams at once; relays\r\n  cannot carry errors; a second tap restarts the\r\n  login (flatMapLatest)"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func dashIRunsThePreparedCommandsThenStaysInteractive() throws {
        let terminal = try PseudoTerminal(arguments: ["-e", "countup 2", "-i"], environment: ["VMREPL_HISTORY": ""])
        try terminal.waitFor(#"count: "1" "2"  (all 9 agree)"#)
        try terminal.waitFor("vmrepl> ")
        Thread.sleep(forTimeInterval: 0.1)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "3"  (all 9 agree)"#)
        terminal.type("exit\r")
        #expect(try terminal.waitForExit() == 0)
        let piped = try Binary.run(["-e", "countup", "-i"])
        #expect(piped.status == 2)
        #expect(piped.error.hasPrefix("vmrepl: -i needs a terminal"))
    }

    @Test func tabAfterUnsubscribeOffersTheLiveSubscribers() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": ""])
        try terminal.waitFor("vmrepl> ")
        terminal.type("subscribe count\r")
        let after = try terminal.waitFor("subscribed #1 to count")
        Thread.sleep(forTimeInterval: 0.1)
        terminal.type("unsubscribe #\t\r")
        try terminal.waitFor("unsubscribed #1 from count", after: after)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
