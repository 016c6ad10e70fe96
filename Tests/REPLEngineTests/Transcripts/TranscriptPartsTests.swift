import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A transcript is checked in parts cut at its `reset`s, at once; what each part prints
/// must be what the whole run prints there, whatever settings the commands before it left.
@Suite struct TranscriptPartsTests {
    /// Commands that change every setting a part inherits, between resets: active variants,
    /// autorun, the API's latency and a scripted outcome (one pending across a reset, one
    /// used by a login), every event shown, resources shown.
    private static let commands = [
        "countup 2", "use relay scan mvvm", "autorun off", "email demo@example.com", "password secret123", "login", "reset",
        "api latency 50", "api wrong-password", "reset", "email demo@example.com", "password secret123", "login", "tick 100",
        "resources on", "events all", "reset", "countup 30", "subscribe count", "api network-error", "use all", "reset",
        "autorun on", "login", "state", "resources off", "use property", "reset", "countup", "unsubscribe #9", "reset",
        "time", "log", "use reducer flux", "reset", "api", "autorun", "resources",
    ]

    /// `commands` as a transcript, blessed with no part cut.
    private func blessedWhole(_ commands: [String]) throws -> String {
        let text = commands.map { Engine.prompt + $0 + "\n" }.joined()
        let result = try #require(TranscriptChecker.check(try Transcript(text), name: "t", catalog: .shipped, fileReader: nil, mostParts: 1) { false })
        return try #require(result.blessed)
    }

    @Test func partsPrintWhatTheWholeRunPrints() throws {
        let whole = try blessedWhole(Self.commands)
        for parts in [2, 3, 4, 8] {
            let transcript = try Transcript(whole)
            let cut = TranscriptParts(transcript, catalog: .shipped, mostParts: parts).parts.count
            #expect(cut > 1 && cut <= parts, "\(parts): \(cut)")
            let result = try #require(TranscriptChecker.check(transcript, name: "t", catalog: .shipped, fileReader: nil, mostParts: parts) { false })
            #expect(result.passed, "\(parts) parts: \(result.diff)")
            #expect(result.blessed == whole)
        }
    }

    /// Each part starts with the settings the commands before it left.
    @Test func aPartStartsWithTheSettingsBeforeIt() throws {
        let transcript = try Transcript(try blessedWhole(Self.commands))
        let parts = TranscriptParts(transcript, catalog: .shipped, mostParts: 8).parts
        let second = try #require(parts.dropFirst().first)
        #expect(transcript.steps[second.steps.lowerBound].input == "reset")
        #expect(second.settings.activeNames == ["relay", "scan", "mvvm"])
        #expect(second.settings.autorun == false)
    }

    /// A failure in a later part is reported at its line, and the diff shows it.
    @Test func aFailureInALaterPartIsFoundThere() throws {
        let whole = try blessedWhole(Self.commands)
        let broken = whole.replacingOccurrences(of: "virtual time 100 ms", with: "virtual time 101 ms")
        let result = try #require(TranscriptChecker.check(try Transcript(broken), name: "t", catalog: .shipped, fileReader: nil, mostParts: 4) { false })
        #expect(!result.passed)
        #expect(result.diff.contains("+virtual time 100 ms"))
        #expect(result.blessed == whole)
    }

    /// `save` writes every command since the start, and `run` may change settings the
    /// cut cannot see: a transcript with either stays whole.
    @Test(arguments: ["save out.vmt", "run 1"])
    func aTranscriptThatSavesOrRunsAFileStaysWhole(command: String) throws {
        let text = (Self.commands + [command, "reset", "countup"]).map { Engine.prompt + $0 + "\n" }.joined()
        #expect(TranscriptParts(try Transcript(text), catalog: .shipped, mostParts: 4).parts.count == 1)
    }

    /// Lines that do not parse (`res` could be `resources`; `reset now` takes no word), a
    /// reset at the very start, an abbreviation: no part starts on a line that is not a
    /// reset, and the first part starts at the first step.
    @Test func onlyResetsStartParts() throws {
        let text = ["reset", "res", "reset now", "rese", "countup", "re", "reset"].map { Engine.prompt + $0 + "\n" }.joined()
        let transcript = try Transcript(text)
        let parts = TranscriptParts(transcript, catalog: .shipped, mostParts: 7).parts
        #expect(parts.first?.steps.lowerBound == 0)
        #expect(parts.map(\.steps.lowerBound) == [0, 3, 6])
        #expect(parts.last?.steps.upperBound == transcript.steps.count)
    }
}
