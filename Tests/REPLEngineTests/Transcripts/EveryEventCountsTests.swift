import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A PASS means every event matched, the ones a display leaves out too: a team's counter
/// that emits "BUG" as its fifth count fails a transcript blessed with the right one.
@Suite struct EveryEventCountsTests {
    /// A counter whose `count` shows `wrongAt` as "BUG" (none: a correct counter).
    static func counter(wrongAt: Int?) -> Style {
        Style(name: "mine", summary: "the team's counter", keyIdea: "a relay mapped to text", variants: [
            Variant(of: .counter) { _ in
                let count = BehaviorRelay(value: 0)
                return ViewModelPorts(count, inputs: [
                    .tap(Screen.Counter.countUp, kind: .relay) { count.accept(count.value + 1) },
                ], outputs: [
                    .observable(Screen.Counter.count, count.map { $0 == wrongAt ? "BUG" : String($0) }),
                ])
            },
        ])
    }

    static func catalog(wrongAt: Int?) throws -> Catalog {
        try Catalog.shipped.adding([counter(wrongAt: wrongAt)])
    }

    /// `commands` blessed with the correct counter, then checked with `checkedWith`.
    func blessedThenChecked(_ commands: [String], checkedWith: Catalog) throws -> TranscriptChecker.Result {
        let unblessed = commands.map { Engine.prompt + $0 + "\n" }.joined()
        let blessed = try #require(TranscriptChecker.check(unblessed, catalog: try Self.catalog(wrongAt: nil)).blessed)
        #expect(TranscriptChecker.check(blessed, catalog: try Self.catalog(wrongAt: nil)).passed)
        return TranscriptChecker.check(blessed, catalog: checkedWith)
    }

    @Test(arguments: [5, 2, 9, 5_000, 15_000])
    func aWrongEventThatADisplayLeavesOutFailsTheCheck(wrongAt: Int) throws {
        let run = wrongAt > 10 ? "countup 20000" : "countup 10"
        let result = try blessedThenChecked(["use mine", run], checkedWith: try Self.catalog(wrongAt: wrongAt))
        #expect(!result.passed, "a count of BUG at \(wrongAt) passed")
        if wrongAt <= 10 { #expect(result.diff.contains(#""BUG""#), "\(result.diff)") }
    }

    @Test func aTranscriptRecordsEveryEventWhateverEventsSays() throws {
        let engine = Engine(options: .transcript)
        _ = engine.execute("events short")
        let lines = engine.execute("countup 10").lines.map(\.text)
        #expect(lines == [#"count: "1" "2" "3" "4" "5" "6" "7" "8" "9" "10"  (all 9 agree)"#])
    }

    /// A display shortens runs; two rows that differ only in the events it leaves out
    /// carry their fingerprints, so they never print alike.
    @Test func aSplitWhoseRowsWouldPrintAlikeShowsFingerprints() throws {
        let engine = Engine(catalog: try Self.catalog(wrongAt: 5))
        _ = engine.execute("use mine property")
        let lines = engine.execute("countup 10").lines.map(\.text)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "count:")
        #expect(Set(lines.dropFirst()).count == 2)
        #expect(lines.dropFirst().allSatisfy { $0.contains("(10 events, fingerprint ") }, "\(lines)")
        // Rows that print differently anyway stay as they were.
        #expect(engine.execute("countup 1").lines.map(\.text) == [#"count: "11"  (both agree)"#])
    }

    @Test func aRunLongerThanATranscriptKeepsCarriesItsFingerprint() throws {
        let engine = Engine(options: .transcript)
        _ = engine.execute("use property")
        let lines = engine.execute("countup 20000").lines.map(\.text)
        let last = try #require(lines.last)
        #expect(last.hasPrefix(#"    "19999" "20000" (20000 events, fingerprint "#), "\(last)")
        #expect(last.hasSuffix(")  (1 variant)"), "\(last)")
    }
}
