import Foundation
import Testing

/// Recordings as their consumers read them: every cast the tests make is replayed through
/// a terminal emulator (Debian's `python3-pyte`) at its recorded size, and `asciinema cat`
/// (Debian's `asciinema`) reads it. `dev/setup` installs both.
@Suite(.serialized) struct CastReplayTests {
    /// Replays a cast (`cast` set) or a terminal's raw output (`raw` set, at `width` ×
    /// `height`) through pyte; prints the final screen's lines as JSON.
    static let replay = """
    import json, sys, pyte
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "cast":
        lines = open(path, encoding="utf-8").read().splitlines()
        header = json.loads(lines[0])
        screen = pyte.Screen(header["width"], header["height"])
        stream = pyte.Stream(screen)
        for line in lines[1:]:
            time, code, data = json.loads(line)
            if code == "o":
                stream.feed(data)
            elif code == "r":
                columns, rows = data.split("x")
                screen.resize(int(rows), int(columns))
    else:
        screen = pyte.Screen(int(sys.argv[3]), int(sys.argv[4]))
        pyte.Stream(screen).feed(open(path, encoding="utf-8", newline="").read())
    print(json.dumps([line.rstrip() for line in screen.display]))
    """

    func screen(_ arguments: [String]) throws -> [String] {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let run = try Binary.shell("/usr/bin/python3 -c '\(Self.replay.replacingOccurrences(of: "'", with: "'\\''"))' \(quoted)")
        #expect(run.status == 0, "pyte could not replay it: \(run.error)")
        return try JSONDecoder().decode([String].self, from: Data(run.output.utf8))
    }

    func header(_ cast: String) throws -> [String: Any] {
        let first = try #require(try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    }

    /// A demo's cast, replayed, ends on the screen the audience saw: no staircase, the
    /// real size, no keys line.
    @Test func aDemoRecordingReplaysToTheScreenTheTerminalShowed() throws {
        let scratch = try ScratchDirectory()
        let cast = scratch.url.appendingPathComponent("talk.cast").path
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--record", cast, "2"], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/")
        for step in 1...4 {
            terminal.type("\r")
            mark = try terminal.waitFor("step \(step)/", after: mark)
        }
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        let info = try header(cast)
        #expect(info["width"] as? Int == 80)
        #expect(info["height"] as? Int == 24)
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(!text.contains("Enter/Space"), "the keys line is the speaker's")
        let raw = scratch.url.appendingPathComponent("terminal.txt").path
        try terminal.screen.write(toFile: raw, atomically: true, encoding: .utf8)
        // The terminal showed the speaker's keys line too; the audience's screen is the rest.
        func content(_ lines: [String]) -> [String] {
            Array(lines.filter { !$0.hasPrefix("Enter/Space/") }.reversed().drop { $0.isEmpty }.reversed())
        }
        let seen = content(try screen(["raw", raw, "80", "24"]))
        let replayed = content(try screen(["cast", cast]))
        #expect(seen.count > 20)
        #expect(replayed == seen, "replayed:\n\(replayed.joined(separator: "\n"))\nseen:\n\(seen.joined(separator: "\n"))")
        #expect(replayed.contains { $0.hasPrefix("vmrepl> ") }, "no line starts at column 0: a staircase")
        // asciinema reads the keyboard's /dev/tty: `script` gives it a terminal.
        let cat = try Binary.shell("script -qec \"asciinema cat '\(cast)'\" /dev/null")
        #expect(cat.status == 0, "\(cat.error)")
        #expect(cat.output.contains("vmrepl> "))
    }

    /// An interactive recording holds the real size and a resize as asciicast v2's resize
    /// event, and replays with each line starting at column 0.
    @Test func anInteractiveRecordingHoldsItsSizeAndResizes() throws {
        let scratch = try ScratchDirectory()
        let cast = scratch.url.appendingPathComponent("session.cast").path
        let terminal = try PseudoTerminal(arguments: ["--record", cast], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("countup 2\r")
        mark = try terminal.waitFor(#"count: "1" "2"  (all 9 agree)"#, after: mark)
        terminal.resize(columns: 60, rows: 20)
        terminal.type("subscribe count\r")
        mark = try terminal.waitFor("subscribed #1 to count", after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        let info = try header(cast)
        #expect(info["width"] as? Int == 80 && info["height"] as? Int == 24)
        let text = try String(contentsOfFile: cast, encoding: .utf8)
        #expect(text.contains(#", "r", "60x20"]"#), "\(text)")
        let replayed = try screen(["cast", cast])
        #expect(replayed.count == 20)
        #expect(replayed.contains(#"count: "1" "2"  (all 9 agree)"#), "\(replayed.joined(separator: "\n"))")
        #expect(replayed.contains("subscribed #1 to count"))
        #expect(try Binary.shell("script -qec \"asciinema cat '\(cast)'\" /dev/null").status == 0)
    }
}
