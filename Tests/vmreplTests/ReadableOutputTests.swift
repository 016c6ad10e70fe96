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
        try terminal.waitForKeys()
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
        try terminal.waitFor("vmrepl> ", after: after)
        try terminal.waitForKeys()
        terminal.type("unsubscribe #\t\r")
        try terminal.waitFor("unsubscribed #1 from count", after: after)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// `marbles --svg` through the binary: the file is written, and renders.
@Suite struct MarbleSVGFileTests {
    @Test func theSVGRendersToAPNGOfTheSizeItDeclares() throws {
        let scratch = try ScratchDirectory()
        let svg = scratch.url.appendingPathComponent("login.svg").path
        let run = try Binary.run(["-e", "email demo@example.com", "-e", "password secret123", "-e", "login", "-e", "marbles --svg \(svg) isLoggingIn loginResult"])
        #expect(run.status == 0, "\(run.error)")
        let declared = try #require(run.outputLines.last)
        #expect(declared.hasPrefix("svg \(svg): 5 frames, "))
        // rsvg-convert comes with dev/setup (librsvg2-bin); without it this test fails.
        let png = scratch.url.appendingPathComponent("login.png").path
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        render.arguments = [svg, "-o", png]
        try render.run()
        render.waitUntilExit()
        #expect(render.terminationStatus == 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        try #require(bytes.count > 24)
        #expect(Array(bytes[1...3]) == Array("PNG".utf8))
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let size = "\(bigEndian(16))×\(bigEndian(20))"
        #expect(declared.contains(" \(size), "), "the PNG is \(size); \(declared)")
        let unwritable = try Binary.run(["-e", "marbles --svg /nonexistent/dir/x.svg"])
        // A file that cannot be written is an I/O error: status 2, as for output.
        #expect(unwritable.status == 2)
        #expect(unwritable.error == "error: cannot write '/nonexistent/dir/x.svg': No such file or directory\n")
        // An existing file is kept unless --force, as save and --record keep theirs.
        let again = try Binary.run(["-e", "countup", "-e", "marbles --svg \(svg)"])
        #expect(again.status == 1)
        #expect(again.error.replacingOccurrences(of: "\n    ", with: " ") == "error: cannot write '\(svg)': it exists; add --force to replace it\n")
        #expect(try Binary.run(["-e", "countup", "-e", "marbles --svg \(svg) --force"]).status == 0)
    }

    /// The pictures of the issue that found the faults, rendered: each renders at the size
    /// it declares, and a slide is 1920×1080.
    @Test func theClassroomDiagramsRenderAtTheirSize() throws {
        let scratch = try ScratchDirectory()
        let sessions: [(name: String, commands: [String], marbles: String)] = [
            ("contrast", ["use property scan observation", "countup 3", "countup", "complete countUp"], "count --theme dark"),
            ("twenty", ["use property", "countup 20"], ""),
            ("slide", ["email demo@example.com", "password secret123", "login", "login", "tick 1000", "error countUp"], "--size 16:9"),
            // 200 searches: over 1,000 frames, which stacked whole made a picture no renderer
            // draws; a late subscriber from before the frames drawn runs from the first.
            ("long", ["use all", "subscribe repos"] + (1...200).flatMap { ["query q\($0)", "tick 300", "tick 200"] }, ""),
        ]
        for session in sessions {
            let svg = scratch.url.appendingPathComponent("\(session.name).svg").path
            let png = scratch.url.appendingPathComponent("\(session.name).png").path
            let run = try Binary.run(session.commands.flatMap { ["-e", $0] } + ["-e", "marbles --svg \(svg) \(session.marbles)"])
            #expect(run.status == 0, "\(run.error)")
            let render = try Binary.shell("rsvg-convert '\(svg)' -o '\(png)'")
            #expect(render.status == 0, "\(render.error)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
            try #require(bytes.count > 24)
            func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            let declared = try #require(run.outputLines.last)
            #expect(declared.contains(" \(bigEndian(16))×\(bigEndian(20)), "), "\(session.name): \(declared)")
            #expect(bigEndian(16) <= 1920)
            #expect(bigEndian(20) <= 32_000)
            let drawn = try String(contentsOfFile: svg, encoding: .utf8)
            #expect(drawn.contains("frames are left out, to keep the picture within 32000 px") == (session.name == "long"), "\(session.name)")
        }
    }
}

/// Colour that carries on a projector: a light palette for a white background.
@Suite struct PaletteTests {
    @Test func aLightPaletteForAWhiteBackground() throws {
        let commands = ["--color", "always", "-e", "use relay scan", "-e", "error countUp", "-e", "countup"]
        let dark = try Binary.run(commands)
        #expect(dark.output.contains("\u{1B}[1;33m"), "a split title, bold yellow on a dark background")
        let light = try Binary.run(commands, environment: ["VMREPL_PALETTE": "light"])
        #expect(light.output.contains("\u{1B}[1;34m"), "a split title, bold blue on white")
        #expect(!light.output.contains("\u{1B}[1;33m") && !light.output.contains("\u{1B}[36m"), "no yellow or cyan on white")
        let wrong = try Binary.run(["-e", "countup"], environment: ["VMREPL_PALETTE": "blue"])
        #expect(wrong.status == 2)
        #expect(wrong.error == "vmrepl: VMREPL_PALETTE 'blue' is not a palette; set it to light (a white background) or dark, or unset it\n")
    }
}
