import Testing
@testable import REPLEngine

/// A check compares each part's output with the transcript as it is printed, keeping
/// nothing on a pass; wherever a transcript differs, the result is what a whole run gives.
@Suite struct PartOutputTests {
    private let everyReset = TranscriptParts.Limits(parts: 1_000, minimumInputs: 1)
    private let onePiece = TranscriptParts.Limits(parts: 1, minimumInputs: 1)

    /// A transcript as the engine prints it: long enough for many comparison batches, with
    /// resets to cut at, logins for long output, comments and blank lines.
    private func lesson() -> String {
        let commands = [
            "countup 3", "email demo@example.com", "password secret123", "login", "subscribe count",
            "state", "# a comment", "", "use relay scan", "use all", "error email", "reset",
        ]
        var seed: UInt64 = 42
        var lines: [String] = []
        for _ in 0..<1_200 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let command = commands[Int(seed >> 33) % commands.count]
            lines.append(command.isEmpty || command.hasPrefix("#") ? command : Engine.prompt + command)
        }
        let inputs = lines.joined(separator: "\n") + "\n"
        return String(decoding: TranscriptChecker.rendered(inputs, limits: onePiece), as: UTF8.self)
    }

    @Test func aTranscriptAsPrintedPassesInOnePieceAndInParts() {
        let text = lesson()
        #expect(text.utf8.count > 4 * 32_768)
        for limits in [onePiece, everyReset, .standard] {
            let result = TranscriptChecker.check(text, limits: limits)
            let (passed, actual) = (result.passed, result.actual)
            #expect(passed)
            #expect(actual == text)
        }
    }

    @Test func whereverItDiffersTheActualIsTheWholeRun() throws {
        let text = lesson()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        let outputIndices = lines.indices.filter { !lines[$0].hasPrefix(Engine.prompt) && !lines[$0].hasPrefix("#") && !lines[$0].isEmpty }
        let changes: [(String, ([String]) -> [String])] = [
            ("first output changed", { var l = $0; l[outputIndices[0]] = "stale"; return l }),
            ("an output in the middle dropped", { var l = $0; l.remove(at: outputIndices[outputIndices.count / 2]); return l }),
            ("an output line added in the middle", { var l = $0; l.insert("extra", at: outputIndices[outputIndices.count / 3]); return l }),
            ("last output changed", { var l = $0; l[outputIndices[outputIndices.count - 1]] += "!"; return l }),
            ("the last line dropped", { Array($0.dropLast()) }),
            ("a line added at the end", { $0 + ["count: \"9\""] }),
        ]
        for (what, change) in changes {
            let changed = change(lines).joined(separator: "\n") + "\n"
            for limits in [onePiece, everyReset] {
                let result = TranscriptChecker.check(changed, name: "t.vmt", limits: limits)
                let (passed, actual) = (result.passed, result.actual)
                #expect(!passed, "\(what)")
                #expect(actual == text, "\(what)")
                let diffed = try applying(result.diff, to: change(lines))
                #expect(diffed == lines, "\(what)")
            }
        }
    }
}
