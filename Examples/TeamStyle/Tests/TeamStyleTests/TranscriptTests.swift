import Foundation
import Testing
import TeamStyle
import VMREPLKit

/// The team's transcripts pass against vmrepl with the team's styles, as
/// `team-vmrepl check scripts/*.vmt` would check them.
@Suite struct TranscriptTests {
    static let scripts: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts")

    static var transcripts: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: scripts.path))?.filter { $0.hasSuffix(".vmt") }.sorted() ?? []
    }

    @Test func thereAreTranscripts() {
        #expect(!Self.transcripts.isEmpty)
    }

    @Test(arguments: transcripts)
    func theTranscriptPasses(file: String) throws {
        let text = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
        let report = VMREPL.check(transcript: text, name: file, catalog: try TeamCatalog.catalog())
        #expect(report.passed, "\(report.problem ?? "")\n\(report.diff)")
    }

    @Test func aChangedExpectationFails() throws {
        let file = try #require(Self.transcripts.first)
        let text = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
        let changed = text.replacingOccurrences(of: "success(token-demo)", with: "success(other)")
        #expect(changed != text)
        #expect(!VMREPL.check(transcript: changed, name: file, catalog: try TeamCatalog.catalog()).passed)
    }
}
