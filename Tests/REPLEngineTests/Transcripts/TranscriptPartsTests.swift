import Foundation
import Testing
@testable import REPLEngine

@Suite struct TranscriptPartsTests {
    private let everyReset = TranscriptParts.Limits(parts: 1_000, minimumInputs: 1)
    private let onePiece = TranscriptParts.Limits(parts: 1, minimumInputs: 1)

    private func transcript(_ inputs: [String]) -> Transcript {
        Transcript(inputs.map { Engine.prompt + $0 + "\n" }.joined())
    }

    /// `count` of `commands`, picked by a fixed pseudo-random sequence from `seed`.
    private func randomCommands(_ commands: [String], count: Int, seed: inout UInt64) -> [String] {
        (0..<count).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return commands[Int(seed >> 33) % commands.count]
        }
    }

    private func starts(_ lines: [String], _ limits: TranscriptParts.Limits) -> [Int] {
        TranscriptParts(transcript(lines), limits: limits).parts.map(\.lines.lowerBound)
    }

    @Test func cutsOnlyAtResetLinesHoweverSpelled() {
        let lines = ["countup", "RESET", "countup", "  res", "email reset", "countup", "\"reset\"", "countup"]
        #expect(starts(lines, TranscriptParts.Limits(parts: 4, minimumInputs: 1)) == [0, 1, 3, 6])
        let parts = TranscriptParts(transcript(lines), limits: everyReset).parts
        #expect(parts.map(\.lines) == [0..<1, 1..<3, 3..<6, 6..<8])
    }

    @Test func aShortTranscriptOrOneWithoutResetsStaysWhole() {
        let lines = (0..<10).map { $0 % 3 == 0 ? "reset" : "countup" }
        #expect(starts(lines, TranscriptParts.Limits(parts: 2, minimumInputs: 6)) == [0])
        #expect(starts(lines, TranscriptParts.Limits(parts: 2, minimumInputs: 5)).count == 2)
        #expect(starts(Array(repeating: "countup", count: 10), everyReset) == [0])
    }

    @Test func aPartStartsWithTheSettingsTheLinesBeforeItLeft() {
        let lines = ["use relay scan", "autorun off", "api latency 50", "api wrong-password", "contup", "use nosuch", "reset"]
        var expected = SessionSettings()
        expected.activeNames = ["relay", "scan"]
        expected.autorun = false
        expected.latency = 50
        expected.scriptedOutcome = .failure(.wrongPassword)
        #expect(TranscriptParts(transcript(lines), limits: everyReset).parts.map(\.settings) == [SessionSettings(), expected])
    }

    @Test func settingsSpelledWithEscapesOrQuotesCountToo() {
        let lines = ["\\use relay", "'api' wrong-password", "\"Autorun\" off", "\\login", "\\reset"]
        var expected = SessionSettings()
        expected.activeNames = ["relay"]
        expected.autorun = false
        #expect(TranscriptParts(transcript(lines), limits: everyReset).parts.map(\.settings) == [SessionSettings(), expected])
    }

    @Test func aLoginUsesUpTheScriptedOutcomeAndNoPartStartsAfterQuit() {
        let lines = ["api network-error", "Login", "reset", "quit", "use relay", "reset"]
        #expect(TranscriptParts(transcript(lines), limits: everyReset).parts == [
            TranscriptParts.Part(lines: 0..<2, settings: SessionSettings()),
            TranscriptParts.Part(lines: 2..<6, settings: SessionSettings()),
        ])
    }

    @Test func partsRunAtOncePrintWhatOneEngineWouldHave() {
        // Everything a reset keeps, and everything it drops, either side of a cut.
        let lines = [
            "countup 2", "subscribe count", "api wrong-password", "use relay scan unio", "reset",
            "login", "autorun off", "api latency 40", "reset", "email demo@example.com",
            "password secret123", "login", "tick 100", "unsubscribe #1", "login", "reset",
            "tick 100", "state", "log", "use all", "complete countUp", "subscribe count", "reset",
            "countup", "api ok", "reset", "login", "error email", "autorun on", "variants",
            "reset", "api", "quit", "reset", "countup",
        ]
        let text = lines.map { Engine.prompt + $0 + "\n" }.joined()
        #expect(TranscriptParts(Transcript(text), limits: everyReset).parts.count == 7)
        let whole = String(decoding: TranscriptChecker.rendered(text, limits: onePiece), as: UTF8.self)
        let inParts = String(decoding: TranscriptChecker.rendered(text, limits: everyReset), as: UTF8.self)
        #expect(inParts == whole)
        // The scripted outcome, the active variants, autorun and the latency crossed cuts.
        #expect(inParts.contains("vmrepl> login\nisLoggingIn: true false @300ms  (all 3 agree)\nloginResult: failure(wrongPassword) @300ms  (all 3 agree)\n"))
        #expect(inParts.contains("vmrepl> tick 100\nisLoggingIn: false @40ms  (all 3 agree)\nloginResult: success(token-demo) @40ms  (all 3 agree)\n"))
        // Nothing runs after `quit`, in whichever part.
        #expect(inParts.hasSuffix("vmrepl> quit\nvmrepl> reset\nvmrepl> countup\n"))
    }

    @Test func randomTranscriptsInPartsMatchTheWholeRun() {
        let commands = [
            "countup", "countup 3", "email demo@example.com", "email bad", "password secret123",
            "password x", "login", "subscribe count", "subscribe isLoggingIn", "unsubscribe",
            "unsubscribe #1", "state", "state count", "error countUp", "complete email",
            "api ok", "api wrong-password", "api unknown-user", "api network-error", "api auto",
            "api latency 0", "api latency 120", "tick 50", "tick 400", "autorun off", "autorun on",
            "log", "use relay", "use all", "use scan reducer flux", "reset", "reset", "reset", "contup",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<12 {
            let lines = randomCommands(commands, count: 80, seed: &seed)
            let text = lines.map { Engine.prompt + $0 + "\n" }.joined()
            #expect(TranscriptParts(Transcript(text), limits: everyReset).parts.count > 1, "round \(round)")
            let whole = TranscriptChecker.rendered(text, limits: onePiece)
            let inParts = TranscriptChecker.rendered(text, limits: everyReset)
            #expect(inParts == whole, "round \(round): \(lines)")
        }
    }

    // MARK: Cutting anywhere, with replays

    private func lanes(_ count: Int, replayCost: Double = 0.7) -> TranscriptParts.Limits {
        TranscriptParts.Limits(parts: 1_000, minimumInputs: 1, lanes: count, replayCost: replayCost)
    }

    @Test func withoutResetsALaterPartReplaysEverythingBeforeItAndIsShorter() {
        let lines = Array(repeating: "countup", count: 130)
        // Replaying at 0.7 of running: the first part runs 100 lines (cost 100), the
        // second replays those 100 (70) and runs 30.
        #expect(TranscriptParts(transcript(lines), limits: lanes(2)).parts == [
            TranscriptParts.Part(lines: 0..<100, settings: SessionSettings()),
            TranscriptParts.Part(replay: 0..<100, lines: 100..<130, settings: SessionSettings()),
        ])
        // Replaying for nothing: halves. Three lanes: parts start at 0, W and 1.3 W, and
        // the last costs 0.7 * 1.3 W + (130 - 1.3 W) = W, so W = 93.5: 0, 94, 122.
        #expect(TranscriptParts(transcript(lines), limits: lanes(2, replayCost: 0)).parts.map(\.lines) == [0..<65, 65..<130])
        #expect(TranscriptParts(transcript(lines), limits: lanes(3)).parts.map(\.lines) == [0..<94, 94..<122, 122..<130])
    }

    @Test func aReplayStartsAtTheLastResetBeforeThePartWithItsSettings() {
        // One reset makes two parts; three lanes want three, so the cuts go anywhere.
        let lines = ["use relay"] + Array(repeating: "countup", count: 40) + ["reset"] + Array(repeating: "countup", count: 59)
        var relay = SessionSettings()
        relay.activeNames = ["relay"]
        #expect(TranscriptParts(transcript(lines), limits: lanes(3, replayCost: 0)).parts == [
            TranscriptParts.Part(lines: 0..<34, settings: SessionSettings()),
            TranscriptParts.Part(replay: 0..<34, lines: 34..<67, settings: SessionSettings()),
            TranscriptParts.Part(replay: 41..<67, lines: 67..<101, settings: relay),
        ])
    }

    @Test func enoughResetsNeedNoReplayAndNothingIsCutAfterQuit() {
        let withResets = (0..<40).map { $0 % 10 == 0 ? "reset" : "countup" }
        #expect(TranscriptParts(transcript(withResets), limits: lanes(2)).parts.allSatisfy { $0.replay.isEmpty })
        let quitEarly = ["countup", "quit"] + Array(repeating: "countup", count: 50)
        #expect(TranscriptParts(transcript(quitEarly), limits: lanes(2)).parts.count == 1)
    }

    @Test func aResetFarFromTheMiddleIsPassedOverForReplays() {
        // At a tenth, the reset would leave one part nine times the other's size.
        let early = Array(repeating: "countup", count: 10) + ["reset"] + Array(repeating: "countup", count: 89)
        let parts = TranscriptParts(transcript(early), limits: lanes(2)).parts
        #expect(parts.map(\.lines) == [0..<77, 77..<100])
        #expect(parts.last?.replay == 10..<77)
        // In the middle, it divides the work as well as replays could, at no extra cost.
        let middle = Array(repeating: "countup", count: 50) + ["reset"] + Array(repeating: "countup", count: 49)
        #expect(TranscriptParts(transcript(middle), limits: lanes(2)).parts == [
            TranscriptParts.Part(lines: 0..<50, settings: SessionSettings()),
            TranscriptParts.Part(lines: 50..<100, settings: SessionSettings()),
        ])
    }

    @Test func replayedPartsPrintWhatOneEngineWouldHave() {
        let commands = [
            "countup", "countup 3", "email demo@example.com", "email bad", "password secret123",
            "password x", "login", "subscribe count", "subscribe isLoggingIn", "subscribe loginResult", "unsubscribe",
            "unsubscribe #1", "unsubscribe #2", "unsubscribe count", "state", "state count", "error countUp", "error email",
            "complete email", "complete loginTap", "api ok", "api wrong-password", "api unknown-user", "api network-error",
            "api auto", "api latency 0", "api latency 120", "tick 50", "tick 400", "autorun off", "autorun on",
            "log", "use relay", "use all", "use scan reducer flux", "contup", "help countup", "variants",
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for round in 0..<12 {
            var lines = randomCommands(commands, count: 90, seed: &seed)
            if round % 4 == 0 { lines.insert("reset", at: 20) }
            let text = lines.map { Engine.prompt + $0 + "\n" }.joined()
            let cut = TranscriptParts(Transcript(text), limits: lanes(2 + round % 3)).parts
            #expect(cut.count == 2 + round % 3, "round \(round)")
            let whole = TranscriptChecker.rendered(text, limits: onePiece)
            let inParts = TranscriptChecker.rendered(text, limits: lanes(2 + round % 3))
            #expect(inParts == whole, "round \(round): \(lines)")
        }
    }
}
