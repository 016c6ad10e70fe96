import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// `bench`: this machine's figures for each active variant, in this process.
@Suite struct BenchTests {
    @Test func itTimesEachActiveVariantAgainstAPlainClosure() {
        let engine = Engine()
        _ = engine.execute("use relay observation async")
        let (output, status) = engine.execute("bench 1000")
        let lines = output.map(\.text)
        #expect(status == .succeeded)
        #expect(lines.first == "bench: 1000 countUp events and 20 builds per variant, best of 3 rounds")
        #expect(lines[1].contains("this machine's figures"))
        #expect(lines[2].hasPrefix("  closure      ") && lines[2].hasSuffix(" ns/event  the floor: a plain closure"))
        let rows = lines.dropFirst(3).prefix(3)
        #expect(rows.map { $0.split(separator: " ").first.map(String.init) } == ["relay", "observation", "async"])
        for row in rows {
            let words = row.split(separator: " ")
            #expect(words.count == 7, "\(row)")
            #expect(Double(words[1]).map { $0 > 0 } == true, "\(row)")
            #expect(words[2] == "ns/event" && words[4] == "floor" && words[6] == "µs/build", "\(row)")
        }
        // A debug build says its figures are not the ones to compare.
        #expect(lines.contains { $0.hasPrefix("warning: this is a debug build") } == VariantBench.isDebugBuild)
    }

    @Test func aStyleWithoutACounterIsTimedOnlyForItsBuilds() throws {
        let mixer = PluginTests.catalog
        let engine = Engine(catalog: mixer)
        _ = engine.execute("use rxmixer")
        let lines = engine.execute("bench 1000").lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("  rxmixer  ") && $0.contains("no counter") && $0.hasSuffix("µs/build") })
    }

    @Test func ctrlCStopsItAndNothingElseChanges() {
        let engine = Engine()
        engine.isInterrupted = { true }
        let (output, status) = engine.execute("bench 100000")
        #expect(status == .interrupted)
        #expect(output.map(\.text) == ["interrupted: bench stopped before its figures were in"])
        engine.isInterrupted = { false }
        #expect(engine.execute("countup").lines.map(\.text) == [#"count: "1"  (all 9 agree)"#])
    }

    @Test func aTooSmallOrTooLargeNIsRefusedWithTheRange() {
        let engine = Engine()
        #expect(engine.execute("bench 10").lines.map(\.text) == ["error: '10' is not a whole number from 1000 to 100000000; usage: bench [N]"])
        #expect(engine.execute("bench lots").status == .failed)
    }

    @Test func jsonGivesTheRunAndARecordPerVariant() throws {
        let engine = Engine(options: EngineOptions(format: .json))
        _ = engine.execute("use relay scan")
        let lines = engine.execute("bench 1000").lines.map(\.text)
        let kinds = try lines.map { try JSONRecordsTests.check($0) }
        #expect(kinds == ["command", "benchRun", "bench", "bench", "end"])
        #expect(lines[1].contains(#""events":1000"#) && lines[1].contains(#""debugBuild":\#(VariantBench.isDebugBuild)"#))
    }
}
