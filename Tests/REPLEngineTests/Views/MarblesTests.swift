import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import REPLEngine

@Suite struct MarblesTests {
    func marbles(_ commands: [String], _ marbles: String = "marbles", width: Int = 80) -> [String] {
        let engine = Engine(options: EngineOptions(width: width))
        for command in commands { _ = engine.execute(command) }
        return engine.execute(marbles).lines.map(\.text)
    }

    @Test func everyMarbleKindInRxJSNotation() {
        let lines = marbles(["use relay scan", "countup 2", "countup", "subscribe count", "countup", "unsubscribe #1", "error countUp", "countup 10"], "marbles count")
        // `(12)` two events in one frame, letters for values wider than a frame, `#` an
        // error, `^` and `!` a late subscriber's start and end, spaces where it is not;
        // `-` is a frame with nothing, a narrower cell is padded with spaces; `+2` the
        // events a frame left out.
        #expect(lines == [
            "  0 2   3  5 7  (frames: commands)",
            "count:",
            "  0-(12)3- 4--(56789abc+2)  relay",
            "  0-(12)3- 4-#-             scan",
            "count #1:",
            "         ^34!               relay",
            "         ^01!               scan",
            #"legend: a "10", b "11", c "12", # error(boom)"#,
            "frames: 0 start, 1 use relay scan, 2 countup 2, 3 countup, 4 subscribe count,",
            "        5 countup, 6 unsubscribe #1, 7 error countUp, 8 countup 10",
            "(+N: N more events in that frame, not drawn; a frame keeps the first 8 of a lane)",
        ], "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("(12)") }, "two events in one frame")
        #expect(lines.contains { $0.contains("^") && $0.contains("!") }, "a late subscriber's start and end")
        #expect(lines.contains { $0.contains("#") }, "an error")
    }

    /// `countup 70` drew `(12345678)`, as if the lane ended at 8.
    @Test func aFrameSaysHowManyEventsItLeftOut() {
        let lines = marbles(["use property", "countup 70"], "marbles count")
        #expect(lines.contains("  0-(12345678+62)  property"), "\(lines.joined(separator: "\n"))")
    }

    /// Past 59 values every value was `?`: each block has letters of its own.
    @Test func everyValueHasASymbolOfItsOwn() {
        let lines = marbles(["use property"] + Array(repeating: "countup", count: 150), "marbles count")
        #expect(!lines.contains { $0.contains("?") }, "\(lines.joined(separator: "\n"))")
        let legends = lines.filter { $0.hasPrefix("legend: ") || $0.hasPrefix("        ") && $0.contains("\"") }
        #expect(legends.count >= 2, "a legend under each block")
        // Within a block, no symbol stands for two values.
        var block: [String: String] = [:]
        for line in lines {
            if line.hasSuffix("(frames, continued)") || line.hasSuffix("(frames: commands)") { block = [:] }
            guard line.hasPrefix("legend: ") || (line.hasPrefix("        ") && line.contains("\"")) else { continue }
            for entry in line.dropFirst(8).components(separatedBy: ", ") {
                let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                #expect(block[parts[0]] == nil || block[parts[0]] == parts[1], "\(parts[0]) stands for two values")
                block[parts[0]] = parts[1]
            }
        }
    }

    /// Padding is spaces: a lane has one `-` per frame with nothing, however wide a
    /// time label or another lane's cell makes the frame.
    @Test func everyDashIsAFrame() {
        let lines = marbles(["email demo@example.com", "password secret123", "login", "login", "tick 1000"], "marbles isLoggingIn")
        #expect(lines.contains("      300  600  (later, in ms)"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("  f--tf   tf   -  property relay anyobserver scan unio mvvm reducer"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("  ---tf   tf   -  flux flux-keyed"))
        #expect(lines.contains { $0.contains("3 login (then 300 ms), 4 login (then 600 ms)") })
    }

    /// At 80×24 an axis at the top only scrolled away: a block taller than a screen
    /// draws it again below its lanes.
    @Test func aTallDiagramRepeatsItsAxisBelow() {
        let subscribers = (0..<6).flatMap { _ in ["subscribe count", "subscribe validEmail"] }
        let lines = marbles(subscribers + ["countup"], "marbles")
        #expect(lines.filter { $0.hasSuffix("(frames: commands)") }.count == 2, "\(lines.joined(separator: "\n"))")
        let short = marbles(["countup"], "marbles count")
        #expect(short.filter { $0.hasSuffix("(frames: commands)") }.count == 1)
    }

    @Test func completionAndLaterMomentsOfVirtualTime() {
        let lines = marbles(["use mvvm relay", "email demo@example.com", "password secret123", "login", "complete countUp"], "marbles isLoggingIn count")
        #expect(lines.contains { $0.hasSuffix("(later, in ms)") && $0.contains("300") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("|") && $0.hasSuffix("mvvm") }, "mvvm's count completes")
        #expect(lines.contains("legend: f false, t true") || lines.contains { $0.hasPrefix("legend: ") && $0.contains("t true") })
    }

    @Test func lanesAlikeInSeveralVariantsAreDrawnOnceWithTheirNames() {
        let lines = marbles(["countup", "subscribe count"], "marbles count")
        let countLanes = lines.drop { $0 != "count:" }.dropFirst().prefix { !$0.hasSuffix(":") }
        #expect(countLanes.count == 2, "\(lines.joined(separator: "\n"))")
        #expect(countLanes.first?.hasSuffix("property relay anyobserver scan unio mvvm reducer") == true)
    }

    @Test func aLongSessionWrapsIntoBlocksWithinTheWidthAndShowsItsLastPart() {
        let commands = (0..<300).map { $0 % 3 == 0 ? "countup" : "state count" }
        let lines = marbles(["use relay"] + commands, "marbles count")
        #expect(lines.first?.hasPrefix("(frames before command") == true, "\(lines.prefix(3))")
        #expect(lines.filter { $0.hasSuffix("(frames, continued)") }.count == MarbleText.maximumBlocks)
        #expect(lines.allSatisfy { LineWrapper.visibleWidth($0) <= 80 })
        #expect(lines.allSatisfy { TranscriptLine(Substring($0)) == .output && TranscriptLine.mistypedPrompt(Substring($0)) == nil })
    }

    @Test func aResetStartsTheDiagramAgain() {
        let lines = marbles(["countup 3", "reset", "countup"], "marbles count")
        #expect(lines.contains("frames: 0 reset, 1 countup"))
        #expect(marbles([], "marbles count").first == "  0  (frames: commands)")
    }

    @Test func theSVGIsWellFormedTheSameEveryTimeAndThemed() throws {
        let session = ["email demo@example.com", "password secret123", "autorun off", "login", "tick 100", "login", "tick 500", "subscribe count", "countup", "error countUp"]
        func svg(_ theme: String) throws -> String {
            let engine = Engine()
            var written: [String: [UInt8]] = [:]
            engine.fileWriter = { path, bytes, _ in
                written[path] = bytes
                return nil
            }
            for command in session { _ = engine.execute(command) }
            let (lines, status) = engine.execute("marbles --svg out.svg --theme \(theme)")
            #expect(status == .succeeded)
            #expect(lines.first?.text.hasPrefix("svg out.svg: ") == true)
            return String(decoding: try #require(written["out.svg"]), as: UTF8.self)
        }
        let light = try svg("light")
        #expect(try svg("light") == light)
        let dark = try svg("dark")
        #expect(dark != light)
        #expect(dark.contains("#1c1c1e"))
        for document in [light, dark] {
            let parser = XMLParser(data: Data(document.utf8))
            #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(document.contains("<circle"))
            #expect(document.contains("<path d=\"M"))
        }
        let refused = Engine().execute("marbles --svg x.svg")
        #expect(refused.status == .failed)
    }

    @Test func jsonModeGivesTheDiagramsData() throws {
        let engine = Engine(options: EngineOptions(format: .json))
        _ = engine.execute("use relay")
        _ = engine.execute("countup 2")
        let records = engine.execute("marbles count").lines.map(\.text)
        for record in records { try JSONRecordsTests.check(record) }
        #expect(records.contains(#"{"command":0,"frame":0,"kind":"marbleFrame","later":false,"text":"start","time":0}"#))
        #expect(records.contains(#"{"event":"next","frame":2,"kind":"marbleEvent","lane":0,"value":"2"}"#))
        #expect(records.contains(#"{"kind":"marbleLane","lane":0,"stream":"count","subscriber":"view","variants":["relay"]}"#))
    }
}
